import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// The allocation by asset class, read back in words: the stored codes (EQUITY, BOND, CASH) are not the person's words.

const { ask, answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

const allocation = (by: string) => ({
  by,
  baseCurrency: "EUR",
  slices: [
    { key: "EQUITY", weight: 0.6, value: "6000.00" },
    { key: "BOND", weight: 0.25, value: "2500.00" },
    { key: "CASH", weight: 0.1, value: "1000.00" },
    { key: "Unclassified", weight: 0.05, value: "500.00" },
  ],
});

describe("the allocation by asset class in words", () => {
  it.each([
    ["what's my allocation by asset class?", ["- Stocks: 60", "- Bonds: 25", "- Cash: 10", "- Unclassified: 5"]],
    ["qual a distribuição por classe de ativos?", ["- Ações: 60", "- Títulos de dívida: 25", "- Liquidez: 10", "- Sem classificação: 5"]],
  ])("%s names each class in words, never by its code", async (question, lines) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["get_asset_allocation"]);
    const text = await answerWith(question, (name) => (name === "get_asset_allocation" ? allocation("assetClass") : {}));
    for (const line of lines) expect(text).toContain(line);
    expect(text).not.toMatch(/\b(?:EQUITY|BOND|CASH)\b/);
  });

  it.each([
    ["what's my allocation by sector?", "- Cash: 10", "- Technology: 70"],
    ["qual a distribuição por setor?", "- Liquidez: 10", "- Tecnologia: 70"],
  ])("%s says the cash slice in words and a sector by its name in the language", async (question, cash, sector) => {
    const bySector = { by: "sector", baseCurrency: "EUR", slices: [{ key: "Technology", weight: 0.7, value: "7000.00" }, { key: "CASH", weight: 0.1, value: "1000.00" }] };
    const text = await answerWith(question, (name) => (name === "get_asset_allocation" ? bySector : {}));
    expect(text).toContain(cash);
    expect(text).toContain(sector);
  });
});
