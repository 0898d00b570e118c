import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "Avó" (grandmother) and "avô" (grandfather) differ by their accent alone, and "grandmother" and "grandfather" share
// their first letters: a fact of one relative never answers a question of the other, whichever was told last.

const now = new Date("2026-12-03T10:00:00Z");
const { ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const grandmother = (date: string) => storedMemory("A minha avó mora em Braga", "fact", date);
const grandfather = (date: string) => storedMemory("My grandfather lives in Porto", "fact", date);
const orders = [systemWith([grandmother("2026-11-02"), grandfather("2026-11-01")]), systemWith([grandfather("2026-11-01"), grandmother("2026-10-02")])];

describe("a grandparent is told apart from the other", () => {
  it.each([
    ["where does my grandmother live?", /Braga/u, /Porto/u],
    ["onde mora a minha avó?", /Braga/u, /Porto/u],
    ["onde mora minha avo?", /Braga/u, /Porto/u],
    ["where does my grandfather live?", /Porto/u, /Braga/u],
    ["onde mora o meu avô?", /Porto/u, /Braga/u],
    ["onde mora meu avo?", /Porto/u, /Braga/u],
  ])("%s", async (question, theirs, other) => {
    for (const system of orders) {
      const { text } = await ask(question, system);
      expect(text).toMatch(theirs);
      expect(text).not.toMatch(other);
    }
  });
});
