import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Dividends asked over a period with none paid say so plainly, not as "0.00 in dividends"; the interest paid on cash
// (no asset) is named as such, never by the code "Cash".

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const cashInterest = { assetId: null, symbol: "Cash", amount: "1.41", trailingYear: "12.00", yieldOnCost: null };
const october = { baseCurrency: "EUR", from: "2026-10-01", to: "2026-10-31", total: "1.41", dividends: "0.00", interest: "1.41", byMonth: [], byYear: [], byAsset: [cashInterest], byCurrency: [] };
const withDividend = { ...october, total: "11.41", dividends: "10.00", byAsset: [{ assetId: "a1", symbol: "KO", amount: "10.00", trailingYear: "40.00", yieldOnCost: 0.02 }, cashInterest] };

describe("dividends asked over a period", () => {
  it.each([
    ["what dividends did I get last month?", "No dividends were received between 2026-10-01 and 2026-10-31; only 1.41 EUR in interest."],
    ["quanto recebi de dividendos no mês passado?", "Não recebeu dividendos entre 2026-10-01 e 2026-10-31; só 1,41 EUR de juros."],
  ])("%s with none paid: no dividends, plainly", async (question, answer) => {
    expect(await answerWith(question, { get_income: october })).toBe(answer);
  });

  it.each([
    ["how much did I get in dividends and interest last month?", "- Interest on cash: 1.41 EUR"],
    ["quanto recebi de rendimentos no mês passado?", "- Juros do dinheiro em conta: 1,41 EUR"],
  ])("%s: the interest on cash named as such", async (question, line) => {
    const answer = await answerWith(question, { get_income: withDividend });
    expect(answer).toContain(line);
    expect(answer).not.toMatch(/- Cash:/);
  });
});
