import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Whether a class of assets is held at all ("do I have any crypto?", "tenho obrigações?"): the allocation, with a yes or
// no first. An asset of the person's own named so is its own line.

const now = new Date("2026-11-20T10:00:00Z");
const assets = [{ symbol: "MSFT", name: "Microsoft" }, { symbol: "AGGH", name: "iShares Core Global Aggregate Bond" }];
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const allocation = {
  baseCurrency: "EUR",
  by: "assetClass",
  slices: [
    { key: "EQUITY", weight: 0.65, value: "31028.47" },
    { key: "CASH", weight: 0.28, value: "13328.58" },
    { key: "BOND", weight: 0.07, value: "3537.80" },
  ],
};

describe("a class of assets asked whether held", () => {
  it.each(["do i have any crypto?", "do I own bonds?", "tenho bitcoin?", "tenho alguma obrigação?", "eu tenho cripto?"])("%s: the allocation", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", {}]]);
  });

  it("says yes with its share, or no", async () => {
    expect(await answerWith("do i have any crypto?", { get_asset_allocation: allocation })).toMatch(/^No: you hold no crypto\.\nAllocation by asset class:/);
    expect(await answerWith("do I own bonds?", { get_asset_allocation: allocation })).toMatch(/^Yes: you hold bonds, 7\.00% of your portfolio \(3,537\.80 EUR\)\./);
    expect(await answerWith("tenho bitcoin?", { get_asset_allocation: allocation })).toMatch(/^Não: não tem criptomoedas na carteira\.\nDistribuição por classe de ativo:/);
    expect(await answerWith("tenho alguma obrigação?", { get_asset_allocation: allocation })).toMatch(/^Sim: tem títulos de dívida, 7,00% da carteira \(3\.537,80 EUR\)\./);
    expect(await answerWith("tenho títulos de dívida?", { get_asset_allocation: allocation })).toMatch(/^Sim: tem títulos de dívida, 7,00% da carteira/);
    expect(await answerWith("tenho títulos de renda fixa?", { get_asset_allocation: allocation })).toMatch(/^Sim: tem títulos de dívida, 7,00% da carteira/);
  });

  it.each(["do i have any shares of msft?", "tenho ações da microsoft?"])("%s: that holding's own line", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_holdings", {}], ["get_health_status", {}]]);
  });

  it("do i have any plans for the weekend? is no class of assets", async () => {
    expect((await callsAfter("do i have any plans for the weekend?")).map(([name]) => name)).not.toContain("get_asset_allocation");
  });
});
