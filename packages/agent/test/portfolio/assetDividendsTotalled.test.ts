import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The dividends of one asset asked as a list ("what are my dividends from KO?", "quais são os meus dividendos da
// Coca-Cola?"): what it paid in all first, as "how much did I earn in dividends from Coca-Cola?" says it, then its
// newest payments; a period named bounds both.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
  { symbol: "KO", name: "Coca-Cola" },
];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const income = { baseCurrency: "EUR", from: "1900-01-01", to: "2026-11-20", total: "420.00", dividends: "400.00", interest: "20.00", byAsset: [{ assetId: "a1", symbol: "EDP", amount: "250.00" }, { assetId: "a2", symbol: "KO", amount: "150.00" }], byMonth: [{ month: "2024-05", amount: "20.00" }], byYear: [] };
const payment = (month: number) => ({ date: `2026-${String(month).padStart(2, "0")}-15`, type: "DIVIDEND", symbol: "KO", quantity: null, unitPrice: null, amount: "12.50", currency: "EUR" });
const payments = { baseCurrency: "EUR", activities: [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(payment), nextCursor: null };
const tools = (name: string) => (name === "get_income" ? income : name === "search_activities" ? payments : undefined);

describe("one asset's dividends, totalled before the list", () => {
  it.each(["what are my dividends from KO?", "quais são os meus dividendos da Coca-Cola?", "quais os meus dividendos da KO?"])("%s: its income in all and its payments", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_income", { from: "1900-01-01" }], ["search_activities", { symbol: "KO", types: ["DIVIDEND"], limit: 20 }]]);
  });

  it("a period named bounds the total as it bounds the list", async () => {
    expect(await callsAfter("what were my dividends from KO in 2025?")).toEqual([["get_income", { from: "2025-01-01", to: "2025-12-31" }], ["search_activities", { symbol: "KO", types: ["DIVIDEND"], from: "2025-01-01", to: "2025-12-31", limit: 20 }]]);
  });

  it.each([
    ["what are my dividends from KO?", "KO paid you 150.00 EUR up to 2026-11-20.\n\n11 dividends; the 10 newest:\n- 2026-11-15 dividend KO 12.50 EUR"],
    ["quais são os meus dividendos da Coca-Cola?", "KO pagou-lhe 150,00 EUR até 2026-11-20.\n\n11 dividendos; os 10 mais recentes:\n- 2026-11-15 dividendo KO 12,50 EUR"],
  ])("%s: the total first", async (question, answer) => {
    expect((await answerWith(question, tools)).startsWith(answer)).toBe(true);
  });
});
