import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "am I happier lately?", "ando mais feliz?", "tenho andado mais stressada?": the last 30 days against the 30 before,
// answered yes or no of the recent days, as "am I happier than last year?" is (today is Friday 2024-05-10).

const recent = { from: "2024-04-11", to: "2024-05-10" };
const before = { from: "2024-03-12", to: "2024-04-10" };
const compared = (metric: string, earlier: number, later: number) => ({
  metric,
  first: { ...before, average: earlier, count: 20 },
  second: { ...recent, average: later, count: 22 },
  difference: later - earlier,
});

describe("a mood compared with before, no period said", () => {
  it.each([
    ["ando mais feliz?", "happiness"],
    ["tenho andado mais feliz?", "happiness"],
    ["ando mais stressado?", "stress"],
    ["tenho andado mais estressada?", "stress"],
    ["tenho estado mais cansado?", "energy"],
    ["have I been happier?", "happiness"],
    ["have I been more stressed?", "stress"],
  ])("%s compares the last 30 days with the 30 before", async (question, metric) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "compare_time_periods", args: { metric, first: before, second: recent } });
  });

  it.each([
    ["am I more stressed lately?", compared("stress", 33, 37), /^Yes\. Your stress averaged 33\/100 .* 37\/100 over the last 30 days/],
    ["have I been happier lately?", compared("happiness", 57, 50), /^No\. Your happiness averaged 57\/100 /],
    ["am I less stressed lately?", compared("stress", 33, 37), /^No\. /],
    ["ando mais stressado?", compared("stress", 33, 37), /^Sim\. O stress teve uma média de 33\/100 /],
    ["tenho estado mais feliz ultimamente?", compared("happiness", 57, 50), /^Não\. /],
  ])("%s is answered yes or no of the recent days", async (question, data, expected) => {
    expect((await answerWith(question, data)).text).toMatch(expected);
  });

  it.each([["ando muito de bicicleta?"], ["tenho andado a correr?"]])("%s stays a question about a doing", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.name)).not.toContain("compare_time_periods");
  });
});
