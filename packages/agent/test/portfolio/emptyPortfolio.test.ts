import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A newcomer's first portfolio question, before anything is recorded: what to do first, not a data check of nothing.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

const nothingHeld = (name: string) =>
  name === "get_holdings" ? { baseCurrency: "EUR", holdings: [], totals: { totalValue: "0", cash: "0", unrealisedGain: "0", realisedGain: "0" } } : name === "get_health_status" ? { issues: [] } : {};

describe("a portfolio that holds nothing yet", () => {
  it.each([
    ["how are my holdings doing?", "load the sample portfolio"],
    ["como estão os meus investimentos?", "carregue lá a carteira de exemplo"],
  ])("%s says how to start, with the sample to try", async (question, sample) => {
    const answer = await answerWith(question, nothingHeld);
    expect(answer).toContain(sample);
    expect(answer).not.toMatch(/Data check|Verificação dos dados/);
  });
});
