import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Before anything is recorded, a question of returns, money put in or income asks what to do first: the same guidance
// as the holdings give, not "nothing in that period" and a data check of nothing.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

const nothingRecorded = (name: string) =>
  name === "get_holdings"
    ? { baseCurrency: "EUR", holdings: [], totals: { totalValue: "0", cash: "0", unrealisedGain: "0", realisedGain: "0" } }
    : name === "get_health_status"
      ? { asOf: "2026-11-29", ok: true, holdings: 0, recorded: false, issues: [] }
      : name === "get_performance"
        ? { period: "YTD", account: null, report: null }
        : name === "get_income"
          ? { from: "2026-01-01", to: "2026-11-29", baseCurrency: "EUR", total: "0", dividends: "0", interest: "0", byMonth: [], byYear: [], byAsset: [], byCurrency: [], recorded: false }
          : {};

describe("a portfolio with nothing recorded", () => {
  it.each([
    ["what's my return this year?", "load the sample portfolio"],
    ["how much did I make this year?", "load the sample portfolio"],
    ["how much did I get in dividends this year?", "load the sample portfolio"],
    ["qual foi a minha rentabilidade este ano?", "carregue lá a carteira de exemplo"],
    ["quanto tenho investido?", "carregue lá a carteira de exemplo"],
    ["quanto recebi de dividendos este ano?", "carregue lá a carteira de exemplo"],
  ])("%s says how to start", async (question, sample) => {
    const answer = await answerWith(question, nothingRecorded);
    expect(answer).toContain(sample);
    expect(answer).not.toMatch(/Data check|Verificação dos dados|nothing recorded in that period|Não há nada guardado nesse período|No dividends|Não recebeu dividendos/);
  });

  it("a quiet period of a portfolio with records still says so", async () => {
    const answer = await answerWith("what's my return this year?", (name) =>
      name === "get_health_status" ? { asOf: "2026-11-29", ok: true, holdings: 0, recorded: true, issues: [] } : nothingRecorded(name),
    );
    expect(answer).toContain("There is nothing recorded in that period to measure.");
  });
});
