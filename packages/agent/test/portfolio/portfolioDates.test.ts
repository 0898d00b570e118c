import { describe, expect, it } from "vitest";
import { portfolioSkill } from "../../src/index.js";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";
import { tickersIn } from "../../src/portfolio/offline/portfolioPatterns.js";

const now = new Date("2025-06-18T10:00:00Z");
const read = (text: string) => analyseQuestion({ text, now, timeZone: "Europe/Lisbon", tools: new Set(portfolioSkill.tools), capabilities: () => [], earlier: [] });
const performance = (text: string) => portfolioSkill.plan(read(text))[0]?.calls.find((call) => call.name === "get_performance")?.arguments;

describe("since the start, and since the start of a period", () => {
  it.each([
    ["How did my portfolio do since the start of the year?", { from: "2025-01-01", to: "2025-06-18" }],
    ["Como foi a carteira desde o início do ano?", { from: "2025-01-01", to: "2025-06-18" }],
    ["What's my return since the beginning of last month?", { from: "2025-05-01", to: "2025-06-18" }],
    ["Qual a rentabilidade desde o início do mês passado?", { from: "2025-05-01", to: "2025-06-18" }],
  ])("%s runs from the start of that period to today", (question, period) => {
    expect(performance(question)).toEqual(period);
  });

  it.each(["What is my TWR since the beginning?", "Quanto ganhei com os investimentos desde o início?"])("%s is still all time", (question) => {
    expect(performance(question)).toEqual({ period: "ALL" });
  });
});

describe("a quarter named as Q2 is a date, not a ticker", () => {
  it.each([
    ["How much did I get in dividends in Q2?", { from: "2025-04-01", to: "2025-06-18" }],
    ["Quanto recebi de dividendos no Q2?", { from: "2025-04-01", to: "2025-06-18" }],
  ])("%s asks the income of the quarter, of no asset called Q2", (question, period) => {
    const asked = read(question);
    expect(tickersIn(asked)).toEqual([]);
    expect(portfolioSkill.plan(asked)[0]?.calls.find((call) => call.name === "get_income")?.arguments).toEqual(period);
  });
});
