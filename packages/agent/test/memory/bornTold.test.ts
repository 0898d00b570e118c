import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// When one was born ("I was born on 3 May 1990", "nasci em 1990") is kept, noted, and tells one's age afterwards
// ("how old am I?", "quantos anos tenho?"); before, nothing was kept and the message searched the journal.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

const cases = [
  ["I was born in 1990", "I was born in 1990", "date:birth", "1990", "how old am I?", "35 or 36"],
  ["I was born on 3 May 1990", "I was born on 3 May 1990", "birthday", "05-03", "how old am I?", "You are 36"],
  ["I was born on December 20, 1985", "I was born on 20 December 1985", "birthday", "12-20", "how old am I?", "You are 40"],
  ["nasci em 1990", "Nasci em 1990", "date:birth", "1990", "quantos anos tenho?", "35 ou 36"],
  ["nasci a 3 de maio de 1990", "Nasci no dia 3 de maio de 1990", "birthday", "05-03", "quantos anos tenho?", "Tem 36 anos"],
  ["eu nasci no dia 20 de dezembro de 1985", "Nasci no dia 20 de dezembro de 1985", "birthday", "12-20", "que idade tenho?", "Tem 40 anos"],
] as const;

describe("when one was born", () => {
  it.each(cases)("%s is kept", (told, content, predicate, object) => {
    const memories = extractOffline({ text: told, sentAt: now, timeZone }).memories;
    expect(memories.map((memory) => [memory.content, memory.triple])).toEqual([[content, { subject: "user", predicate, object }]]);
  });

  it.each(cases)("%s is noted, not searched in the journal", async (told, content) => {
    const { calls, text } = await ask(told);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toMatch(/^(?:Noted|Anotado):/u);
    expect(text).toContain(content.split(" ").at(-1));
  });

  it.each(cases)("%s tells one's age afterwards", async (_told, content, _predicate, _object, question, age) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(content, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(age);
  });
});
