import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "Qual é a minha distribuição por setor?", "how is my money split by sector?": the portfolio split by the dimension
// named, though "distribution" or "split" alone names no money; a split of something else stays the journal's.

const now = new Date("2026-11-20T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("a split by a dimension of the portfolio", () => {
  it.each([
    ["qual é a minha distribuição por setor?", "sector"],
    ["qual é a minha distribuição por região?", "region"],
    ["como está repartida a carteira por moeda?", "currency"],
    ["how is my money split by sector?", "sector"],
    ["what's the breakdown by region?", "region"],
    ["distribution by currency", "currency"],
  ])("%s: the allocation by it", async (question, by) => {
    expect(await callsAfter(question)).toEqual([["get_asset_allocation", { by }]]);
  });

  it.each(["how was my week split between work and family?", "how is my time split between projects?"])("%s: not the portfolio", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).not.toContain("get_asset_allocation");
  });
});
