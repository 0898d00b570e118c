import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// A period the answer reads that the question did not say in words, but that is this or last week, month or year
// (today is Friday 2024-05-10), is named that way, as the question would have: never by its dates alone.

const compared = async (question: string) => {
  const { calls } = await plan(question);
  const args = calls[0]!.args as { metric: string; first: { from: string; to: string }; second: { from: string; to: string } };
  const data = { metric: args.metric, first: { ...args.first, average: 30, count: 20 }, second: { ...args.second, average: 44, count: 9 } };
  return { args, ...(await answerWith(question, data)) };
};

describe("periods named by where they stand from today", () => {
  it.each([
    ["Am I more stressed than last month?", "this month (2024-05-01 to", "higher this month."],
    ["estou mais stressado do que no mês passado?", "este mês (2024-05-01 a", "mais alto este mês."],
    ["was I happier than last week?", "over the last 7 days (2024-05-04 to", "higher over the last 7 days."],
    ["fui mais feliz do que na semana passada?", "nos últimos 7 dias (2024-05-04 a", "mais alto nos últimos 7 dias."],
  ])("%s", async (question, current, end) => {
    const { args, text } = await compared(question);
    expect(args.second.from).toBe(current.match(/\d{4}-\d\d-\d\d/)![0]);
    expect(text).toContain(current);
    expect(text.endsWith(end), text).toBe(true);
    expect(text).not.toMatch(/(?:from|de) 2024-05/);
  });

  it.each([
    ["compare April with May", "last month (2024-04-01 to 2024-04-30)"],
    ["compara abril com maio", "no mês passado (2024-04-01 a 2024-04-30)"],
  ])("a period named by its name keeps it; the other is named by today: %s", async (question, unnamed) => {
    const { text } = await compared(question);
    expect(text).not.toContain(unnamed);
  });

  it.each([
    ["How was my stress last year?", "last year (2023-01-01 to 2023-12-31)"],
    ["How was my stress in 2023?", "in 2023 (2023-01-01 to 2023-12-31)"],
    ["como foi o meu stress no ano passado?", "no ano passado (2023-01-01 a 2023-12-31)"],
    ["como foi o meu stress em 2023?", "em 2023 (2023-01-01 a 2023-12-31)"],
  ])("a level over a period says it as asked: %s", async (question, label) => {
    const series = { metric: "stress", from: "2023-01-01", to: "2023-12-31", points: [], average: 40, min: 5, max: 90, count: 200, trend: "steady", byWeekday: [], byMonth: [], byWeek: [] };
    const { text } = await answerWith(question, series);
    expect(text).toContain(label);
  });

  it.each([
    ["How has my mood changed over the year?", "Your mood over the year ("],
    ["como mudou o meu humor ao longo do ano?", "A média de humor ao longo do ano ("],
  ])("words that already place a period are not placed again: %s", async (question, opening) => {
    const { calls } = await plan(question);
    const args = calls[0]!.args as { metric: string; from: string; to: string };
    const { text } = await answerWith(question, { metric: args.metric, from: args.from, to: args.to, points: [], average: 60, min: 5, max: 90, count: 200, trend: "steady", byWeekday: [], byMonth: [], byWeek: [] });
    expect(text.startsWith(opening), text).toBe(true);
  });
});

describe("a comparison asked as a yes or no question", () => {
  it.each([
    ["Am I more stressed than last month?", "Yes."],
    ["estou mais stressado do que no mês passado?", "Sim."],
    ["eu me sinto mais estressado que no mês passado?", "Sim."],
    ["am I calmer than last month?", "No."],
    ["estou mais calmo do que no mês passado?", "Não."],
  ])("%s starts with %s", async (question, said) => {
    expect((await compared(question)).text.startsWith(`${said} `)).toBe(true);
  });
});
