import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "how much of my portfolio is in cash?", "quanto da minha carteira está em dinheiro?": the cash as a share of the
// whole, from the allocation, not the cash balances alone (which say the amount and not the share).

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", assets: [{ symbol: "VWCE", name: "Vanguard FTSE All-World" }], accounts: ["Degiro"] });
const allocation = {
  baseCurrency: "EUR", by: "assetClass", total: "47894.85",
  slices: [{ key: "EQUITY", label: "Stocks", value: "31028.47", weight: 0.6478 }, { key: "CASH", label: "Cash", value: "13328.58", weight: 0.2783 }, { key: "FIXED_INCOME", label: "Bonds", value: "3537.80", weight: 0.0739 }],
};

describe("the cash's share of the whole", () => {
  it.each([
    "how much of my portfolio is in cash?",
    "what percentage of my portfolio is cash?",
    "what part of my money is sitting in cash?",
    "quanto da minha carteira está em dinheiro?",
    "que parte da carteira está em liquidez?",
    "que percentagem da minha carteira é dinheiro?",
  ])("%s: the allocation", async (question) => {
    expect((await callsAfter(question))[0]?.[0]).toBe("get_asset_allocation");
  });

  it.each([
    ["how much of my portfolio is in cash?", "Cash is 27.83% of your portfolio (13,328.58 EUR)."],
    ["quanto da minha carteira está em dinheiro?", "O dinheiro em conta (não investido) é 27,83% da carteira (13.328,58 EUR)."],
  ])("%s: the share first", async (question, said) => {
    expect(await answerWith(question, { get_asset_allocation: allocation })).toMatch(new RegExp(`^${said.replace(/[.()]/g, "\\$&")}`));
  });
});
