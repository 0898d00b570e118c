import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "How much did I sell this year?", "quanto comprei este ano?" are the trades of that kind added up (a trade recorded
// without an amount is its quantity at its price), not the journal's mentions of "sell". "My biggest dividend payer"
// is the asset that paid the most in all, not the biggest single payment.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const trade = (date: string, type: string, symbol: string, quantity: string, unitPrice: string, currency: string) => ({ id: date + symbol, date, type, account: "Corretora", symbol, quantity, unitPrice, amount: null, fee: null, currency });
const trades = (_name: string, args: Record<string, unknown>) => ({
  activities: (args["types"] as ReadonlyArray<string>).includes("SELL")
    ? [trade("2026-10-02", "SELL", "MSFT", "3", "188.43", "USD")]
    : [trade("2026-11-03", "BUY", "VWCE", "5", "85.09", "EUR"), trade("2026-10-05", "BUY", "KO", "10", "57.25", "USD"), trade("2026-10-03", "BUY", "VWCE", "5", "83.39", "EUR")],
  nextCursor: null,
});

describe("trades of one kind added up", () => {
  it.each([
    ["how much did I sell this year?", "SELL"],
    ["quanto vendi este ano?", "SELL"],
    ["how much did I buy this year?", "BUY"],
    ["quanto comprei este ano?", "BUY"],
  ])("%s: the %s activities of the year", async (question, type) => {
    expect(await callsAfter(question)).toEqual([["search_activities", { types: [type], from: "2026-01-01", to: "2026-11-20", limit: 200 }]]);
  });

  it.each([
    ["how much did I sell this year?", /^In total: 565\.29 USD\.\n1 sale, newest first:/],
    ["quanto vendi este ano?", /^No total: 565,29 USD\.\n1 venda, da mais recente:/],
    ["how much did I buy this year?", /^In total: 842\.40 EUR \+ 572\.50 USD\.\n/],
    ["quanto comprei este ano?", /^No total: 842,40 EUR \+ 572,50 USD\.\n/],
  ])("%s: the sum first", async (question, answer) => {
    expect(await answerWith(question, trades)).toMatch(answer);
  });
});

describe("the biggest payer", () => {
  it.each(["what's my biggest dividend payer?", "qual é o meu maior pagador de dividendos?"])("%s: the income by asset, not the largest payment", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).toEqual(["get_income"]);
  });
});
