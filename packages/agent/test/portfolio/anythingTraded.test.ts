import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "did I sell anything this year?", "vendi alguma coisa este ano?": with nothing else named, the trades, as "what did I
// sell this year?" is; something else named ("did I buy anything at the market?") may be the journal's.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("anything bought or sold, with nothing else named", () => {
  it.each([
    ["did I sell anything this year?", ["SELL"]],
    ["vendi alguma coisa este ano?", ["SELL"]],
    ["have I bought anything this month?", ["BUY"]],
    ["comprei algo em 2025?", ["BUY"]],
  ])("%s: the trades", async (question, types) => {
    const [first] = await callsAfter(question);
    expect(first?.[0]).toBe("search_activities");
    expect(first?.[1]["types"]).toEqual(types);
  });

  it.each(["did I buy anything at the market?", "did I sell anything to Ana?"])("%s: not the trades", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).not.toContain("search_activities");
  });
});
