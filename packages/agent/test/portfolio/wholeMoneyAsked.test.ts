import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// "How much money do I have?" asked plainly means everything one has: the cash and the investments together. Asked as
// cash, a balance, money not invested or money in one account, it is the cash alone.

const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

describe("everything one has", () => {
  it.each([
    "how much money do I have?",
    "how much am I worth?",
    "how much do I have in total?",
    "what's my net worth?",
    "quanto dinheiro tenho?",
    "quanto é que eu tenho ao todo?",
    "quanto tenho no total?",
    "quanto é que eu tenho?",
    "qual é o meu património?",
    "quanto vale meu patrimônio hoje?",
  ])(
    "%s: the holdings, whose totals hold the cash and the whole value",
    async (question) => {
      expect((await callsAfter(question)).map(([name]) => name)).toEqual(["get_holdings", "get_health_status"]);
    },
  );

  it.each([
    ["how much money do I have?", "You have 1,000.00 EUR in cash; with your investments (19,000.00 EUR), 20,000.00 EUR in all."],
    ["how much am I worth?", "You have 1,000.00 EUR in cash; with your investments (19,000.00 EUR), 20,000.00 EUR in all."],
    ["quanto dinheiro tenho?", "Tem 1.000,00 EUR em dinheiro; com os investimentos (19.000,00 EUR), 20.000,00 EUR ao todo."],
    ["quanto tenho ao todo?", "Tem 1.000,00 EUR em dinheiro; com os investimentos (19.000,00 EUR), 20.000,00 EUR ao todo."],
    ["what's my net worth?", "You have 1,000.00 EUR in cash; with your investments (19,000.00 EUR), 20,000.00 EUR in all."],
    ["qual é o meu património?", "Tem 1.000,00 EUR em dinheiro; com os investimentos (19.000,00 EUR), 20.000,00 EUR ao todo."],
    ["quanto é que eu tenho?", "Tem 1.000,00 EUR em dinheiro; com os investimentos (19.000,00 EUR), 20.000,00 EUR ao todo."],
  ])("%s: the cash and the whole value in one sentence", async (question, sentence) => {
    const answer = await answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } });
    expect(answer.split("\n")[0]).toBe(sentence);
  });

  it.each([
    ["how much money do I have?", "You have no cash in your accounts; your investments are worth 19,000.00 EUR."],
    ["quanto dinheiro tenho?", "Não tem dinheiro em conta; os seus investimentos valem 19.000,00 EUR."],
  ])("%s with no cash: the investments alone", async (question, sentence) => {
    const invested = { ...holdings, totals: { ...holdings.totals, totalValue: 19000, cash: 0 } };
    expect((await answerWith(question, { get_holdings: invested, get_health_status: { issues: [] } })).split("\n")[0]).toBe(sentence);
  });
});

describe("the cash as such", () => {
  it.each(["what's my cash balance?", "how much money is not invested?", "how much cash do I have?", "qual é o meu saldo?", "quanto dinheiro tenho na conta poupança?", "quanto dinheiro tenho por investir?", "quanto tenho em dinheiro?"])(
    "%s: the cash balances alone",
    async (question) => {
      expect((await callsAfter(question)).map(([name]) => name)).toEqual(["get_cash_balances"]);
    },
  );
});
