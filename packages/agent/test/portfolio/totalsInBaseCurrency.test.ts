import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Deposits or fees in several currencies add up per currency, then as one figure in the base currency, from each
// activity as `search_activities` converted it, with the day of the rate.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const activity = (type: string, date: string, amount: string, currency: string, amountBase: string, fee = "0", feeBase = "0") => ({
  id: `${type}-${date}`, date, type, account: "Corretora", symbol: type === "DEPOSIT" ? null : "KO", quantity: type === "DEPOSIT" ? null : "1", unitPrice: type === "DEPOSIT" ? null : amount,
  amount, fee, currency, amountBase, feeBase, rateDate: currency === "EUR" ? null : "2025-06-30",
});
const deposits = {
  search_activities: {
    baseCurrency: "EUR",
    activities: [activity("DEPOSIT", "2025-07-01", "8000", "USD", "7200"), activity("DEPOSIT", "2025-03-01", "9200", "EUR", "9200")],
    nextCursor: null,
  },
};
const fees = {
  search_activities: {
    baseCurrency: "EUR",
    activities: [activity("BUY", "2025-07-01", "500", "USD", "450", "10", "9"), activity("BUY", "2025-03-01", "400", "EUR", "400", "5", "5")],
    nextCursor: null,
  },
};

describe("a total in several currencies", () => {
  it.each([
    ["how much did I deposit in 2025?", "In total: 8,000.00 USD + 9,200.00 EUR (16,400.00 EUR in your base currency, at the rate of 2025-06-30)."],
    ["quanto depositei em 2025?", "No total: 8.000,00 USD + 9.200,00 EUR (16.400,00 EUR na moeda base, ao câmbio de 2025-06-30)."],
  ])("%s: with the whole in the base currency", async (question, said) => {
    expect(await answerWith(question, deposits)).toContain(said);
  });

  it.each([
    ["how much have I paid in fees?", "You paid 10.00 USD + 5.00 EUR (14.00 EUR in your base currency, at the rate of 2025-06-30) in fees"],
    ["quanto paguei de comissões?", "Pagou 10,00 USD + 5,00 EUR (14,00 EUR na moeda base, ao câmbio de 2025-06-30) de comissões"],
  ])("%s: with the whole in the base currency", async (question, said) => {
    expect(await answerWith(question, fees)).toContain(said);
  });
});
