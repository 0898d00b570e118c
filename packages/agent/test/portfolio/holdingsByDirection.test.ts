import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The holdings asked for by the way they went ("which holdings are losing money?", "que ações estão a perder
// dinheiro?"): each one below (or above) its cost, not the whole portfolio's return.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const data = { get_holdings: holdings, get_health_status: { issues: [] } };

describe("holdings asked for by the way they went", () => {
  it.each(["which holdings are losing money?", "which stocks are up?", "que ações estão a perder dinheiro?", "quais ativos estão em lucro?"])("%s: the holdings", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });

  it.each([
    ["which holdings are losing money?", /^2 holdings below their cost:\n- KO: -12\.79% on cost[^\n]*\n- AGGH: -1\.90% on cost/],
    ["que posições estão a perder dinheiro?", /^2 posições abaixo do custo:\n- KO: -12,79% face ao custo[^\n]*\n- AGGH: -1,90% face ao custo/],
    ["which holdings are in profit?", /^1 holding above its cost:\n- EDP: \+24\.36% on cost/],
    ["quais ativos estão acima do custo?", /^1 ativo acima do custo:\n- EDP: \+24,36% face ao custo/],
  ])("%s: each one below or above its cost", async (question, lines) => {
    expect(await answerWith(question, data)).toMatch(lines);
  });
});

describe("holdings of a kind asked for by the way they went", () => {
  it.each([
    ["which stocks are losing money?", /^1 stock below its cost:\n- KO: -12\.79% on cost \(6,070\.00 EUR\)\n\n/],
    ["que ações estão a dar prejuízo?", /^1 ação abaixo do custo:\n- KO: -12,79% face ao custo \(6\.070,00 EUR\)\n\n/],
    ["que ações estão no prejuízo?", /^1 ação abaixo do custo:\n- KO: -12,79% face ao custo/],
    ["quais ETFs estão em prejuízo?", /^1 ETF abaixo do custo:\n- AGGH: -1,90% face ao custo/],
    ["which stocks are in profit?", /^1 stock above its cost:\n- EDP: \+24\.36% on cost/],
    ["which ETFs are in profit?", /^None of your ETFs is above its cost\./],
    ["que fundos estão em lucro?", /^Nenhum fundo está acima do custo\./],
  ])("%s: those of that kind only", async (question, lines) => {
    expect(await answerWith(question, data)).toMatch(lines);
  });

  it.each([
    ["which cryptos are losing money?", /^You hold no crypto holdings, so this lists those among all your holdings\.\n2 holdings below their cost:/],
    ["que criptomoedas estão no prejuízo?", /^Não tem criptomoedas na carteira, por isso listei entre todas as posições\.\n2 posições abaixo do custo:/],
  ])("%s: none of that kind held is said, before every holding", async (question, lines) => {
    expect(await answerWith(question, data)).toMatch(lines);
  });
});
