import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "what are my best performing holdings?" with one holding of five above its cost: the holdings below cost shown after it are the
// next ones, counted, not "the others" when some are left out.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const row = (symbol: string, gainPercent: number, marketValue: number) => ({
  symbol, name: symbol, instrument: "STOCK", quantity: "1", price: String(marketValue), currency: "EUR", marketValue: String(marketValue),
  costBasis: String(marketValue / (1 + gainPercent)), unrealisedGainPercent: gainPercent, weight: 0.2,
});
const data = {
  get_holdings: { baseCurrency: "EUR", totalValue: "30000", cash: "0", holdings: [row("EDP", 0.1862, 6644), row("AGGH", -0.0131, 3537.8), row("MSFT", -0.0482, 5176.49), row("VWCE", -0.0865, 13265.68), row("KO", -0.1488, 5942.3)] },
  get_health_status: { issues: [] },
};

describe("best performing with few up and more below cost than shown", () => {
  it.each([
    ["what are my best performing holdings?", "Only 1 of your 5 holdings is above its cost:\n- EDP: +18.62% on cost (6,644.00 EUR)\nThe next 2 of the 4 below their cost, the least down first:\n- AGGH: -1.31%"],
    ["quais são as posições com melhor desempenho?", "Só 1 das 5 posições está acima do custo:\n- EDP: +18,62% face ao custo (6.644,00 EUR)\nAs 2 seguintes das 4 abaixo do custo, da que menos perde para a que mais perde:\n- AGGH: -1,31%"],
  ])("%s: the next ones counted", async (question, said) => {
    expect(await answerWith(question, data)).toContain(said);
  });
});
