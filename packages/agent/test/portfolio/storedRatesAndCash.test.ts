import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Offline has no live exchange rates: a rate asked is the last one stored with the portfolio, with its day, and an
// amount or the cash asked in another currency is converted at it, said to be so.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Corretora", "US broker"] });

const rate = { base: "EUR", quote: "USD", rate: "1.0912", date: "2026-11-27", source: "stored" };
const inverse = { base: "USD", quote: "EUR", rate: "0.916422", date: "2026-11-27", source: "inverse" };
/** What get_exchange_rates gives for the pair asked, as the tool does: either way round, an amount converted at it. */
const rates = (_name: string, args: Record<string, unknown>) => {
  const found = args["base"] === "USD" ? inverse : rate;
  const conversion = typeof args["amount"] === "string" ? { amount: args["amount"], from: found.base, to: found.quote, value: (Number(args["amount"]) * Number(found.rate)).toFixed(2), rate: found } : null;
  return { baseCurrency: "EUR", asOf: "2026-11-29", rates: [found], conversion };
};

describe("an exchange rate asked", () => {
  it.each([
    ["what's the euro dollar rate?", { base: "EUR", quote: "USD" }],
    ["qual é a taxa de câmbio do dólar?", { base: "USD" }],
    ["qual é a cotação do dólar hoje?", { base: "USD" }],
    ["quanto tá o dólar hoje?", { base: "USD" }],
    ["how much is 100 dollars in euros?", { base: "USD", quote: "EUR", amount: "100" }],
    ["quanto são 1.250,50 euros em dólares?", { base: "EUR", quote: "USD", amount: "1250.50" }],
    ["quanto dá 50 dólares em reais?", { base: "USD", quote: "BRL", amount: "50" }],
    ["convert 20 pounds to euros", { base: "GBP", quote: "EUR", amount: "20" }],
  ])("%s: the stored rates of the currencies named", async (question, args) => {
    expect(await callsAfter(question)).toEqual([["get_exchange_rates", args]]);
  });

  it.each([
    ["what's the euro dollar rate?", /^I have no live exchange rates offline[^\n]*\n\n1 EUR = 1\.0912 USD \(1 USD = 0\.9164 EUR\), stored for 2026-11-27\.$/],
    ["qual é a taxa de câmbio do dólar?", /^Em modo offline não tenho câmbios em tempo real[^\n]*\n\n1 USD = 0,916422 EUR \(1 EUR = 1,0912 USD\), guardada para 2026-11-27\.$/],
    ["how much is 100 dollars in euros?", /\n\n100\.00 USD is 91\.64 EUR at that rate\.\n1 USD = 0\.916422 EUR/],
    ["quanto são 50 euros em dólares?", /\n\n50,00 EUR são 54,56 USD a essa taxa\.\n1 EUR = 1,0912 USD/],
  ])("%s: the last stored rate with its day, said to be no live one", async (question, answer) => {
    expect(await answerWith(question, rates)).toMatch(answer);
  });

  it("says when no rate is stored for the currencies, and makes none up", async () => {
    const answer = await answerWith("qual o câmbio do franco suíço para euros?", { get_exchange_rates: { baseCurrency: "EUR", asOf: "2026-11-29", rates: [], conversion: null } });
    expect(answer).toContain("Não há nenhuma taxa de câmbio para CHF e EUR guardada na carteira.");
    expect(answer).not.toMatch(/\d,\d{3,}/);
  });
});

const cash = (currency: string | undefined, total: string | null) => ({
  baseCurrency: "EUR",
  balances: [
    { accountId: "a", account: "Corretora", currency: "EUR", amount: "1000.00", amountBase: "1000.00" },
    { accountId: "b", account: "US broker", currency: "USD", amount: "545.60", amountBase: "500.00" },
  ],
  total: "1500.00",
  inCurrency: currency === undefined ? null : { currency, held: currency === "USD" ? "545.60" : "0.00", total, rate: total === null ? null : rate },
});

describe("the cash asked in one currency", () => {
  it.each([
    ["what's my cash in dollars?", "USD"],
    ["quanto tenho em dinheiro em dólares?", "USD"],
    ["quanto eu tenho de saldo em dólar?", "USD"],
    ["how much cash do I have in pounds?", "GBP"],
  ])("%s: the cash balances in that currency", async (question, currency) => {
    expect(await callsAfter(question)).toEqual([["get_cash_balances", { currency }]]);
  });

  it("gives what is held in it and the whole converted at the stored rate, saying so", async () => {
    const answer = await answerWith("what's my cash in dollars?", { get_cash_balances: cash("USD", "1636.80") });
    expect(answer).toMatch(/^Cash held in USD: 545\.60 USD \(US broker\)\. All your cash, 1,500\.00 EUR, is 1,636\.80 USD at the last stored rate \(1 EUR = 1\.0912 USD, stored for 2026-11-27; offline I have no live rates\)\./);
    const pt = await answerWith("quanto tenho em dinheiro em libras?", { get_cash_balances: cash("GBP", null) });
    expect(pt).toMatch(/^Não há dinheiro guardado em GBP\. Não há nenhuma taxa de câmbio guardada entre EUR e GBP/);
  });
});
