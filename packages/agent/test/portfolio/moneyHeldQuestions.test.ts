import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Ordinary questions about the money one holds and saves for, asked with no portfolio word.

const { ask, answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

describe("the money one holds and saves for", () => {
  it.each([
    ["how much money do I have?", "get_holdings"],
    ["quanto dinheiro tenho?", "get_holdings"],
    ["quanto dinheiro tenho na conta poupança?", "get_cash_balances"],
    ["how much money do I have in stocks?", "get_asset_allocation"],
    ["quanto dinheiro tenho em ações?", "get_asset_allocation"],
    ["quanto tenho em dinheiro?", "get_cash_balances"],
    ["how much cash do I have?", "get_cash_balances"],
    ["quanto tenho em caixa?", "get_cash_balances"],
    ["what's my balance?", "get_cash_balances"],
    ["qual é o meu saldo?", "get_cash_balances"],
    ["how much money is not invested?", "get_cash_balances"],
    ["quanto dinheiro tenho por investir?", "get_cash_balances"],
    ["how much cash do I have available?", "get_cash_balances"],
    ["tenho dinheiro disponível?", "get_cash_balances"],
    ["what are my savings goals?", "get_goals"],
    ["quais são os meus objetivos de poupança?", "get_goals"],
  ])("%s asks %s", async (question, tool) => {
    expect((await ask(question)).calls.map((call) => call.name)[0]).toBe(tool);
  });

  it.each(["how much money did I spend on the car?", "quanto dinheiro gastei com o carro?"])("%s is money spent, not a balance held", async (question) => {
    expect((await ask(question)).calls.map((call) => call.name)).not.toContain("get_cash_balances");
  });

  it.each([
    ["what's my cash balance?", "Cash: 3,000.00 EUR in total."],
    ["qual é o meu saldo?", "Dinheiro: 3.000,00 EUR no total."],
  ])("%s reads the balances back", async (question, line) => {
    const balances = { baseCurrency: "EUR", total: "3000.00", balances: [{ account: "Conta poupança", amount: "3000.00", currency: "EUR" }] };
    expect(await answerWith(question, (name) => (name === "get_cash_balances" ? balances : {}))).toContain(line);
  });
});
