import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The accounts, read back with their kind in words: the stored codes (SECURITIES, CASH, RETIREMENT) are not the person's words.

const { ask, answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

const accounts = {
  baseCurrency: "EUR",
  accounts: [
    { id: "a1", name: "Corretora", type: "SECURITIES", currency: "EUR", value: "12000.00" },
    { id: "a2", name: "Conta poupança", type: "CASH", currency: "EUR", value: "3000.00" },
    { id: "a3", name: "PPR", type: "RETIREMENT", currency: "EUR", value: "8000.00" },
    { id: "a4", name: "Wallet", type: "CRYPTO", currency: "USD", value: "500.00" },
  ],
};

describe("the accounts with their kind in words", () => {
  it.each([
    ["which accounts do I have?", ["Corretora (investment account, EUR)", "Conta poupança (cash account, EUR)", "PPR (retirement account, EUR)", "Wallet (crypto account, USD)"]],
    ["quais são as minhas contas?", ["Corretora (conta de investimento, EUR)", "Conta poupança (conta de depósitos, EUR)", "PPR (conta de pensão, EUR)", "Wallet (conta de criptomoedas, USD)"]],
  ])("%s names each account's kind in the question's language, never by its code", async (question, lines) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["get_accounts"]);
    const text = await answerWith(question, (name) => (name === "get_accounts" ? accounts : {}));
    for (const line of lines) expect(text).toContain(line);
    expect(text).not.toMatch(/\b(?:SECURITIES|CASH|RETIREMENT|CRYPTO)\b/);
  });
});
