import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Words of money moved and of asset classes in their plainer forms: "withdraw" as "withdrew" is, a percentage in an
// asset class as an amount in it is.

const now = new Date("2026-11-29T10:00:00Z");
const { callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

describe("money taken out, asked with the verb's plain form", () => {
  it.each(["how much did I withdraw?", "how much did I withdraw this year?", "quanto levantei?"])("%s: the withdrawals", async (question) => {
    const [first] = await callsAfter(question);
    expect(first?.[0]).toBe("search_activities");
    expect(first?.[1]["types"]).toEqual(["WITHDRAWAL"]);
  });
});

describe("a percentage in an asset class", () => {
  it.each(["que percentagem tenho em obrigações?", "what percentage do I have in bonds?", "que porcentagem tenho em ações?"])("%s: the allocation", async (question) => {
    expect((await callsAfter(question)).map(([name]) => name)).toEqual(["get_asset_allocation"]);
  });
});
