import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Offline there are no live prices or exchange rates: a price asked in chat is the last one stored with the portfolio,
// with its date, said to be so; an exchange rate is none looked up, only those stored, and how they come in.

const now = new Date("2026-11-29T10:00:00Z");
const assets = [
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
  { symbol: "KO", name: "Coca-Cola" },
];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const data = { get_holdings: holdings, get_health_status: { issues: [] } };

describe("an exchange rate asked in chat", () => {
  it.each([
    ["euro dollar rate", { base: "EUR", quote: "USD" }],
    ["what is the EUR/USD exchange rate?", { base: "EUR", quote: "USD" }],
    ["how much is a dollar in euros?", { base: "USD", quote: "EUR" }],
    ["cotação do dólar hoje", { base: "USD" }],
    ["qual o câmbio euro dólar?", { base: "EUR", quote: "USD" }],
    ["valor do euro hoje", { base: "EUR" }],
    ["what's the dollar rate?", { base: "USD" }],
    ["qual é a taxa de câmbio do dólar?", { base: "USD" }],
    ["what are the exchange rates?", {}],
  ])("%s: the stored rates of the currencies named, none looked up", async (question, args) => {
    expect(await callsAfter(question)).toEqual([["get_exchange_rates", args]]);
  });

  it.each([
    ["euro dollar rate", "I have no live exchange rates offline"],
    ["cotação do dólar hoje", "Em modo offline não tenho câmbios em tempo real"],
  ])("%s: says it has no live rate and how rates come in", async (question, said) => {
    const answer = await answerWith(question, { get_exchange_rates: { baseCurrency: "EUR", asOf: "2026-11-29", rates: [], conversion: null } });
    expect(answer.startsWith(said)).toBe(true);
    expect(answer).toMatch(/market data|dados de mercado/);
    expect(answer).not.toMatch(/\d\.\d{2,} (?:USD|EUR)/);
  });
});

describe("a price asked in chat", () => {
  it.each(["what's the price of Coca-Cola today?", "what's KO trading at?", "a quanto está a EDP?", "qual é a cotação da edp hoje?"])("%s: the holding's line", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });

  it.each([
    ["what's the price of Coca-Cola today?", /^I have no live prices offline: this is the last price stored[^\n]*\n\nKO \(Coca-Cola\): [^\n]*price 59\.77 USD on 2026-11-27/],
    ["a quanto está a EDP?", /^Em modo offline não tenho cotações em tempo real[^\n]*\n\nEDP \(EDP - Energias de Portugal\): [^\n]*cotação 6,15 EUR em 2026-11-27/],
  ])("%s: the last stored price and its date, said to be no live one", async (question, line) => {
    expect(await answerWith(question, data)).toMatch(line);
  });

  it.each(["how much did I pay for KO?", "qual o preço médio da EDP?"])("%s: a price paid is no live price", async (question) => {
    expect(await answerWith(question, data)).not.toMatch(/live prices|tempo real/);
  });
});
