import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Dividends asked of a company that is none of the user's assets ("how much did I earn in dividends from Apple?",
// "quanto recebi de dividendos da Apple?"): that it is none of them and so paid nothing, with what they are; not every
// payer's dividends as if they were Apple's.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [
  { symbol: "EDP", name: "EDP - Energias de Portugal" },
  { symbol: "KO", name: "Coca-Cola" },
];
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const income = { baseCurrency: "EUR", from: "1900-01-01", to: "2026-11-20", total: "420.00", dividends: "400.00", interest: "20.00", byAsset: [{ assetId: "a1", symbol: "EDP", amount: "250.00", trailingYear: "100.00", yieldOnCost: 0.02 }, { assetId: "a2", symbol: "KO", amount: "150.00", trailingYear: "60.00", yieldOnCost: 0.01 }], byMonth: [{ month: "2024-05", amount: "20.00" }], byYear: [] };
const tools = (name: string) => (name === "get_income" ? income : undefined);

describe("dividends of a company that is none of the assets", () => {
  it.each([
    ["how much did I earn in dividends from Apple?", "Apple is none of your assets, so it paid you nothing. Your assets: EDP, KO."],
    ["what dividends did Apple pay me?", "Apple is none of your assets, so it paid you nothing. Your assets: EDP, KO."],
    ["quanto recebi de dividendos da Apple?", "Apple não é um dos seus ativos, por isso não lhe pagou nada. Os seus ativos: EDP, KO."],
    ["quanto a Apple me pagou de dividendos?", "Apple não é um dos seus ativos, por isso não lhe pagou nada. Os seus ativos: EDP, KO."],
  ])("%s: says it is none of them", async (question, answer) => {
    expect(await answerWith(question, tools)).toBe(answer);
  });

  it.each([
    ["how much did I earn in dividends from Coca-Cola?", "KO paid you 150.00 EUR up to 2026-11-20."],
    ["quanto recebi de dividendos da Coca-Cola?", "KO pagou-lhe 150,00 EUR até 2026-11-20."],
  ])("%s: one of theirs is still its own income", async (question, answer) => {
    expect(await answerWith(question, tools)).toBe(answer);
  });
});
