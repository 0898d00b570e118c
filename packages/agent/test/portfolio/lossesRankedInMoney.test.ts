import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A loss or gain is money: "my biggest losses", "which holding lost the most money?" rank by the amount in the base
// currency, with the share on cost beside it; one holding asked is that one, then the next ones. "Worst performing"
// keeps the share on cost.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const row = (symbol: string, costBasis: number, marketValue: number) => ({
  symbol, name: symbol, instrument: "STOCK", quantity: 1, price: marketValue, currency: "EUR", priceDate: "2026-11-19", marketValue, costBasis,
  unrealisedGainPercent: marketValue / costBasis - 1, weight: 0.2,
});
// SMALL is down the most on cost (-50%), BIG the most in money (-1,000 EUR).
const data = {
  get_holdings: { baseCurrency: "EUR", totals: { totalValue: 15000, cash: 0, unrealisedGain: -800, realisedGain: 0 }, holdings: [row("BIG", 10000, 9000), row("SMALL", 200, 100), row("MID", 1000, 800), row("UP", 4000, 4500)] },
  get_health_status: { issues: [] },
};

describe("losses ranked in money", () => {
  it.each([
    ["what were my biggest losses?", /^Your holdings that lost the most money \(unrealised: value against cost\):\n- BIG: -1,000\.00 EUR \(-10\.00% on cost\)\n- MID: -200\.00 EUR \(-20\.00% on cost\)\n- SMALL: -100\.00 EUR \(-50\.00% on cost\)/],
    ["quais foram as minhas maiores perdas?", /^Posições que mais dinheiro perderam \(não realizado: valor face ao custo\):\n- BIG: -1\.000,00 EUR \(-10,00% face ao custo\)\n- MID: -200,00 EUR/],
  ])("%s: by the amount, the share beside it", async (question, answer) => {
    expect(await answerWith(question, data)).toMatch(answer);
  });

  it.each([
    ["what's my biggest loss in money?", "Your holding that lost the most money (not yet realised: value against cost) is BIG: -1,000.00 EUR (-10.00% on cost).\nThen:\n- MID: -200.00 EUR (-20.00% on cost)\n- SMALL: -100.00 EUR (-50.00% on cost)"],
    ["which holding lost the most money?", "Your holding that lost the most money (not yet realised: value against cost) is BIG: -1,000.00 EUR (-10.00% on cost).\nThen:"],
    ["qual a posição que perdeu mais dinheiro?", "A posição que mais dinheiro perdeu (não realizado: valor face ao custo) é BIG: -1.000,00 EUR (-10,00% face ao custo).\nDepois:\n- MID: -200,00 EUR (-20,00% face ao custo)"],
  ])("%s: that one, then the next", async (question, answer) => {
    const said = await answerWith(question, data);
    expect(said).toContain(answer);
    expect(said).not.toMatch(/^Your holdings|^Posições que/);
  });

  it.each([
    ["what are my worst performing holdings?", /^Your worst performing holdings \(unrealised gain or loss on cost\):\n- SMALL: -50\.00%/],
    ["quais são as posições com pior desempenho?", /^Posições com pior desempenho \(ganho ou perda não realizados, face ao custo\):\n- SMALL: -50,00%/],
  ])("%s: worst performing keeps the share", async (question, answer) => {
    expect(await answerWith(question, data)).toMatch(answer);
  });
});
