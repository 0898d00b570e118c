import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A word said in a term of several words means the term: "série" of "número de série" is no TV series, and its search
// brings no film or TV words.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/Lisbon" });
const relatedSearched = async (question: string) =>
  (await ask(question)).calls
    .filter((call) => call.name.startsWith("search_"))
    .map((call) => (JSON.parse(call.arguments) as { related?: string[][] }).related ?? [])
    .flat(2);

describe("a word said in a term", () => {
  it.each(["qual é o número de série do portátil?", "onde está o número de série da máquina?", "what's the serial number of my laptop?"])(
    "%s searches the serial number, not films",
    async (question) => {
      const words = await relatedSearched(question);
      expect(words.join(" ")).not.toMatch(/\b(?:movies?|films?|filmes?|cinema)\b/);
    },
  );

  it.each(["que série vi ontem?", "what series did I watch last week?"])("%s still brings the films and series", async (question) => {
    expect((await relatedSearched(question)).join(" ")).toMatch(/\b(?:movies?|filmes?)\b/);
  });
});
