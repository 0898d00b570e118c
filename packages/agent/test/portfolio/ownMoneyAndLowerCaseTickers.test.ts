import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions of one's own money in plain words, and a two-letter ticker written in lower case after "on", "from", "da".

const now = new Date("2026-11-20T10:00:00Z");
const assets = [
  { symbol: "KO", name: "Coca-Cola" },
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });

describe("a two-letter ticker in lower case", () => {
  it.each(["how much have i made on ko?", "quanto ganhei com a ko?"])("%s: that holding's line and what it paid", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_income", { from: "1900-01-01" }], ["get_health_status", {}]]);
  });

  it.each([
    ["show me my dividends from ko", ["DIVIDEND"]],
    ["mostra os dividendos da ko", ["DIVIDEND"]],
  ])("%s: what that holding paid in all, then its payments", async (question, types) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "1900-01-01" }], ["search_activities", { symbol: "KO", types, limit: 20 }]]);
  });

  it("is no ticker as a word of the sentence", async () => {
    expect((await callsAfter("how much is it worth?")).some(([, args]) => args["symbol"] === "KO")).toBe(false);
  });
});

describe("one's own money in plain words", () => {
  it.each(["qual o saldo da minha conta?", "what's the balance of my account?"])("%s: the cash balances", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_cash_balances", {}]]);
  });

  it.each([
    ["what's my total deposit?", {}],
    ["quanto já depositei no total?", {}],
    ["how much did I deposit this year?", { from: "2026-01-01", to: "2026-11-20" }],
  ])("%s: every deposit, to add up", async (question, range) => {
    expect(await callsAfter(question)).toEqual([["search_activities", { types: ["DEPOSIT"], ...range, limit: 200 }]]);
  });

  it("adds up every page of deposits, not the first", async () => {
    const deposit = (date: string) => ({ id: date, date, type: "DEPOSIT", account: "Corretora", symbol: null, quantity: null, unitPrice: null, amount: "600", fee: null, currency: "EUR" });
    const pages = (_name: string, args: Record<string, unknown>) =>
      args["cursor"] === undefined ? { activities: [deposit("2026-11-03"), deposit("2026-10-03")], nextCursor: "next" } : { activities: [deposit("2026-09-03")], nextCursor: null };
    expect(await answerWith("what's my total deposit?", pages)).toMatch(/^In total: 1,800\.00 EUR\.\n3 deposits, newest first:/);
    expect(await answerWith("quanto já depositei no total?", pages)).toMatch(/^No total: 1\.800,00 EUR\./);
  });

  it.each([
    ["mostra os meus depósitos deste ano", ["DEPOSIT"]],
    ["show me my withdrawals", ["WITHDRAWAL"]],
  ])("%s: those activities listed", async (question, types) => {
    expect((await callsAfter(question))[0]).toMatchObject(["search_activities", { types }]);
  });

  it.each(["what is the value of my bonds?", "qual o valor das minhas ações?"])("%s: the allocation by asset class", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", {}]]);
  });
});

describe("the last deposit, and what a currency is worth", () => {
  it.each(["when was my last deposit?", "qual foi o último depósito?", "o meu último levantamento"])("%s: the newest one", async (question) => {
    expect((await callsAfter(question))[0]).toMatchObject(["search_activities", { limit: 1 }]);
  });

  it.each([
    ["what's the dollar worth today?", { base: "USD" }],
    ["how much is the euro worth in dollars?", { base: "EUR", quote: "USD" }],
  ])("%s: the stored rate", async (question, args) => {
    expect(await callsAfter(question)).toEqual([["get_exchange_rates", args]]);
  });
});

describe("a two-letter ticker in lower case as the subject of a verb", () => {
  it.each(["how much dividends did ko pay?", "what does ko pay me?", "quanto pagou ko de dividendos?", "quanto rendeu ko em dividendos?"])("%s: everything that holding paid", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "1900-01-01" }]]);
  });

  it("answers with that holding alone", async () => {
    const income = { baseCurrency: "EUR", from: "2023-11-21", to: "2026-11-20", total: "500.00", byAsset: [{ symbol: "EDP", amount: "186.25" }, { symbol: "KO", amount: "313.75" }] };
    expect(await answerWith("how much dividends did ko pay?", { get_income: income })).toMatch(/^KO paid you 313\.75 EUR /);
    expect(await answerWith("quanto pagou ko de dividendos?", { get_income: income })).toMatch(/^KO pagou-lhe 313,75 EUR /);
  });

  it.each(["how much did it pay?", "quanto pagou o resto?"])("%s: an ordinary word is no ticker", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).not.toContain("get_income");
  });
});

describe("a two-letter ticker in lower case as the object of a trade, and a gain asked as it goes", () => {
  it.each([
    ["when did i last buy ko", { symbol: "KO", types: ["BUY"], limit: 1 }],
    ["quando vendi ko?", { symbol: "KO", types: ["SELL"], limit: 20 }],
  ])("%s: that holding's trades", async (question, args) => {
    expect(await callsAfter(question)).toEqual([["search_activities", args]]);
  });

  it.each(["quanto estou a ganhar na edp?", "quanto estou perdendo na ko?", "how much am i making on edp?", "am i losing money on ko?"])("%s: that holding's line", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });
});
