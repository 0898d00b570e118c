import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// Where one was born ("I was born in Lisbon", "nasci no Porto") is kept as a place, noted, and answers "where was I
// born?" / "onde nasci?"; a date said with it is kept as when one was born. Before, nothing was kept, and "where was I
// born?" ranked the places of the journal.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

const told = [
  ["I was born in Lisbon", [["I was born in Lisbon", "user", "born_in", "Lisbon"]], "where was I born?", "You were born in Lisbon"],
  ["nasci em Lisboa", [["Nasci em Lisboa", "user", "born_in", "Lisboa"]], "onde nasci?", "Nasceu em Lisboa"],
  ["nasci no Porto", [["Nasci no Porto", "user", "born_in", "Porto"]], "onde é que eu nasci?", "Nasceu no Porto"],
  ["my mother was born in Luanda", [["My mother was born in Luanda", "my mother", "born_in", "Luanda"]], "where was my mother born?", "Luanda"],
  ["nasci em Lisboa em 1990", [["Nasci em 1990", "user", "date:birth", "1990"], ["Nasci em Lisboa", "user", "born_in", "Lisboa"]], "onde nasci?", "Nasceu em Lisboa"],
  ["I was born in Porto on 3 May 1990", [["I was born on 3 May 1990", "user", "birthday", "05-03"], ["I was born in Porto", "user", "born_in", "Porto"]], "where was I born?", "You were born in Porto"],
] as const;

describe("where one was born", () => {
  it.each(told)("%s is kept as a place", (said, kept) => {
    const memories = extractOffline({ text: said, sentAt: now, timeZone }).memories;
    expect(memories.map((memory) => [memory.content, memory.triple?.subject, memory.triple?.predicate, memory.triple?.object])).toEqual(kept);
  });

  it.each(told)("%s is noted, not searched in the journal", async (said, kept) => {
    const { calls, text } = await ask(said);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toMatch(/^(?:Noted|Anotado):/u);
    expect(text).toContain(kept.at(-1)![3]);
  });

  it.each(told)("%s answers where afterwards, beside the year", async (_said, kept, question, answer) => {
    const pt = question.startsWith("onde");
    const system = systemWith([storedMemory(pt ? "Nasci em 1990" : "I was born in 1990", "fact", "2026-11-21"), ...kept.filter((memory) => memory[2] === "born_in").map((memory) => storedMemory(memory[0], "fact", "2026-11-20"))]);
    const { calls, text } = await ask(question, system);
    expect(calls).toEqual([]);
    expect(text).toContain(answer);
    expect(text).not.toContain("1990");
  });

  it.each([["where was I born?"], ["onde nasci?"]])("%s with no birthplace kept looks in memory, not the journal's places", async (question) => {
    const { calls } = await ask(question, systemWith([storedMemory(question.startsWith("onde") ? "Nasci em 1990" : "I was born in 1990", "fact", "2026-11-20")]));
    expect(calls.map((call) => call.name)).toEqual(["search_memories"]);
  });

  it.each([["I was born in 1990", "how old am I?", "35 or 36"], ["Nasci em 1990", "quantos anos tenho?", "35 ou 36"]])("%s still tells one's age beside a birthplace", async (year, question, age) => {
    const { text } = await ask(question, systemWith([storedMemory(year, "fact", "2026-11-21"), storedMemory(year.startsWith("N") ? "Nasci no Porto" : "I was born in Porto", "fact", "2026-11-20")]));
    expect(text).toContain(age);
  });

  it.each([["I was born at home"], ["nasci no dia 3 de maio de 1990"]])("%s keeps no birthplace", (said) => {
    expect(extractOffline({ text: said, sentAt: now, timeZone }).memories.filter((memory) => memory.triple?.predicate === "born_in")).toEqual([]);
  });
});
