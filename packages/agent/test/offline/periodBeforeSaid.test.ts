import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// "the month before", "o mês anterior" after another period is the period just before that one: not a day a month
// back from today, nor today's last month again (which compared last month with itself). Friday 10 May 2024.

const periods = (args: Record<string, unknown>) => [args["first"], args["second"]];

describe("a period said as the one before another", () => {
  it.each([
    ["how was last month compared to the month before?", "2024-03-01", "2024-03-31", "2024-04-01", "2024-04-30"],
    ["compare last month with the previous month", "2024-03-01", "2024-03-31", "2024-04-01", "2024-04-30"],
    ["was last week better than the week before?", "2024-04-22", "2024-04-28", "2024-04-29", "2024-05-05"],
    ["was 2023 better than the year before?", "2022-01-01", "2022-12-31", "2023-01-01", "2023-12-31"],
    ["como foi o mês passado em comparação com o mês anterior?", "2024-03-01", "2024-03-31", "2024-04-01", "2024-04-30"],
    ["a semana passada foi melhor do que a semana anterior?", "2024-04-22", "2024-04-28", "2024-04-29", "2024-05-05"],
    ["2023 foi melhor do que o ano anterior?", "2022-01-01", "2022-12-31", "2023-01-01", "2023-12-31"],
    ["o mês passado foi melhor do que o anterior?", "2024-03-01", "2024-03-31", "2024-04-01", "2024-04-30"],
  ])("%s compares the two periods", async (question, firstFrom, firstTo, secondFrom, secondTo) => {
    const { calls } = await plan(question);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe("compare_time_periods");
    expect(periods(calls[0]!.args)).toEqual([
      { from: firstFrom, to: firstTo },
      { from: secondFrom, to: secondTo },
    ]);
  });

  it.each([
    ["did I run more last month than the month before?", "2024-04-01", "2024-03-01"],
    ["corri mais no mês passado do que no mês anterior?", "2024-04-01", "2024-03-01"],
  ])("%s counts each of the two months", async (question, first, second) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.args["from"])).toEqual([first, second]);
  });

  it.each([
    ["how was the previous month?", "2024-04-01"],
    ["como foi o mês anterior?", "2024-04-01"],
  ])("%s alone is still last month", async (question, from) => {
    const { calls } = await plan(question);
    expect(JSON.stringify(calls[0]!.args)).toContain(from.slice(0, 7));
  });
});
