import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A month shown in a sentence is written as the language says it ("August 2026", "agosto de 2026"), never as the
// tools' "2026-08"; and a best month asked with no period keeps the one the conversation set ("and last year?").

const now = new Date("2026-11-20T10:00:00Z");
const assets = [{ symbol: "VWCE", name: "Vanguard FTSE All-World" }];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });

const performance = {
  period: "ALL",
  account: null,
  report: { baseCurrency: "EUR", from: "2026-01-01", to: "2026-11-20" },
  months: [
    { month: "2026-07", twr: 0.012, gain: "120.00", netFlows: "500.00", endValue: "10000.00" },
    { month: "2026-08", twr: 0.031, gain: "310.00", netFlows: "0.00", endValue: "10310.00" },
  ],
};
const income = {
  baseCurrency: "EUR", from: "1900-01-01", to: "2026-11-20", total: "42.00", dividends: "42.00", interest: "0.00",
  byAsset: [{ assetId: "ko", symbol: "KO", name: "Coca-Cola", amount: "42.00" }], byYear: [{ year: "2026", amount: "42.00" }],
  byMonth: [{ month: "2026-03", amount: "20.00" }, { month: "2026-08", amount: "22.00" }],
};

describe("months in words", () => {
  it("the best month", async () => {
    const data = { get_performance: performance, get_health_status: { issues: [] } };
    expect(await answerWith("what was my best month in the market?", data)).toMatch(/^Your best month of the 2 measured was August 2026: \+3\.10%.*\n- July 2026: \+1\.20%/s);
    expect(await answerWith("qual foi o melhor mês da minha carteira?", data)).toMatch(/^O seu melhor mês dos 2 medidos foi agosto de 2026: \+3,10%.*\n- julho de 2026: \+1,20%/s);
  });

  it("the income month by month, and since when with no period named", async () => {
    expect(await answerWith("how much do I get in dividends per month?", { get_income: income })).toContain("- August 2026: 22.00 EUR");
    expect(await answerWith("quanto recebo de dividendos por mês?", { get_income: income })).toContain("- agosto de 2026: 22,00 EUR");
    expect(await answerWith("how much did I get in dividends?", { get_income: income })).toContain("since March 2026 you received");
    expect(await answerWith("quanto recebi de dividendos?", { get_income: income })).toContain("desde março de 2026 recebeu");
  });
});

describe("a best month after a period set by the conversation", () => {
  it.each([
    ["how much did I make this year?", "and last year?", "which was the best month?"],
    ["quanto ganhei este ano?", "e o ano passado?", "qual foi o melhor mês?"],
    ["how did my portfolio do in 2025?", "which was the worst month?"],
    ["como correu a carteira em 2025?", "e qual foi o pior mês?"],
  ])("%s … %s: the months of 2025", async (...questions) => {
    expect((await callsAfter(...questions))[0]).toEqual(["get_performance", { from: "2025-01-01", to: "2025-12-31", by: "month" }]);
  });

  it.each([
    ["how much have I made in total?", "and my best month?"],
    ["quanto vale a minha carteira hoje?", "e o melhor mês?"],
  ])("%s then %s: with no period set, every month", async (...questions) => {
    expect((await callsAfter(...questions))[0]).toEqual(["get_performance", { by: "month" }]);
  });
});
