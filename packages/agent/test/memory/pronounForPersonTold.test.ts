import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "she", "her", "ela" just after a message that told of one person mean that person, even when it named a place beside
// her ("my sister Ana lives in Porto"): the place is where she lives, not whom the pronoun means.

const now = new Date("2026-11-30T10:00:00Z");
const { ask, turn } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const english = systemWith([storedMemory("Ana is my sister", "relationship", "2026-11-30"), storedMemory("Ana lives in Porto", "fact", "2026-11-30"), storedMemory("Ana's birthday is on 3 May", "fact", "2026-10-01"), storedMemory("Tom's birthday is on 9 June", "fact", "2026-10-02"), storedMemory("Tom lives in Lisbon", "fact", "2026-10-02")]);
const portuguese = systemWith([storedMemory("Ana é minha irmã", "relationship", "2026-11-30"), storedMemory("Ana mora no Porto", "fact", "2026-11-30"), storedMemory("Ana faz anos a 3 de maio", "fact", "2026-10-01"), storedMemory("Rui faz anos a 9 de junho", "fact", "2026-10-02"), storedMemory("Rui mora em Lisboa", "fact", "2026-10-02")]);

describe("a pronoun for the person told of in the message before", () => {
  it.each([
    ["my sister Ana lives in Porto", "when is her birthday?", english, "3 May", "9 June"],
    ["my sister Ana lives in Porto", "where does she live?", english, "Porto", "Lisbon"],
    ["a minha irmã Ana mora no Porto", "quando é que ela faz anos?", portuguese, "3 de maio", "9 de junho"],
    ["a minha irmã Ana mora no Porto", "onde é que ela mora?", portuguese, "Porto", "Lisboa"],
  ])("%s → %s", async (told, next, system, said, other) => {
    const first = await ask(told);
    const { calls, text } = await turn([{ role: "user", content: told }, { role: "assistant", content: first.text }, { role: "user", content: next }], system);
    expect(calls).toEqual([]);
    expect(text).toContain(said);
    expect(text).not.toContain(other);
    expect(text).not.toMatch(/offline mode|modo offline/u);
  });
});

describe("memory searched for the person a pronoun means", () => {
  it.each([
    ["my sister Ana lives in Porto", "when is her birthday?"],
    ["my sister Ana lives in Porto", "where does she live?"],
    ["a minha irmã Ana mora no Porto", "quando é que ela faz anos?"],
    ["a minha irmã Ana mora no Porto", "onde é que ela mora?"],
  ])("%s → %s", async (told, next) => {
    const first = await ask(told);
    const { calls } = await turn([{ role: "user", content: told }, { role: "assistant", content: first.text }, { role: "user", content: next }]);
    expect(calls.map((call) => call.name)).toContain("search_memories");
    expect(calls.find((call) => call.name === "search_memories")?.arguments.toLowerCase()).toContain("ana");
  });
});
