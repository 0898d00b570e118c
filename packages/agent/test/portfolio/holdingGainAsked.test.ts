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
    ["did I lose money on AGGH?", "Yes: you are down 68.00 EUR on AGGH (-1.90% on cost), all of it not yet realised.\n"],
    ["perdi dinheiro com o AGGH?", "Sim: perdeu 68,00 EUR com AGGH (-1,90% face ao custo), tudo ainda não realizado.\n"],
    ["did I make money on AGGH?", "No: you are down 68.00 EUR on AGGH (-1.90% on cost), all of it not yet realised.\n"],
    ["quanto perdi no AGGH?", "Perdeu 68,00 EUR com AGGH (-1,90% face ao custo), tudo ainda não realizado.\n"],
    ["qual é o meu lucro na KO?", "Perdeu 769,50 EUR com KO no total: uma perda de 890,00 EUR ainda por realizar (-12,79%) e um ganho de 120,50 EUR nas vendas.\nKO (Coca-Cola)"],
  ])("%s: the gain first, then the position", async (question, lead) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["get_holdings", "get_health_status"]);
    expect(await answerWith(question, byTool)).toMatch(new RegExp(`^${lead.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });

  // What it made asked with no period: with its dividends too (none here), as one return.
  it.each([
    ["how much did I make on EDP?", "EDP in all since you bought it: a gain of 1,325.00 EUR.\n- Price, not yet realised: +1,325.00 EUR (+24.36% on cost; 1,100 units"],
    ["quanto ganhei com a EDP?", "EDP no total desde que comprou: um ganho de 1.325,00 EUR.\n- Cotação, ainda não realizado: +1.325,00 EUR (+24,36% face ao custo; 1.100 unidades"],
    ["how much have I made on KO?", "KO in all since you bought it: a loss of 769.50 EUR.\n- Price, not yet realised: -890.00 EUR (-12.79% on cost; 120 units worth 6,070.00 EUR, cost 6,960.00 EUR)\n- Dividends: 0.00 EUR\n- Realised on sales: +120.50 EUR"],
  ])("%s: the whole return, its dividends with it", async (question, lead) => {
    expect((await ask(question)).calls.map((call) => call.name)).toEqual(["get_holdings", "get_income", "get_health_status"]);
    expect(await answerWith(question, { ...byTool, get_income: { baseCurrency: "EUR", total: 0, dividends: 0, interest: 0, byAsset: [] } })).toMatch(new RegExp(`^${lead.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });

  // Asked as a yes-or-no question, whichever way it is read: yes or no first.
  it.each([
    ["did I make money on KO?", /^No: /],
    ["did I lose money on KO?", /^Yes: /],
    ["did I make any money on EDP?", /^Yes: /],
    ["ganhei dinheiro com a KO?", /^Não: /],
    ["perdi dinheiro com a KO?", /^Sim: /],
    ["ganhei dinheiro com a EDP?", /^Sim: /],
  ])("%s: yes or no first", async (question, start) => {
    expect(await answerWith(question, { ...byTool, get_income: { baseCurrency: "EUR", total: 0, dividends: 0, interest: 0, byAsset: [] } })).toMatch(start);
  });

  it.each(["how is EDP doing?", "como está a EDP?"])("%s: how it stands, with no gain line before it", async (question) => {
    expect(await answerWith(question, byTool)).toMatch(/^EDP \(EDP - Energias de Portugal\)/);
  });
});
