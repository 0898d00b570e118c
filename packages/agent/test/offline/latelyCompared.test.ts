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

  const monthOnItsSecondDay = {
    metric: "happiness",
    first: { from: "2024-04-01", to: "2024-04-30", average: 51, count: 25 },
    second: { from: "2024-05-01", to: "2024-05-10", average: 74, count: 2 },
    difference: 23,
  };

  it.each([
    ["am I happier this month than last month?", /^Yes\. .*\. Only 2 days have entries this month, so this says little yet\.$/],
    ["estou mais feliz este mês que no mês passado?", /^Sim\. .*\. Só 2 dias têm entradas este mês, por isso isto ainda diz pouco\.$/],
  ])("%s says when a period has too few days to say much", async (question, expected) => {
    expect((await answerWith(question, monthOnItsSecondDay)).text).toMatch(expected);
  });

  it("says nothing of few days when both periods have enough", async () => {
    const { text } = await answerWith("am I more stressed lately?", compared("stress", 33, 37));
    expect(text).not.toMatch(/says little/);
  });
});
