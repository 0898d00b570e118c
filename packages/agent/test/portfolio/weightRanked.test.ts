import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The holding that weighs the most ("which holding weighs the most in my portfolio?", "qual é a posição com o maior
// peso na carteira?") is the ranking by value, not the overview nor the split by asset class.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });
const read = (question: string) => answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] }, get_asset_allocation: { baseCurrency: "EUR", by: "assetClass", slices: [] } });

describe("the holding that weighs the most", () => {
  it.each([
    ["which holding weighs the most in my portfolio?", "Your biggest holding is EDP: 6,765.00 EUR, 33.83% of your portfolio"],
    ["what's the position with the largest weight?", "Your biggest holding is EDP: 6,765.00 EUR, 33.83% of your portfolio"],
    ["which holding weighs the least?", "Your smallest holding is AGGH: 3,518.00 EUR"],
    ["qual é a posição com o maior peso na carteira?", "A sua maior posição é EDP: 6.765,00 EUR, 33,83% da carteira"],
    ["que ativo pesa mais na carteira?", "O seu maior ativo é EDP: 6.765,00 EUR, 33,83% da carteira"],
    ["qual é a posição com menor peso?", "A sua menor posição é AGGH: 3.518,00 EUR"],
    ["que ação pesa menos?", "A sua menor ação é KO: 6.070,00 EUR"],
  ])("%s", async (question, said) => {
    expect(await read(question)).toContain(said);
  });
});
