import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// An account named by a place and its kind ("Sample · US broker") is asked of in any case and in either language:
// "my us broker", "the American broker", "a corretora dos EUA". The place alone is still a region, and "us" a pronoun.

const now = new Date("2026-11-29T10:00:00Z");
const accounts = ["Sample · Lisbon broker", "Sample · US broker"];
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon", accounts });

describe("an account named by its place and kind, in any case and language", () => {
  it.each([
    ["what did I buy in my us broker?", "search_activities"],
    ["o que comprei na corretora dos EUA?", "search_activities"],
    ["o que eu comprei na corretora americana?", "search_activities"],
    ["what did i sell in the american broker?", "search_activities"],
    ["what do I have in my us account?", "get_holdings"],
    ["quanto tenho na corretora dos estados unidos?", "get_holdings"],
    ["quanto tenho na conta nos eua?", "get_holdings"],
  ])("%s: %s of that account", async (question, tool) => {
    const [first] = await callsAfter(question);
    expect(first).toEqual([tool, expect.objectContaining({ account: "Sample · US broker" })]);
  });

  it("the other account by its city in the other language", async () => {
    expect((await callsAfter("quanto tenho na corretora de lisboa?"))[0]).toEqual(["get_holdings", { account: "Sample · Lisbon broker" }]);
  });
});

describe("the place alone, or us as a pronoun", () => {
  it.each([
    ["estou muito exposto aos EUA?", "get_asset_allocation"],
    ["quanto tenho nos estados unidos?", "get_asset_allocation"],
  ])("%s: the region", async (question, tool) => {
    const [first] = await callsAfter(question);
    expect(first?.[0]).toBe(tool);
    expect(first?.[1]).not.toHaveProperty("account");
  });

  it("tell us about my week: no account", async () => {
    expect((await callsAfter("tell us about my week")).map(([name]) => name)).not.toContain("get_holdings");
  });
});
