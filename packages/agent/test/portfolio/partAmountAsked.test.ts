import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { holdings } from "../support/portfolioHoldings.js";

// How much is held in a sector or a region, asked as money ("how much do I have invested in tech?", "quanto tenho
// investido em tecnologia?", "… in the US?"), is that slice of the allocation: not the money put into the whole portfolio.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const bySector = { baseCurrency: "EUR", by: "sector", slices: [{ key: "Diversified", weight: 0.2737, value: "12943.70" }, { key: "Cash", weight: 0.2698, value: "12755.51" }, { key: "Utilities", weight: 0.1431, value: "6765.00" }, { key: "Technology", weight: 0.1102, value: "5211.41" }] };
const allocation = (name: string, args: Record<string, unknown>) => (name === "get_holdings" ? holdings : args["by"] === "sector" ? bySector : undefined);

describe("how much is held in a sector", () => {
  it.each([
    "how much do I have invested in tech?",
    "how much money do I have in technology?",
    "how much of my portfolio is in energy?",
    "quanto tenho investido em tecnologia?",
    "quanto dinheiro tenho em tecnologia?",
    "quanto tenho aplicado em energia?",
  ])("%s: the allocation by sector", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "sector" }]]);
  });

  it.each(["how much do I have invested in the US?", "quanto tenho investido nos EUA?", "quanto dinheiro tenho aplicado na Europa?"])("%s: the allocation by region", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "region" }]]);
  });

  it.each([
    ["how much do I have invested in tech?", /^You have 5,211\.41 EUR in Technology, 11\.02% of your portfolio\.\nAllocation by sector:/],
    ["quanto tenho investido em tecnologia?", /^Tem 5\.211,41 EUR em Tecnologia, 11,02% da carteira\.\nDistribuição por setor:/],
  ])("%s: the sector's share first", async (question, answer) => {
    expect(await answerWith(question, allocation)).toMatch(answer);
  });

  it.each(["how much do I have invested?", "quanto tenho investido?"])("%s: still the money put in", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).toContain("get_performance");
  });
});
