import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The cash asked of one account of the person's ("how much cash is in my US broker?", "quanto dinheiro tenho na
// corretora dos EUA?") is that account's cash, from the cash balances of that account, not the account's overview.

const now = new Date("2026-11-20T10:00:00Z");
const accounts = ["Sample · Lisbon broker", "Sample · US broker"];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts });

describe("the cash of one account", () => {
  it.each([
    ["how much cash is in my us broker", "Sample · US broker"],
    ["quanto dinheiro tenho na corretora dos EUA?", "Sample · US broker"],
    ["quanto dinheiro eu tenho na corretora americana?", "Sample · US broker"],
    ["what's the cash balance of my Lisbon account?", "Sample · Lisbon broker"],
    ["quanto tenho em dinheiro na conta de Lisboa?", "Sample · Lisbon broker"],
  ])("%s: that account's cash balances", async (question, account) => {
    expect(await callsAfter(question)).toEqual([["get_cash_balances", { account }]]);
  });

  it("reads a savings account's money as its cash", async () => {
    const saver = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts: ["Conta Poupança", "Degiro"] });
    expect(await saver.callsAfter("quanto dinheiro tenho na Conta Poupança?")).toEqual([["get_cash_balances", { account: "Conta Poupança" }]]);
    expect(await saver.callsAfter("how much cash is in my savings account?")).toEqual([["get_cash_balances", { account: "Conta Poupança" }]]);
  });

  it("says that account's cash in its currency and in the portfolio's", async () => {
    const data = { baseCurrency: "EUR", balances: [{ accountId: "b", account: "Sample · US broker", currency: "USD", amount: "10349.27", amountBase: "8807.14" }], total: "8807.14", inCurrency: null };
    expect(await answerWith("how much cash is in my us broker", { get_cash_balances: data })).toBe("Cash in Sample · US broker: 10,349.27 USD (8,807.14 EUR).");
    expect(await answerWith("quanto dinheiro tenho na corretora dos EUA?", { get_cash_balances: data })).toMatch(/^Dinheiro na conta Sample · US broker: 10\.349,27 USD \(8\.807,14 EUR\)\.$/);
    expect(await answerWith("quanto dinheiro tenho na corretora dos EUA?", { get_cash_balances: { ...data, balances: [], total: "0.00" } })).toBe("Não há dinheiro na conta Sample · US broker.");
  });
});
