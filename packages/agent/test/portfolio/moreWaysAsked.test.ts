import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Portfolio questions found asked in other words over the sample portfolio: each answered as asked.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [
  { symbol: "KO", name: "Coca-Cola" },
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });

const row = (date: string, symbol: string, price: string) => ({ id: date, date, type: "BUY", account: "Corretora", symbol, quantity: "10", unitPrice: price, amount: null, fee: "1", currency: "EUR" });

describe("a period after the verb is no 'last one'", () => {
  it.each(["what did I buy last month?", "what did I sell last week?"])("%s: every trade of the period", async (question) => {
    expect((await callsAfter(question))[0]?.[1]).toMatchObject({ limit: 20 });
  });
});

describe("the first activity of a kind", () => {
  it.each([
    ["what was my first purchase?", ["BUY"]],
    ["qual foi a minha primeira compra?", ["BUY"]],
    ["when did I start investing?", ["BUY"]],
    ["quando é que comecei a investir?", ["BUY"]],
    ["my first dividend", ["DIVIDEND"]],
  ])("%s: those activities, to the oldest", async (question, types) => {
    expect(await callsAfter(question)).toEqual([["search_activities", { types, limit: 200 }]]);
  });

  it("reads the next pages before naming the oldest", async () => {
    const pages = (_name: string, args: Record<string, unknown>) =>
      args["cursor"] === undefined ? { activities: [row("2026-11-03", "KO", "60"), row("2025-06-03", "EDP", "5")], nextCursor: "page-2" } : { activities: [row("2024-01-02", "KO", "50")], nextCursor: null };
    expect(await answerWith("what was my first purchase?", pages)).toBe("Your first purchase: 500.00 EUR of KO on 2024-01-02 (Corretora).");
    expect(await answerWith("qual foi a minha primeira compra?", pages)).toBe("A sua primeira compra: 500,00 EUR de KO em 2024-01-02 (Corretora).");
  });
});

describe("the biggest loss or gain", () => {
  it.each(["what's my biggest loss?", "what was my biggest gain?", "qual foi a minha maior perda?"])("%s: the holdings ranked by gain", async (question) => {
    expect((await callsAfter(question))[0]).toEqual(["get_holdings", {}]);
  });
});

const income = {
  from: "2025-12-01",
  to: "2026-11-20",
  baseCurrency: "EUR",
  total: "120.00",
  dividends: "114.00",
  interest: "6.00",
  byMonth: [{ month: "2026-01", amount: "60.00" }, { month: "2026-07", amount: "60.00" }],
  byYear: [{ year: "2026", amount: "120.00" }],
  byAsset: [{ assetId: "k", symbol: "KO", amount: "114.00", trailingYear: "114.00", yieldOnCost: 0.0285 }],
  byCurrency: [],
};

describe("income per month and its yield on cost", () => {
  it.each(["what is my monthly dividend income?", "quanto recebo de dividendos por mês?"])("%s: the last twelve months", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "2025-12-01" }]]);
  });

  it("gives the average per month and the months with income", async () => {
    expect(await answerWith("what is my monthly dividend income?", { get_income: income })).toContain("On average 10.00 EUR a month over 12 months; the months with income:\n- January 2026: 60.00 EUR\n- July 2026: 60.00 EUR");
    expect(await answerWith("quanto recebo de dividendos por mês?", { get_income: income })).toContain("Em média 10,00 EUR por mês ao longo de 12 meses");
  });

  it.each([
    ["what is my yield on cost?", "Yield on cost (the last twelve months' income over what the position cost):\n- KO: 2.85% (114.00 EUR in 12 months)"],
    ["qual é o meu rendimento sobre o custo?", "Rendimento sobre o custo (rendimentos dos últimos doze meses sobre o custo da posição):\n- KO: 2,85% (114,00 EUR em 12 meses)"],
  ])("%s: each payer's yield on cost, under the income of the same last 365 days", async (question, lines) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "2025-11-21" }]]);
    expect(await answerWith(question, { get_income: income })).toContain(lines);
  });
});

describe("a region's part and the value in another currency", () => {
  it.each(["how much do I have in the US?", "quanto tenho na Europa?", "quanto dinheiro tenho nos estados unidos?"])("%s: the allocation by region", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "region" }]]);
  });

  it.each([
    ["what is my portfolio worth in dollars?", "Your portfolio is worth 2,765.63 USD at the rate stored for 2026-11-19 (1 EUR = 1.25 USD; offline I have no live rates)."],
    ["quanto vale a minha carteira em dólares?", "A carteira vale 2.765,63 USD à taxa guardada para 2026-11-19 (1 EUR = 1,25 USD;"],
  ])("%s: the value converted by the exchange-rate tool first, then the value", async (question, line) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
    const rate = { base: "EUR", quote: "USD", rate: "1.25", date: "2026-11-19", source: "stored" };
    const rates = { baseCurrency: "EUR", asOf: "2026-11-20", rates: [rate], conversion: { amount: "2212.50", from: "EUR", to: "USD", value: "2765.63", rate } };
    const answer = await answerWith(question, { get_holdings: { ...holdings, totals: { ...holdings.totals, totalValue: "2212.50" } }, get_exchange_rates: rates, get_health_status: { issues: [] } });
    expect(answer.startsWith(line)).toBe(true);
    // One answer: the value in dollars, then the base currency's figure once, as such.
    expect(answer).toMatch(/\n(?:In your base currency that is|Na moeda base são) 2[.,]212[.,]50 EUR \(/);
    expect(answer.match(/Your portfolio is worth|A carteira vale/g)).toHaveLength(1);
    expect(answer.match(/2[.,]212[.,]50 EUR/g)).toHaveLength(1);
  });
});

describe("taxes paid, added up", () => {
  it("what taxes did I pay on dividends? sums the tax activities", async () => {
    const tax = (date: string, amount: string) => ({ id: date, date, type: "TAX", account: "US broker", symbol: null, quantity: null, unitPrice: null, amount, fee: null, currency: "USD" });
    expect(await answerWith("what taxes did I pay on dividends?", { search_activities: { activities: [tax("2026-10-18", "12.33"), tax("2026-07-18", "11.30")], nextCursor: null } })).toMatch(/^Your portfolio records 23\.63 USD in tax/);
  });
});
