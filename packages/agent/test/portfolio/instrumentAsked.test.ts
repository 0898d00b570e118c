import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// How much is held through ETFs or funds ("how much do I have in ETFs?", "tenho quanto em fundos?") is the allocation by
// instrument (how each asset is held), not by asset class: an equity ETF and a company's shares are both stocks, but
// only one of them is an ETF.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const byInstrument = {
  baseCurrency: "EUR",
  by: "instrument",
  slices: [
    { key: "ETF", weight: 0.5512, value: "26397.10" },
    { key: "STOCK", weight: 0.1705, value: "8169.17" },
    { key: "CASH", weight: 0.2783, value: "13328.58" },
  ],
};

describe("an instrument asked about", () => {
  it.each([
    "how much do I have in ETFs?",
    "how much money do I have in funds?",
    "what percentage of my portfolio is in ETFs?",
    "tenho quanto em ETFs?",
    "quanto tenho em fundos?",
    "que percentagem da carteira está em ETFs?",
    "do I own any ETFs?",
    "tenho algum fundo?",
  ])("%s: the allocation by instrument", async (question) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by: "instrument" }]]);
  });

  it.each(["how much do I have in stocks?", "quanto tenho em ações?", "how much is in my emergency fund?"])("%s: not by instrument", async (question) => {
    expect((await callsAfter(question)).map(([, args]) => args["by"])).not.toContain("instrument");
  });

  it.each([
    ["how much do I have in ETFs?", /^You have 26,397\.10 EUR in ETFs, 55\.12% of your portfolio\.\nAllocation by instrument:\n- ETFs: 55\.12%/],
    ["tenho quanto em ETFs?", /^Tem 26\.397,10 EUR em ETFs, 55,12% da carteira\.\nDistribuição por tipo de instrumento:\n- ETFs: 55,12%/],
    ["how much do I have in funds?", /^You hold no funds\.\nAllocation by instrument:/],
    ["quanto tenho em fundos?", /^Não tem fundos na carteira\.\nDistribuição por tipo de instrumento:/],
    ["do I own any ETFs?", /^Yes: you hold ETFs, 55\.12% of your portfolio \(26,397\.10 EUR\)\./],
    ["tenho algum fundo?", /^Não: não tem fundos na carteira\./],
  ])("%s: the amount first, then the split", async (question, answer) => {
    expect(await answerWith(question, { get_asset_allocation: byInstrument, get_health_status: { issues: [] } })).toMatch(answer);
  });
});
