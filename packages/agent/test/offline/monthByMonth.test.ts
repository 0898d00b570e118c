import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// "How has my mood changed over the year?" reads each month, not only the year's average and its two extreme days:
// a line of each month's average, then the best and the worst month by name (of stress, the lowest is the best).

const month = (from: string, to: string, average: number, count: number) => ({ from, to, average, count });
const byMonth = [
  month("2023-06-01", "2023-06-30", 61, 20),
  month("2023-07-01", "2023-07-31", 72.4, 25),
  month("2023-08-01", "2023-08-31", 0, 0),
  month("2023-09-01", "2023-09-30", 48, 18),
  month("2023-10-01", "2023-10-31", 55, 22),
];
const series = (metric: string) => ({ metric, from: "2023-05-11", to: "2024-05-10", points: [], average: 59, min: 10, max: 95, count: 85, trend: "steady", byWeekday: [], byMonth, byWeek: [] });

describe("a year's mood month by month", () => {
  it.each([
    ["How has my mood changed over the year?", "valence", "Month by month: Jun 2023 61, Jul 2023 72, Sep 2023 48, Oct 2023 55. The best month was July 2023 (72/100), the worst September 2023 (48/100)."],
    ["como mudou o meu humor ao longo do ano?", "valence", "Mês a mês: jun 2023 61, jul 2023 72, set 2023 48, out 2023 55. O melhor mês foi julho de 2023 (72/100), o pior setembro de 2023 (48/100)."],
    ["how has my stress changed over the year?", "stress", "The best month was September 2023 (48/100), the worst July 2023 (72/100)."],
    ["como evoluiu o meu stress ao longo do ano?", "stress", "O melhor mês foi setembro de 2023 (48/100), o pior julho de 2023 (72/100)."],
  ])("%s", async (question, metric, line) => {
    const { calls, text } = await answerWith(question, series(metric));
    expect(calls[0]!.name).toBe("get_time_series");
    expect(calls[0]!.args["metric"]).toBe(metric);
    expect(text).toContain(line);
  });

  it.each(["How has my mood changed over the year?", "como mudou o meu humor ao longo do ano?"])("says no month line of fewer than three months: %s", async (question) => {
    const { text } = await answerWith(question, { ...series("valence"), byMonth: byMonth.slice(0, 3) });
    expect(text).not.toMatch(/Month by month|Mês a mês/);
  });
});
