import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// One past calendar year or month compared ("my dividends vs last year", "do que no ano passado") is weighed against
// the one running now, to today: both periods' income or performance, as when both are named.

const now = new Date("2026-11-30T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a past year or month compared with the one running now", () => {
  it.each([
    ["my dividends vs last year", "2026-01-01", "2025-01-01", "2025-12-31"],
    ["recebi mais dividendos do que no ano passado?", "2026-01-01", "2025-01-01", "2025-12-31"],
    ["dividendos deste mes comparados com o mes passado", "2026-11-01", "2026-10-01", "2026-10-31"],
  ])("%s: the income of both", async (question, from, pastFrom, pastTo) => {
    expect(await callsAfter(question)).toEqual([
      ["get_income", { from, to: "2026-11-30" }],
      ["get_income", { from: pastFrom, to: pastTo }],
    ]);
  });

  it.each(["compare my return with last year", "a rentabilidade comparada com o ano passado"])("%s: the performance of both", async (question) => {
    expect(await callsAfter(question)).toEqual([
      ["get_performance", { from: "2026-01-01", to: "2026-11-30" }],
      ["get_performance", { from: "2025-01-01", to: "2025-12-31" }],
      ["get_health_status", {}],
    ]);
  });
});
