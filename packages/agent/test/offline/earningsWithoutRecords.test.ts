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

describe("earnings asked in total, with a portfolio", () => {
  /** Since the start: a loss over every day, and dividends and interest received over every day. */
  const asked: Array<readonly [string, Record<string, unknown>]> = [];
  const sinceStart = (name: string, args: Record<string, unknown>) => {
    asked.push([name, args]);
    return name === "get_performance"
      ? { period: args["period"], report: { from: "2024-01-03", to: "2026-11-29", baseCurrency: "EUR", startValue: "0.00", endValue: "47283.69", netFlows: "48441.23", gain: "-1157.54", twr: { cumulative: -0.04 }, mwr: { annualised: -0.02 }, drawdown: { maxDrawdown: -0.16 } } }
      : name === "get_income"
        ? { baseCurrency: "EUR", from: args["from"], to: "2026-11-29", total: "1021.40", dividends: "980.00", interest: "41.40", byAsset: [{ symbol: "EDP", amount: "500.00" }] }
        : records(false)(name, args);
  };

  it.each(["how much have I made in total?", "quanto ganhei no total?"])("%s: the income and the gain both since the start", async (question) => {
    asked.length = 0;
    await answerWith(question, sinceStart);
    expect(asked).toContainEqual(["get_income", { from: "1900-01-01" }]);
    expect(asked).toContainEqual(["get_performance", { period: "ALL" }]);
  });

  it.each([
    ["how much have I made in total?", "What your portfolio has made in total:\n\nSince your portfolio started (2024-01-03), its total result is a loss of 1,157.54 EUR: what it is worth today (47,283.69 EUR) less the money you put in, net of withdrawals (48,441.23 EUR). It counts everything together: price moves, sales and fees, and the 1,021.40 EUR of dividends and interest received."],
    ["quanto ganhei no total?", "O que a sua carteira rendeu no total:\n\nDesde o início da carteira (2024-01-03), o resultado total é uma perda de 1.157,54 EUR: o que vale hoje (47.283,69 EUR) menos o dinheiro que colocou, descontadas as saídas (48.441,23 EUR). Conta tudo junto: variações de preço, vendas e comissões, e os 1.021,40 EUR de dividendos e juros recebidos."],
  ])("%s: one total, and what it counts", async (question, total) => {
    const text = await answerWith(question, sinceStart);
    expect(text).toContain(total);
    // One period only: no income of this year beside a gain since the start.
    expect(text).not.toMatch(/2026-01-01|TWR/);
  });
});
