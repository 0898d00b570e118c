import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "how much did I earn in dividends in 2025?": the dividends are the answer, not dividends and interest added up; the
// interest is said apart, after them, and the payers listed are the holdings that paid dividends, not the cash.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const year = {
  baseCurrency: "EUR", from: "2025-01-01", to: "2025-12-31", total: "303.16", dividends: "273.75", interest: "29.41",
  byMonth: [{ month: "2025-03", amount: "100.00" }], byYear: [{ year: 2025, amount: "303.16" }],
  byAsset: [{ assetId: "a1", symbol: "EDP", amount: "117.00" }, { assetId: "a2", symbol: "KO", amount: "105.22" }, { assetId: null, symbol: null, amount: "29.41" }, { assetId: "a3", symbol: "MSFT", amount: "51.53" }],
  byCurrency: [],
};

describe("dividends asked alone", () => {
  it.each([
    ["how much did I earn in dividends in 2025?", "Between 2025-01-01 and 2025-12-31 you received 273.75 EUR in dividends (and 29.41 EUR in interest on cash besides).\n- EDP: 117.00 EUR\n- KO: 105.22 EUR\n- MSFT: 51.53 EUR"],
    ["quanto recebi de dividendos em 2025?", "Entre 2025-01-01 e 2025-12-31 recebeu 273,75 EUR em dividendos (e ainda 29,41 EUR de juros do dinheiro em conta).\n- EDP: 117,00 EUR\n- KO: 105,22 EUR\n- MSFT: 51,53 EUR"],
  ])("%s: the dividends, the interest apart", async (question, said) => {
    const answer = await answerWith(question, { get_income: year });
    expect(answer).toContain(said);
    expect(answer).not.toMatch(/Interest on cash:|Juros do dinheiro em conta:/);
  });

  it.each([
    ["how much did I get in dividends and interest in 2025?", "you received 303.16 EUR: 273.75 EUR in dividends and 29.41 EUR in interest."],
    ["quanto recebi de dividendos e juros em 2025?", "recebeu 303,16 EUR: 273,75 EUR em dividendos e 29,41 EUR em juros."],
  ])("%s: both, added up", async (question, said) => {
    expect(await answerWith(question, { get_income: year })).toContain(said);
  });
});
