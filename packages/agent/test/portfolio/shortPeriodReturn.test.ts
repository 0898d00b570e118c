import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The money-weighted return of a period shorter than a year is said over that period, as the time-weighted one is: a
// month's +1% raised to a year's +13% says what did not happen. A year or more keeps the annualised XIRR.

const now = new Date("2026-11-30T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const report = (from: string, to: string) => ({
  report: { baseCurrency: "EUR", from, to, gain: "105.58", startValue: "10385.69", endValue: "10491.28", netFlows: "0", twr: { cumulative: 0.0102, annualised: null }, mwr: { annualised: 0.131, periodic: 0.0103, method: "newton" }, drawdown: { maxDrawdown: 0 } },
});

describe("the money-weighted return of a period", () => {
  it.each([
    ["how much did my portfolio make this month?", "(money-weighted, MWR): +1.03%"],
    ["quanto rendeu a carteira este mes?", "(ponderada pelo dinheiro, MWR): +1,03%"],
  ])("%s: over the period, not annualised", async (question, line) => {
    const answer = await answerWith(question, { get_performance: report("2026-11-01", "2026-11-30"), get_health_status: { issues: [] } });
    expect(answer).toContain(line);
    expect(answer).not.toMatch(/13[.,]10%/);
  });

  it.each([
    ["what's my return since the start?", "(money-weighted, annualised MWR): +13.10%"],
    ["qual a rentabilidade desde o inicio?", "(ponderada pelo dinheiro, MWR anualizada): +13,10%"],
  ])("%s: a year or more, annualised", async (question, line) => {
    expect(await answerWith(question, { get_performance: report("2024-01-03", "2026-11-30"), get_health_status: { issues: [] } })).toContain(line);
  });
});
