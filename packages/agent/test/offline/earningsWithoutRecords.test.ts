import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "How much did I earn last year?" from someone with no payslip, no tax statement and no portfolio yet, or with
// only a portfolio: the answer says where it looked and what would let it answer, in English and Portuguese.

/** Sunday 29 November 2026 in Lisbon. */
const now = new Date("2026-11-29T11:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

/** No document matches; the portfolio holds nothing in the period, or a dividend and a gain. */
const records = (portfolio: boolean) => (name: string, args: Record<string, unknown>) => {
  switch (name) {
    case "search_knowledge_base":
      return { passages: [], found: "none" };
    case "get_income":
      return portfolio
        ? { baseCurrency: "EUR", from: args["from"], to: args["to"], total: 120, dividends: 100, interest: 20, byAsset: [{ symbol: "EDP", amount: 100 }] }
        : { baseCurrency: "EUR", from: args["from"], to: args["to"], total: 0, dividends: 0, interest: 0, byAsset: [] };
    case "get_performance":
      return portfolio
        ? { report: { from: args["from"], to: args["to"], baseCurrency: "EUR", startValue: 1000, endValue: 1300, netFlows: 200, gain: 100, twr: { value: 0.05 }, mwr: { annualised: 0.04 }, drawdown: { value: -0.02 } } }
        : { report: null };
    default:
      return {};
  }
};

describe("earnings asked with nothing that records them", () => {
  it.each([
    ["how much did I earn last year?", "I looked in your documents for a payslip, a tax statement or another record of income from 2025-01-01 to 2025-12-31", "Documents page", "Portfolio page"],
    ["quanto ganhei no ano passado?", "Procurei nos seus documentos um recibo de vencimento, uma declaração de IRS ou outro documento de rendimentos de 2025-01-01 a 2025-12-31", "página Documentos", "página Portfólio"],
    ["qual foi o meu rendimento anual", "Procurei nos seus documentos um recibo de vencimento", "página Documentos", "página Portfólio"],
  ])("%s says where it looked and how to add the records", async (question, looked, documents, portfolio) => {
    const text = await answerWith(question, records(false));
    expect(text).toContain(looked);
    expect(text).toContain(documents);
    expect(text).toContain(portfolio);
    expect(text).not.toMatch(/nothing recorded in that period to measure|nada guardado nesse período para medir/);
  });

  it.each([
    ["how much did I earn last year?", "What your portfolio earned over the same period:", "you received 120.00 EUR"],
    ["quanto ganhei no ano passado?", "O que a sua carteira rendeu no mesmo período:", "recebeu 120,00 EUR"],
  ])("%s with a portfolio says the documents had nothing, then what the portfolio earned", async (question, heading, income) => {
    const text = await answerWith(question, records(true));
    expect(text).toMatch(/payslip|recibo de vencimento/);
    expect(text).toContain(heading);
    expect(text).toContain(income);
    expect(text).not.toMatch(/Documents page|página Documentos/);
  });
});
