import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The last dividend, tax withheld, positions counted, cash weighed, money put in over a period and trades asked for,
// with every domain's skill and tool offered.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);


describe("dividends and the tax on them, as activities", () => {
  it.each(["when was my last dividend?", "qual foi o último dividendo que recebi?"])("%s: the latest dividend", async (question) => {
    expect(await first(question)).toEqual([["search_activities", { types: ["DIVIDEND"], limit: 1 }]]);
  });

  it.each(["how much did I pay in taxes on dividends?", "quanto paguei de impostos sobre os dividendos?"])("%s: the tax withheld, added up", async (question) => {
    expect(await first(question)).toEqual([["search_activities", { types: ["TAX"], limit: 20 }]]);
    const taxes = { activities: [{ date: "2026-10-18", type: "TAX", symbol: null, quantity: null, unitPrice: null, amount: 12.33, currency: "USD" }], nextCursor: null };
    expect(await answerWith(question, { search_activities: taxes })).toMatch(/^(In total|No total): 12[.,]33 USD\./);
  });
});

describe("positions counted", () => {
  it.each([
    ["how many stocks do I own?", "You hold 3 positions: EDP, KO, AGGH, plus 1,000.00 EUR in cash."],
    ["quantas ações tenho?", "Tem 3 posições: EDP, KO, AGGH, além de 1.000,00 EUR em dinheiro."],
  ])("%s: how many, and which", async (question, said) => {
    expect((await first(question)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } })).toMatch(new RegExp(`^${said.replace(/[.()]/g, "\\$&")}`));
  });

  it("how many shares of one asset is still that asset's line", async () => {
    expect(await answerWith("quantas ações da KO tenho?", { get_holdings: holdings, get_health_status: { issues: [] } })).toMatch(/^KO \(Coca-Cola\): 120 unidades/);
  });
});

describe("cash weighed against the whole", () => {
  it.each(["do I have too much cash?", "what's my cash percentage?", "tenho demasiado dinheiro parado?"])("%s: the allocation by asset class", async (question) => {
    expect(await first(question)).toEqual([["get_asset_allocation", {}]]);
  });
});

describe("money put in over a period", () => {
  it.each([
    ["how much did I invest last year?", /^From 2025-01-01 to 2025-12-31 you put 16,220\.90 EUR into the portfolio, net of withdrawals \(money in less money out; cash deposited and not yet used to buy anything counts too\)/],
    ["quanto investi no ano passado?", /^De 2025-01-01 a 2025-12-31 colocou 16\.220,90 EUR na carteira, descontadas as saídas \(entradas menos saídas; conta também o dinheiro depositado que ainda não foi usado em compras\)/],
  ])("%s: that period's net flows", async (question, said) => {
    expect((await first(question))[0]).toEqual(["get_performance", { from: "2025-01-01", to: "2025-12-31" }]);
    const report = { report: { baseCurrency: "EUR", from: "2025-01-01", to: "2025-12-31", gain: -2196.4, startValue: 19600.21, endValue: 33624.7, netFlows: 16220.9, twr: { cumulative: -0.0659 }, mwr: { annualised: -0.0778 }, drawdown: { maxDrawdown: -0.1075 } } };
    expect(await answerWith(question, { get_performance: report, get_health_status: { issues: [] } })).toMatch(said);
  });
});

describe("asked to trade", () => {
  it.each([
    ["buy 10 shares of apple", /^LifeOS does not trade: I can't buy or sell for you/],
    ["vende as minhas ações da KO", /^O LifeOS não negoceia: não faço compras nem vendas/],
  ])("%s: neither done nor advised", async (question, said) => {
    expect((await first(question)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } })).toMatch(said);
  });

  it("buying bread is no trade", async () => {
    expect((await first("compra pão amanhã")).map(([name]) => name)).not.toContain("get_holdings");
  });
});
