import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Whether an asset named by its name is owned ("do I own any Apple?", "tenho ações da Apple?") is its line of the
// holdings, or that it is none of them: not a search of the journal, nor the allocation by class its "shares" name.

const now = new Date("2026-11-20T10:00:00Z");
const assets = holdings.holdings.map(({ symbol, name }) => ({ symbol, name }));
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets, accounts: ["Sample · Lisbon broker"] });
const holdingLine = [["get_holdings", {}], ["get_health_status", {}]];
const tools = (name: string) => (name === "get_holdings" ? holdings : undefined);

describe("an asset named, asked whether it is owned", () => {
  it.each([
    ["do I own any Apple?", "You hold no Apple. Your holdings: EDP, KO, AGGH."],
    ["do I hold any Tesla shares?", "You hold no Tesla. Your holdings: EDP, KO, AGGH."],
    ["tenho ações da Apple?", "Não tem Apple na carteira. As suas posições: EDP, KO, AGGH."],
    ["possuo ações da Tesla?", "Não tem Tesla na carteira. As suas posições: EDP, KO, AGGH."],
    ["do I own any Coca-Cola?", "KO (Coca-Cola): 120 units that cost 6,960.00 EUR, worth 6,070.00 EUR (-12.79% on cost; price 59.77 USD on 2026-11-27)."],
    ["eu tenho ações da Coca-Cola?", "KO (Coca-Cola): 120 unidades, custaram 6.960,00 EUR e valem 6.070,00 EUR (-12,79% face ao custo; cotação 59,77 USD em 2026-11-27)."],
  ])("%s: its line, or that it is none of the holdings", async (question, answer) => {
    expect(await callsAfter(question)).toEqual(holdingLine);
    expect((await answerWith(question, tools)).split("\n")[0]).toBe(answer);
  });

  it.each([
    ["do I have any crypto?", [["get_asset_allocation", {}]]],
    ["tenho obrigações?", [["get_asset_allocation", {}]]],
    ["tenho ações americanas?", [["get_asset_allocation", { by: "region" }]]],
    ["do I own stocks in the Lisbon broker?", [["get_asset_allocation", {}]]],
  ])("%s: a kind, a market or an account is still no asset named", async (question, calls) => {
    expect(await callsAfter(question)).toEqual(calls);
  });
});

describe("the holdings and the money made, asked plainly", () => {
  it.each(["quais as minhas ações?", "quais os meus investimentos?", "what stocks do I have?"])("%s: the holdings", async (question) => {
    expect(await callsAfter(question)).toEqual(holdingLine);
  });

  it.each([
    ["how much money did I make this month?", { from: "2026-11-01", to: "2026-11-20" }],
    ["quanto dinheiro ganhei este mês?", { from: "2026-11-01", to: "2026-11-20" }],
  ])("%s: the portfolio's performance over the month", async (question, args) => {
    expect((await callsAfter(question))[0]).toEqual(["get_performance", args]);
  });
});
