import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "which month did I climb the most?": the entries that mention it counted month by month, the busiest said first,
// not a search that lists a few entries with no month in them.

const byMonth = [
  { month: "2024-01", count: 3 },
  { month: "2024-02", count: 7 },
  { month: "2024-03", count: 2 },
  { month: "2024-04", count: 7 },
];
const counted = (query: string) => ({ query, from: "2024-01-01", to: "2024-05-10", entries: 120, mentions: 19, days: 19, words: 1500, firstDate: "2024-01-03", lastDate: "2024-04-28", recentDates: ["2024-04-28"], byMonth, perWeek: 1, perMonth: 4.5, truncated: false });

describe("the month something came up most", () => {
  it.each([
    ["which month did I climb the most?", "climb"],
    ["in which month did I run the most?", "run"],
    ["what month did I see Tom the most?", "Tom"],
    ["em que mês fui mais vezes escalar?", "escalar"],
    ["em que mês corri mais?", "corri"],
    ["qual foi o mês em que vi mais o Tom?", "Tom"],
  ])("%s counts the entries by month", async (question, word) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("count_mentions");
    expect(String(calls[0]!.args["query"])).toContain(word);
  });

  it.each([
    ["which month did I climb the most?", "climb", "February 2024 and April 2024: 7 entries each"],
    ["em que mês fui mais vezes escalar?", "escalar", "fevereiro de 2024 e abril de 2024: 7 entradas em cada"],
  ])("%s answers with the busiest months first", async (question, query, lead) => {
    const { text } = await answerWith(question, counted(query));
    expect(text.split("\n")[0]).toContain(lead);
  });

  it.each([
    ["which month was I happiest?", "get_time_series"],
    ["em que mês escrevi mais?", "count_mentions"],
  ])("%s is still a mood or writing question", async (question, tool) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe(tool);
    expect(calls[0]!.args["query"]).toBeUndefined();
  });
});
