import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// One holding asked for by how it did ("what's my best investment?", "qual é a minha pior ação?"): a sentence naming it
// first, with its gain or loss in money and on cost, then the others as a short list; several asked for stay a list.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });
const read = (question: string) => answerWith(question, { get_holdings: holdings, get_health_status: { issues: [] } });

describe("the best or worst holding, one asked for", () => {
  it.each([
    ["what's my best investment?", "Your best performing investment is EDP: +24.36% on cost (a gain of 1,325.00 EUR; worth 6,765.00 EUR).\nThe others:\n- AGGH: -1.90% on cost\n- KO: -12.79% on cost"],
    ["qual é o meu melhor investimento?", "O seu investimento com melhor desempenho é EDP: +24,36% face ao custo (um ganho de 1.325,00 EUR; vale 6.765,00 EUR).\nOs outros:\n- AGGH: -1,90% face ao custo\n- KO: -12,79% face ao custo"],
    ["what's my worst stock?", "Your worst performing stock is KO: -12.79% on cost (a loss of 890.00 EUR; worth 6,070.00 EUR).\nThe others:\n- EDP: +24.36% on cost"],
    ["qual é a minha pior ação?", "A sua ação com pior desempenho é KO: -12,79% face ao custo (uma perda de 890,00 EUR; vale 6.070,00 EUR).\nAs outras:\n- EDP: +24,36% face ao custo"],
  ])("%s: that one first, in a sentence", async (question, answer) => {
    expect(await read(question)).toMatch(new RegExp(`^${answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n\\n`));
  });

  it.each([
    ["what's my best investment?", "None of your investments is above its cost; the least down is AGGH"],
    ["qual é o meu melhor investimento?", "Nenhum investimento está acima do custo; o que menos perde é AGGH"],
  ])("%s with every holding below cost: said so, with the least down", async (question, lead) => {
    const down = { ...holdings, holdings: holdings.holdings.map((row) => (row.symbol === "EDP" ? { ...row, marketValue: 5000, unrealisedGainPercent: -0.0809 } : row)) };
    expect(await answerWith(question, { get_holdings: down, get_health_status: { issues: [] } })).toMatch(new RegExp(`^${lead}`));
  });

  it.each(["what are my worst investments?", "quais são as minhas piores ações?"])("%s: several asked, still a list", async (question) => {
    expect(await read(question)).toMatch(/^(?:Your worst performing investments|Ações com pior desempenho)/);
  });
});
