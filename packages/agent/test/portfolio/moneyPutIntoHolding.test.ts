import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// The money put into one holding ("how much have I invested in Coca-Cola?", "how much did I put into KO?", "quanto
// investi na EDP?") is what its units held cost, with their worth now and the gain or loss: not the money put into the
// whole portfolio, nor the deposits. A company not held is said to be none of the holdings.

const now = new Date("2026-11-20T10:00:00Z");
const assets = holdings.holdings.map(({ symbol, name }) => ({ symbol, name }));
const withAssets = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets });
const unknownAssets = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const holdingLine = [["get_holdings", {}], ["get_health_status", {}]];
const allocation = { baseCurrency: "EUR", by: "region", slices: [{ key: "Europe", weight: 0.3383, value: "6765.00" }, { key: "North America", weight: 0.3035, value: "6070.00" }] };
const tools = (name: string) => (name === "get_holdings" ? holdings : name === "get_asset_allocation" ? allocation : undefined);

describe("the money put into one holding", () => {
  it.each([
    "how much have I invested in Coca-Cola?",
    "how much did I put into Coca-Cola?",
    "how much money did I put into KO?",
    "quanto investi na Coca-Cola?",
    "quanto tenho investido na Coca-Cola?",
    "quanto eu coloquei na Coca-Cola?",
  ])("%s: that holding's line, the assets known or not", async (question) => {
    expect(await withAssets.callsAfter(question)).toEqual(holdingLine);
    expect(await unknownAssets.callsAfter(question)).toEqual(holdingLine);
  });

  it.each([
    ["how much have I invested in Coca-Cola?", "You have 6,960.00 EUR invested in KO (Coca-Cola): what the 120 units you hold cost. They are worth 6,070.00 EUR now (price 59.77 USD on 2026-11-27), a loss of 890.00 EUR (-12.79% on cost)."],
    ["how much did I put into EDP?", "You have 5,440.00 EUR invested in EDP (EDP - Energias de Portugal): what the 1,100 units you hold cost. They are worth 6,765.00 EUR now (price 6.15 EUR on 2026-11-27), a gain of 1,325.00 EUR (+24.36% on cost)."],
    ["quanto investi na Coca-Cola?", "Tem 6.960,00 EUR investidos em KO (Coca-Cola): o que custaram as 120 unidades que tem. Valem hoje 6.070,00 EUR (cotação 59,77 USD em 2026-11-27), uma perda de 890,00 EUR (-12,79% face ao custo)."],
    ["quanto tenho investido na EDP?", "Tem 5.440,00 EUR investidos em EDP (EDP - Energias de Portugal): o que custaram as 1.100 unidades que tem. Valem hoje 6.765,00 EUR (cotação 6,15 EUR em 2026-11-27), um ganho de 1.325,00 EUR (+24,36% face ao custo)."],
  ])("%s: what its units cost, their worth and the gain or loss", async (question, answer) => {
    expect((await withAssets.answerWith(question, tools)).split("\n")[0]).toBe(answer);
  });

  it.each([
    ["how much have I invested in Apple?", "You hold no Apple. Your holdings: EDP, KO, AGGH."],
    ["how much did I put into Apple?", "You hold no Apple. Your holdings: EDP, KO, AGGH."],
    ["quanto tenho investido na Apple?", "Não tem Apple na carteira. As suas posições: EDP, KO, AGGH."],
    ["quanto eu investi na Apple?", "Não tem Apple na carteira. As suas posições: EDP, KO, AGGH."],
  ])("%s: a company not held is none of the holdings", async (question, answer) => {
    expect((await withAssets.answerWith(question, tools)).split("\n")[0]).toBe(answer);
  });

  it.each(["how much have I invested?", "quanto tenho investido?", "quanto investi?"])("%s: with nothing named, still the money put into the portfolio", async (question) => {
    expect((await withAssets.callsAfter(question)).map(([name]) => name)).toContain("get_performance");
  });

  it.each([
    ["how much have I invested in Europe?", /^You have 6,765\.00 EUR in Europe, 33\.83% of your portfolio\./],
    ["quanto investi na Europa?", /^Tem 6\.765,00 EUR na Europa, 33,83% da carteira\./],
  ])("%s: a region is the allocation's slice, not an asset", async (question, answer) => {
    expect(await withAssets.answerWith(question, tools)).toMatch(answer);
  });

  it.each([
    ["how much did I invest in Coca-Cola this year?", { symbol: "KO", types: ["BUY"], from: "2026-01-01", to: "2026-11-20", limit: 200 }],
    ["how much have I put into EDP in 2025?", { symbol: "EDP", types: ["BUY"], from: "2025-01-01", to: "2025-12-31", limit: 200 }],
    ["quanto investi na EDP em 2025?", { symbol: "EDP", types: ["BUY"], from: "2025-01-01", to: "2025-12-31", limit: 200 }],
    ["quanto eu investi na Coca-Cola este ano?", { symbol: "KO", types: ["BUY"], from: "2026-01-01", to: "2026-11-20", limit: 200 }],
  ])("%s: with a period named, that holding's purchases in it", async (question, args) => {
    expect(await withAssets.callsAfter(question)).toEqual([["search_activities", args]]);
  });
});
