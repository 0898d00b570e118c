import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// "How many positions …?" is answered by a number however it is put, of the whole portfolio or of one account named.

const now = new Date("2026-11-29T10:00:00Z");
const accounts = ["Degiro", "ISA", "PPR Invest Poupança Reforma"];
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts });
const first = async (question: string) => (await ask(question)).calls.map((call) => [call.name, JSON.parse(call.arguments) as Record<string, unknown>] as const);
const data = { get_holdings: holdings, get_health_status: { issues: [] } };

describe("positions counted in an account", () => {
  it.each([
    ["how many positions in my ISA?", "ISA", /^You hold 3 positions in ISA: EDP, KO, AGGH/],
    ["how many stocks are in my Degiro?", "Degiro", /^You hold 3 positions in Degiro: EDP, KO, AGGH/],
    ["quantas posições tenho no PPR?", "PPR Invest Poupança Reforma", /^Tem 3 posições na conta PPR Invest Poupança Reforma: EDP, KO, AGGH/],
    ["quantas ações há na Degiro?", "Degiro", /^Tem 3 posições na conta Degiro: EDP, KO, AGGH/],
  ])("%s: that account's holdings, counted", async (question, account, said) => {
    expect(await first(question)).toEqual([["get_holdings", { account }], ["get_health_status", {}]]);
    expect(await answerWith(question, data)).toMatch(said);
  });

  it.each([
    ["number of positions in my portfolio?", /^You hold 3 positions: EDP, KO, AGGH/],
    ["how many holdings are there in my portfolio?", /^You hold 3 positions: EDP, KO, AGGH/],
    ["qual o número de posições na carteira?", /^Tem 3 posições: EDP, KO, AGGH/],
    ["quantos ativos tem a minha carteira?", /^Tem 3 posições: EDP, KO, AGGH/],
  ])("%s: the whole portfolio's, counted", async (question, said) => {
    expect(await answerWith(question, data)).toMatch(said);
  });
});
