import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// Spending asked of nothing named ("what did I spend the most on?", "em que gastei mais dinheiro?"): the entries hold
// no amounts to add up, so the answer says so, then quotes the entries that write of spending, over the period said
// (today is Friday 2024-05-10).

describe("spending asked with no thing named", () => {
  it.each([
    ["what did I spend the most on?", {}],
    ["what did I spend the most money on last month?", { from: "2024-04-01", to: "2024-04-30" }],
    ["where does my money go?", {}],
    ["how much did I spend last week?", { from: "2024-04-29", to: "2024-05-05" }],
    ["em que gastei mais dinheiro?", {}],
    ["com que gastei mais este mês?", { from: "2024-05-01", to: "2024-05-10" }],
    ["onde gasto mais?", {}],
    ["quanto gastei em abril?", { from: "2024-04-01", to: "2024-04-30" }],
  ])("%s searches the entries that write of spending", async (question, period) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("search_journal");
    expect(calls[0]?.args["query"]).toBe("spent");
    expect(calls[0]?.args["related"]).toEqual([expect.arrayContaining(["bought", "paid", "gastei", "comprei", "paguei"])]);
    expect(calls[0]?.args["from"]).toBe((period as { from?: string }).from);
    expect(calls[0]?.args["to"]).toBe((period as { to?: string }).to);
  });

  it.each([
    ["what did I spend the most on?", /^I can't add up amounts written in your entries/],
    ["em que gastei mais dinheiro?", /^Não consigo somar quantias escritas nas entradas/],
  ])("%s says the amounts are not added up, then quotes what it found", async (question, opening) => {
    const data = { query: "spent", results: [{ entryId: "e1", date: "2024-05-02", excerpt: "Spent a fortune on the new bike.", score: 1 }], total: 1 };
    const { text } = await answerWith(question, data);
    expect(text).toMatch(opening);
    expect(text).toContain("Spent a fortune on the new bike.");
  });

  it.each([
    ["how much did I spend on restaurants?", "restaurants"],
    ["quanto gastei em restaurantes?", "restaurantes"],
  ])("%s still asks of the thing named", async (question, thing) => {
    const { calls } = await plan(question);
    expect(calls[0]?.args["query"]).toBe(thing);
  });
});
