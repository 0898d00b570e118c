import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Am I diversified?" asks for a judgement the offline mode does not give: it says so, then shows how the money is
// spread by asset class, region and sector. One dimension named is that allocation alone; the currencies one's money is
// in are the allocation by currency.

const now = new Date("2026-11-30T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [{ symbol: "VWCE", name: "Vanguard FTSE All-World" }] });
const threeWays = [["get_asset_allocation", {}], ["get_asset_allocation", { by: "region" }], ["get_asset_allocation", { by: "sector" }]];

describe("diversification asked as a judgement", () => {
  it.each(["am I diversified?", "is my portfolio diversified enough?", "how concentrated is my portfolio?", "estou diversificado?", "a minha carteira está bem diversificada?", "quão diversificada está a minha carteira?", "how diversified am I?"])(
    "%s: spread three ways",
    async (question) => {
      expect(await callsAfter(question)).toEqual(threeWays);
    },
  );

  it.each(["how diversified am I by sector?", "estou diversificado por setor?"])("%s: that dimension alone", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "sector" }]]);
  });

  const slices = (by: string, key: string) => ({ baseCurrency: "EUR", by, slices: [{ key, weight: 1, value: 1000 }] });
  const data = (_name: string, args: Record<string, unknown>) => slices(String(args["by"] ?? "assetClass"), args["by"] === "region" ? "Global" : args["by"] === "sector" ? "Diversified" : "EQUITY");
  it.each([
    ["am I diversified?", /^Whether it is diversified enough depends on your goals[^\n]*\n\nAllocation by asset class:[\s\S]*\n\nAllocation by region:[\s\S]*\n\nAllocation by sector:/],
    ["estou diversificado?", /^Se está diversificada o suficiente depende dos seus objetivos[^\n]*\n\nDistribuição por classe de ativo:[\s\S]*\n\nDistribuição por região:[\s\S]*\n\nDistribuição por setor:/],
  ])("%s: no verdict, then the spread", async (question, answer) => {
    expect(await answerWith(question, data)).toMatch(answer);
  });
});

describe("the currencies one's money is in", () => {
  it.each(["what currencies is my money in?", "o meu dinheiro está em que moedas?", "em que moedas está o meu dinheiro?"])("%s: the allocation by currency", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "currency" }]]);
  });
});
