import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Questions answered from the activities themselves: the largest (or smallest) of a kind, the money that came in or
// went out over a period, and one holding's fees; what was bought at a shop is the journal's, not a trade.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [
  { symbol: "KO", name: "Coca-Cola" },
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets, accounts: ["Corretora", "US broker"] });

const row = (date: string, type: string, symbol: string | null, amount: string | null, currency: string, extra: Record<string, unknown> = {}) => ({
  id: `${date}-${type}-${symbol}`, date, type, account: currency === "USD" ? "US broker" : "Corretora", symbol, quantity: null, unitPrice: null, amount, fee: null, currency, ...extra,
});
const listed = (...activities: ReadonlyArray<Record<string, unknown>>) => ({ search_activities: { activities, nextCursor: null } });

describe("the largest activity of a kind", () => {
  it.each([
    ["what was my biggest dividend?", ["DIVIDEND"]],
    ["qual foi o maior dividendo?", ["DIVIDEND"]],
    ["qual foi o maior dividendo que eu recebi?", ["DIVIDEND"]],
    ["my largest deposit", ["DEPOSIT"]],
    ["qual foi a minha compra mais pequena?", ["BUY"]],
  ])("%s: the activities of that kind", async (question, types) => {
    expect(await callsAfter(question)).toEqual([["search_activities", { types, limit: 200 }]]);
  });

  it("names the largest with its holding and day, in each currency", async () => {
    const data = listed(row("2026-10-18", "DIVIDEND", "KO", "55.20", "USD"), row("2026-07-18", "DIVIDEND", "KO", "50.60", "USD"), row("2026-05-13", "DIVIDEND", "EDP", "195.00", "EUR"));
    expect(await answerWith("what was my biggest dividend?", data)).toBe(
      "Your biggest dividend in each currency (amounts in different currencies are not compared):\n- USD: 55.20 USD from KO on 2026-10-18 (US broker)\n- EUR: 195.00 EUR from EDP on 2026-05-13 (Corretora)",
    );
    const one = listed(row("2026-07-18", "DIVIDEND", "KO", "50.60", "USD"), row("2026-10-18", "DIVIDEND", "KO", "55.20", "USD"));
    expect(await answerWith("qual foi o maior dividendo?", one)).toBe("O seu maior dividendo: 55,20 USD de KO em 2026-10-18 (US broker).");
  });

  it("reads a trade's money as its quantity times its price", async () => {
    const data = listed(row("2026-09-05", "BUY", "KO", null, "USD", { quantity: "10", unitPrice: "58.55" }), row("2026-06-05", "BUY", "KO", null, "USD", { quantity: "10", unitPrice: "60.53" }));
    expect(await answerWith("what was my smallest purchase?", data)).toBe("Your smallest purchase: 585.50 USD of KO on 2026-09-05 (US broker).");
  });
});

describe("the money that came in or went out", () => {
  it.each([
    ["how much money came in this month?", ["DEPOSIT", "DIVIDEND", "INTEREST"], { from: "2026-11-01", to: "2026-11-20" }],
    ["quanto dinheiro entrou este mês?", ["DEPOSIT", "DIVIDEND", "INTEREST"], { from: "2026-11-01", to: "2026-11-20" }],
    ["quanto dinheiro entrou esse mês?", ["DEPOSIT", "DIVIDEND", "INTEREST"], { from: "2026-11-01", to: "2026-11-20" }],
    ["how much money went out last month?", ["WITHDRAWAL", "FEE", "TAX"], { from: "2026-10-01", to: "2026-10-31" }],
    ["quanto dinheiro saiu no ano passado?", ["WITHDRAWAL", "FEE", "TAX"], { from: "2025-01-01", to: "2025-12-31" }],
  ])("%s: those kinds over the period", async (question, types, range) => {
    expect(await callsAfter(question)).toEqual([["search_activities", { types, ...range, limit: 200 }]]);
  });

  it("adds each kind up per currency and says what was counted", async () => {
    const data = listed(row("2026-11-03", "DEPOSIT", null, "600", "EUR"), row("2026-11-05", "DEPOSIT", null, "400", "EUR"), row("2026-11-10", "DIVIDEND", "KO", "27.60", "USD"), row("2026-11-12", "INTEREST", null, "1.53", "EUR"));
    expect(await answerWith("how much money came in this month?", data)).toBe(
      "Between 2026-11-01 and 2026-11-20, money came in:\n- deposits: 1,000.00 EUR\n- dividends: 27.60 USD\n- interest: 1.53 EUR\nCounted: deposits, dividends and interest. Buys, sales and transfers between your accounts move money you already had, so they are not counted.",
    );
    expect(await answerWith("quanto dinheiro entrou este mês?", listed())).toMatch(/^Entre 2026-11-01 e 2026-11-20, entrou dinheiro: nada\.\nContei: depósitos, dividendos e juros\./);
  });
});

describe("one holding's fees", () => {
  it.each([
    ["what fees did I pay on my KO trades?", "KO"],
    ["quanto paguei de comissões na EDP?", "EDP"],
    ["quanto eu paguei de taxa de corretagem na Coca-Cola?", "KO"],
  ])("%s: that holding's trades only", async (question, symbol) => {
    expect(await callsAfter(question)).toEqual([["search_activities", { types: ["BUY", "SELL"], symbol, limit: 200 }]]);
  });

  it("names the holding with the sum", async () => {
    const data = listed(row("2026-09-05", "BUY", "KO", null, "USD", { quantity: "10", unitPrice: "58.55", fee: "1.00" }), row("2026-06-05", "BUY", "KO", null, "USD", { quantity: "10", unitPrice: "60.53", fee: "1.50" }));
    expect(await answerWith("what fees did I pay on my KO trades?", data)).toBe("You paid 2.50 USD in fees (KO), on 2 trades.");
  });
});

describe("what was bought at a shop", () => {
  it.each(["o que comprei na padaria?", "o que eu comprei no mercado ontem?", "what did I buy at the bakery?", "what did i buy at the supermarket last week?"])("%s: the journal's, not the trades", async (question) => {
    const calls = await callsAfter(question);
    expect(calls.some(([name]) => name === "search_activities")).toBe(false);
    expect(calls.map(([name]) => name)).toContain("search_journal");
  });

  it.each(["what did I buy last month?", "o que comprei no mês passado?", "what did I buy in my US broker account?", "o que vendi da EDP?"])("%s: still the trades", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("search_activities");
  });
});
