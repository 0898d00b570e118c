import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// Whether one holds too much (or a lot) of a currency, region or sector, said of oneself ("have I too much in
// dollars?", "tenho demasiado em dólares?"), is that slice's share of the allocation with no verdict, not the journal.
// The largest sector or region of the biggest risk is one that is a sector or region; a fund spread over many
// ("Diversified", "Global") is said for what it is.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const byCurrency = { baseCurrency: "EUR", by: "currency", slices: [{ key: "EUR", weight: 0.5773, value: "27296.80" }, { key: "USD", weight: 0.4227, value: "19986.89" }] };
const byRegion = { baseCurrency: "EUR", by: "region", slices: [{ key: "Global", weight: 0.3486, value: "16481.70" }, { key: "Cash", weight: 0.2698, value: "12755.51" }, { key: "North America", weight: 0.2386, value: "11281.48" }, { key: "Europe", weight: 0.1431, value: "6765.00" }] };
const bySector = { baseCurrency: "EUR", by: "sector", slices: [{ key: "Diversified", weight: 0.2737, value: "12943.70" }, { key: "Cash", weight: 0.2698, value: "12755.51" }, { key: "Utilities", weight: 0.1431, value: "6765.00" }, { key: "Technology", weight: 0.1102, value: "5211.41" }] };
const onlyFunds = { baseCurrency: "EUR", by: "sector", slices: [{ key: "Diversified", weight: 0.8, value: "8000" }, { key: "Cash", weight: 0.2, value: "2000" }] };
const allocation = (sector: unknown) => (name: string, args: Record<string, unknown>) =>
  name === "get_holdings" ? holdings : args["by"] === "region" ? byRegion : args["by"] === "currency" ? byCurrency : args["by"] === "sector" ? sector : undefined;

describe("too much of a slice, said of oneself", () => {
  it.each([
    ["have I too much in dollars?", "currency"],
    ["tenho demasiado em dólares?", "currency"],
    ["do I have a lot in the US?", "region"],
    ["tenho muito dinheiro nos EUA?", "region"],
    ["am I overweight in Europe?", "region"],
    ["do I have too much tech?", "sector"],
    ["tenho muito em tecnologia?", "sector"],
  ])("%s: the allocation by %s", async (question, by) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by }]]);
  });

  it.each(["do I have too much energy?", "tenho muitas saudades da Europa", "tenho muitos amigos nos EUA?"])("%s: not the portfolio", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).not.toContain("get_asset_allocation");
  });

  it.each([
    ["have I too much in dollars?", /^You have 19,986\.89 EUR in USD, 42\.27% of your portfolio\. Whether that is too much depends on your goals .* I don't give investment advice\.\nAllocation by currency:/],
    ["tenho demasiado em dólares?", /^Tem 19\.986,89 EUR em USD, 42,27% da carteira\. Se é demais depende dos seus objetivos .* não dou conselhos de investimento\.\nDistribuição por moeda:/],
    ["tenho muito dinheiro nos EUA?", /^Tem 11\.281,48 EUR na América do Norte, 23,86% da carteira\. A carteira guarda a região de cada posição, não o país: este valor é tudo o que está na América do Norte, não só nos Estados Unidos\. Se é demais depende/],
  ])("%s: the share, with no verdict", async (question, answer) => {
    expect(await answerWith(question, allocation(bySector))).toMatch(answer);
  });
});

describe("the largest sector or region of the biggest risk", () => {
  it("names the largest sector and region, and the funds spread over many for what they are", async () => {
    const answer = await answerWith("what's my biggest risk?", allocation(bySector));
    expect(answer).toContain("- Largest sector: Utilities, 14.31% (6,765.00 EUR); a further 27.37% (12,943.70 EUR) is in funds spread over many sectors (Diversified)");
    expect(answer).toContain("- Largest region: North America, 23.86% (11,281.48 EUR); a further 34.86% (16,481.70 EUR) is in funds spread over many regions (Global)");
  });

  it("in Portuguese", async () => {
    const answer = await answerWith("qual é o meu maior risco?", allocation(bySector));
    expect(answer).toMatch(/- Maior setor: Utilities|- Maior setor: Serviços públicos/);
    expect(answer).toContain("outros 27,37% (12.943,70 EUR) estão em fundos repartidos por vários setores (Diversificado)");
  });

  it("with only funds, says so", async () => {
    const answer = await answerWith("what's my biggest risk?", allocation(onlyFunds));
    expect(answer).toContain("- Largest sector: 80.00% (8,000.00 EUR) in funds spread over many sectors (Diversified)");
  });
});
