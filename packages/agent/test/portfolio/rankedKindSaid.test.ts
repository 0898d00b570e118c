import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// A ranking asked with a kind ("my best stock", "o pior ETF", "which fund did worst?") is of that kind and says its word,
// not "holding"; one held is said as the only one, none held is said before a ranking of every holding.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });
const vwce = { symbol: "VWCE", name: "Vanguard FTSE All-World UCITS ETF", quantity: 40, costBasis: 5000, marketValue: 4600, unrealisedGainPercent: -0.08, price: 115, currency: "EUR", priceDate: "2026-11-27", weight: 0.23, instrument: "ETF" };
const withVwce = { ...holdings, holdings: [...holdings.holdings, vwce] };
const read = (question: string, data: object = withVwce) => answerWith(question, { get_holdings: data, get_health_status: { issues: [] } });

describe("a ranking asked with a kind says that kind", () => {
  it.each([
    ["what's my best stock?", "Your best performing stock is EDP: +24.36% on cost (a gain of 1,325.00 EUR; worth 6,765.00 EUR).\nThe others:\n- KO: -12.79% on cost"],
    ["qual é a minha melhor ação?", "A sua ação com melhor desempenho é EDP: +24,36% face ao custo (um ganho de 1.325,00 EUR; vale 6.765,00 EUR).\nAs outras:\n- KO: -12,79% face ao custo"],
    ["what's my worst ETF?", "Your worst performing ETF is VWCE: -8.00% on cost (a loss of 400.00 EUR; worth 4,600.00 EUR).\nThe others:\n- AGGH: -1.90% on cost"],
    ["qual é o meu pior ETF?", "O seu ETF com pior desempenho é VWCE: -8,00% face ao custo (uma perda de 400,00 EUR; vale 4.600,00 EUR).\nOs outros:\n- AGGH: -1,90% face ao custo"],
    ["which fund did worst?", "Your worst performing fund is VWCE: -8.00% on cost"],
    ["qual é o meu pior fundo?", "O seu fundo com pior desempenho é VWCE: -8,00% face ao custo"],
    ["what's my biggest ETF?", "Your biggest ETF is VWCE: 4,600.00 EUR"],
    ["qual é o meu maior ETF?", "O seu maior ETF é VWCE: 4.600,00 EUR"],
  ])("%s", async (question, answer) => {
    expect(await read(question)).toContain(answer);
  });

  it.each([
    ["what's my best ETF?", "You have one ETF, AGGH: -1.90% on cost"],
    ["qual é o meu melhor ETF?", "Tem um só ETF, AGGH: -1,90% face ao custo"],
  ])("%s with one held: that one, as the only one", async (question, answer) => {
    expect(await read(question, holdings)).toMatch(new RegExp(`^${answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });

  it.each([
    ["what's my best crypto?", "You hold no crypto holdings, so this ranks all your holdings.\nYour best performing holding is EDP"],
    ["qual é a minha melhor criptomoeda?", "Não tem criptomoedas na carteira, por isso ordenei todas as posições.\nA sua posição com melhor desempenho é EDP"],
  ])("%s with none held: said, then every holding", async (question, answer) => {
    expect(await read(question)).toMatch(new RegExp(`^${answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });

  it.each([
    ["what are my worst stocks?", /^Your worst performing stocks \(unrealised gain or loss on cost\):\n- KO: .*\n- EDP: /],
    ["quais são os meus piores fundos?", /^Fundos com pior desempenho \(ganho ou perda não realizados, face ao custo\):\n- VWCE: .*\n- AGGH: /],
  ])("%s: several of that kind", async (question, answer) => {
    expect(await read(question)).toMatch(answer);
  });
});

describe("a share of the portfolio is no stock", () => {
  it.each([
    ["which holding has the biggest share of my portfolio?", "Your biggest holding is EDP: 6,765.00 EUR"],
    ["qual é a minha maior posição?", "A sua maior posição é EDP: 6.765,00 EUR"],
  ])("%s", async (question, said) => {
    expect(await read(question)).toContain(said);
  });
});
