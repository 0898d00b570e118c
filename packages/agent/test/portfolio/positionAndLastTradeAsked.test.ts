import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// A holding's position asked by name, the last time one bought or sold, a place of the ranking said with an ordinal that
// is also a weekday, and a search of one asset's trades that finds none.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
const held = { get_holdings: holdings, get_health_status: { issues: [] } };

describe("a holding's position, asked by name", () => {
  it.each([
    ["what's my position in KO?", /^KO \(Coca-Cola\): 120 units that cost 6,960\.00 EUR/],
    ["qual a minha posição em KO?", /^KO \(Coca-Cola\): 120 unidades, custaram 6\.960,00 EUR/],
    ["what's my position in VWCE?", /^You hold no VWCE\. Your holdings: EDP, KO, AGGH\./],
    ["qual a minha posição em VWCE?", /^Não tem VWCE na carteira\. As suas posições: EDP, KO, AGGH\./],
  ])("%s: its line of the holdings", async (question, said) => {
    expect((await first(question)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, held)).toMatch(said);
  });

  it("a position with no holding named is still the journal's", async () => {
    expect((await first("dormi numa posição estranha")).map(([name]) => name)).toEqual(["search_journal"]);
  });
});

describe("the last time one bought or sold", () => {
  it.each([
    ["when did I last sell something?", { types: ["SELL"], limit: 1 }],
    ["when did I last sell?", { types: ["SELL"], limit: 1 }],
    ["quando comprei pela última vez?", { types: ["BUY"], limit: 1 }],
    ["quando vendi pela última vez?", { types: ["SELL"], limit: 1 }],
    ["quando foi a última vez que vendi alguma coisa?", { types: ["SELL"], limit: 1 }],
    ["when did I last buy VWCE?", { symbol: "VWCE", types: ["BUY"], limit: 1 }],
    ["quando comprei VWCE pela última vez?", { symbol: "VWCE", types: ["BUY"], limit: 1 }],
  ])("%s: the latest trade", async (question, args) => {
    expect(await first(question)).toEqual([["search_activities", args]]);
  });

  it.each(["when did I last buy a book?", "quando comprei um livro pela última vez?", "quando comprei pão pela última vez?"])("%s: something else bought is the journal's", async (question) => {
    expect((await first(question)).map(([name]) => name)).toEqual(["search_journal"]);
  });
});

describe("an ordinal that is also a weekday, before a ranking", () => {
  it.each([
    ["qual é a minha quinta maior posição?", /^Só tem 3 posições para ordenar\./],
    ["what's my fifth biggest position?", /^You have only 3 holdings to rank\./],
  ])("%s: that place of the ranking", async (question, said) => {
    expect((await first(question)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, held)).toMatch(said);
  });
});

describe("trades searched for that are not there", () => {
  const none = { search_activities: { activities: [], nextCursor: null } };
  it.each([
    ["sell/buy history of AAPL", "No trades of AAPL are recorded."],
    ["histórico de compras e vendas da AAPL", "Não constam operações de AAPL na carteira."],
    ["when did I last buy AAPL?", "No purchases of AAPL are recorded."],
    ["quando vendi pela última vez?", "Não constam vendas na carteira."],
    ["what did I buy last month?", "No purchases are recorded in that period."],
  ])("%s: says what was searched for", async (question, said) => {
    expect(await answerWith(question, none)).toBe(said);
  });
});

describe("the latest trade found", () => {
  const sale = { search_activities: { activities: [{ date: "2026-10-02", type: "SELL", symbol: "MSFT", quantity: 3, unitPrice: 188.43, amount: null, currency: "USD" }], nextCursor: "next" } };
  it.each([
    ["when did I last sell something?", "Your latest sale: 2026-10-02 sell MSFT 3 × 188.43 USD"],
    ["quando vendi pela última vez?", "A sua última venda: 2026-10-02 venda MSFT 3 × 188,43 USD"],
  ])("%s: that one, as such", async (question, said) => {
    expect(await answerWith(question, sale)).toBe(said);
  });
});

describe("the latest of another kind", () => {
  const dividend = { search_activities: { activities: [{ date: "2026-10-18", type: "DIVIDEND", symbol: "KO", quantity: null, unitPrice: null, amount: 58.2, currency: "USD" }], nextCursor: null } };
  it.each([
    ["when was my last dividend?", "Your latest dividend: 2026-10-18 dividend KO 58.20 USD"],
    ["qual foi o último dividendo que recebi?", "O seu último dividendo: 2026-10-18 dividendo KO 58,20 USD"],
  ])("%s: that one, as such", async (question, said) => {
    expect(await answerWith(question, dividend)).toBe(said);
  });
});
