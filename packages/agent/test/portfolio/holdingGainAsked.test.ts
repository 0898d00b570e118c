import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// What one asset made, asked as such: its gain first (unrealised and realised, as the holdings give them), in money
// and on its cost, then its line.

const now = new Date("2026-11-29T10:00:00Z");
const [edp, ko, aggh] = holdings.holdings;
const assets = holdings.holdings.map((row) => ({ symbol: row.symbol, name: row.name }));
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const data = {
  ...holdings,
  holdings: [
    { ...edp, unrealisedGain: "1325.00", realisedGain: "0" },
    { ...ko, unrealisedGain: "-890.00", realisedGain: "120.50" },
    { ...aggh, unrealisedGain: "-68.00", realisedGain: "0" },
  ],
};
const byTool = { get_holdings: data, get_health_status: { ok: true, issues: [] } };

describe("the gain of one asset", () => {
  it.each([
    ["how much did I make on EDP?", "You are up 1,325.00 EUR on EDP (+24.36% on cost), all of it not yet realised.\nEDP (EDP - Energias de Portugal): 1,100 units"],
    ["quanto ganhei com a EDP?", "Ganhou 1.325,00 EUR com EDP (+24,36% face ao custo), tudo ainda não realizado.\nEDP (EDP - Energias de Portugal): 1.100 unidades"],
    ["did I lose money on AGGH?", "You are down 68.00 EUR on AGGH (-1.90% on cost), all of it not yet realised.\n"],
    ["quanto perdi no AGGH?", "Perdeu 68,00 EUR com AGGH (-1,90% face ao custo), tudo ainda não realizado.\n"],
    ["how much have I made on KO?", "You are down 769.50 EUR on KO in all: -890.00 EUR not yet realised (-12.79%), 120.50 EUR realised on sales.\nKO (Coca-Cola)"],
    ["qual é o meu lucro na KO?", "Perdeu 769,50 EUR com KO no total: -890,00 EUR não realizados (-12,79%), 120,50 EUR realizados nas vendas.\nKO (Coca-Cola)"],
  ])("%s: the gain first, then the position", async (question, lead) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, byTool)).toMatch(new RegExp(`^${lead.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });

  it.each(["how is EDP doing?", "como está a EDP?"])("%s: how it stands, with no gain line before it", async (question) => {
    expect(await answerWith(question, byTool)).toMatch(/^EDP \(EDP - Energias de Portugal\)/);
  });
});
