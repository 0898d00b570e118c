import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Am I too heavy in funds?" is the share of that kind of holding, with no verdict, as "do I have too much tech?" is of
// a sector: funds count the exchange-traded ones, and a kind not held is said to be none.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const byInstrument = { baseCurrency: "EUR", by: "instrument", slices: [{ key: "STOCK", weight: 0.3817, value: "18046.48" }, { key: "ETF", weight: 0.3486, value: "16481.70" }, { key: "CASH", weight: 0.2697, value: "12755.51" }] };
const byClass = { baseCurrency: "EUR", by: "assetClass", slices: [{ key: "EQUITY", weight: 0.65, value: "30000" }, { key: "CASH", weight: 0.35, value: "12755.51" }] };
const data = (name: string, args: Record<string, unknown>) => (name !== "get_asset_allocation" ? undefined : args["by"] === "instrument" ? byInstrument : byClass);

describe("too much of a kind of holding", () => {
  it.each([
    ["am I too heavy in funds?", "instrument"],
    ["tenho demasiado em fundos?", "instrument"],
    ["do I have too many bonds?", "assetClass"],
    ["tenho demasiadas ações?", "assetClass"],
  ])("%s: the allocation by that kind, not the journal", async (question, by) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by }]]);
  });

  it.each([
    ["am I too heavy in funds?", /^You have 16,481\.70 EUR in funds and ETFs, 34\.86% of your portfolio\. Whether that is too much depends on your goals .* I don't give investment advice\.\nAllocation by instrument:/],
    ["tenho demasiado em fundos?", /^Tem 16\.481,70 EUR em fundos e ETFs, 34,86% da carteira\. Se é demais depende dos seus objetivos .* não dou conselhos de investimento\.\nDistribuição por tipo de instrumento:/],
    ["do I have too many bonds?", /^You hold no bonds\.\n/],
    ["tenho demasiado em obrigações?", /^Não tem títulos de dívida na carteira\.\n/],
  ])("%s: its share first, with no verdict", async (question, answer) => {
    expect(await answerWith(question, data)).toMatch(answer);
  });

  it("time or energy is not money", async () => {
    expect((await callsAfter("do I have too much energy?")).map(([name]) => name)).not.toContain("get_asset_allocation");
  });
});
