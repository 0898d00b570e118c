import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "What did I earn in 2024?" with no payslip and a portfolio that sold something in the period: what the sales
// realised in it, from the holdings on the period's eve and its last day, with the dividends and the performance.

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

/** Realised since the first trade: 40 EUR by the end of 2023, 197 EUR by the end of 2024 (or the same when nothing was sold). */
const records = (sold: boolean) => (name: string, args: Record<string, unknown>) => {
  switch (name) {
    case "search_knowledge_base":
      return { passages: [], found: "none" };
    case "get_income":
      return { baseCurrency: "EUR", from: args["from"], to: args["to"], total: 120, dividends: 100, interest: 20, byAsset: [{ symbol: "EDP", amount: 100 }] };
    case "get_holdings":
      return { baseCurrency: "EUR", holdings: [], totals: { totalValue: 1000, cash: 100, unrealisedGain: 0, realisedGain: args["asOf"] === "2023-12-31" || !sold ? 40 : 197 } };
    case "get_performance":
      return { report: { from: args["from"], to: args["to"], baseCurrency: "EUR", startValue: 1000, endValue: 1300, netFlows: 200, gain: 100, twr: { value: 0.05 }, mwr: { annualised: 0.04 }, drawdown: { value: -0.02 } } };
    default:
      return {};
  }
};

describe("earnings of a period with sales in it", () => {
  it.each(["what did I earn in 2024?", "quanto ganhei em 2024?"])("%s: the holdings on the eve and the last day of the period", async (question) => {
    const asked: Array<readonly [string, Record<string, unknown>]> = [];
    await answerWith(question, (name, args) => (asked.push([name, args]), records(true)(name, args)));
    expect(asked).toContainEqual(["get_holdings", { asOf: "2023-12-31" }]);
    expect(asked).toContainEqual(["get_holdings", { asOf: "2024-12-31" }]);
  });

  it.each([
    ["what did I earn in 2024?", "Realised on what you sold in the period: a gain of 157.00 EUR."],
    ["quanto ganhei em 2024?", "Realizado com o que vendeu no período: um ganho de 157,00 EUR."],
  ])("%s: what the sales realised, once, with the income", async (question, realised) => {
    const text = await answerWith(question, records(true));
    expect(text).toContain(realised);
    expect(text.split(realised).length).toBe(2);
    expect(text).toMatch(/120[.,]00 EUR/);
    expect(text).not.toMatch(/Largest holdings|Maiores posições/);
  });

  it("with nothing sold in the period, no line of sales", async () => {
    expect(await answerWith("what did I earn in 2024?", records(false))).not.toMatch(/Realised|sold/);
  });
});

describe("earnings asked again of another period", () => {
  const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

  it.each([
    ["what did I earn this year?", "and last year?"],
    ["quanto ganhei este ano?", "e no ano passado?"],
  ])("%s then %s: the documents first again, not the journal", async (first, again) => {
    const names = (await callsAfter(first, again)).map(([name]) => name);
    expect(names).toEqual(["search_knowledge_base"]);
  });
});
