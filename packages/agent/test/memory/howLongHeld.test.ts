import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// Where one lives or works told by how long it has held ("I've lived in Lisbon for 10 years", "trabalho na Acme há 5
// anos") is kept since the year (or month) it began, from its first day: before, "for 10 years" was read as ten years
// ahead, "I've worked at Acme for 5 years" kept nothing, and "há 5 anos" kept the day five years back.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

const told = [
  ["I've lived in Lisbon for 10 years", "lives_in", "Lisbon", "I've lived in Lisbon since 2016", "2016-01-01T00:00:00.000Z", "where do I live?"],
  ["I have been living in Porto for three years", "lives_in", "Porto", "I have been living in Porto since 2023", "2023-01-01T00:00:00.000Z", "where do I live?"],
  ["moro em Lisboa há 10 anos", "lives_in", "Lisboa", "Moro em Lisboa desde 2016", "2016-01-01T00:00:00.000Z", "onde moro?"],
  ["vivo no Porto há dez anos", "lives_in", "Porto", "Vivo no Porto desde 2016", "2016-01-01T00:00:00.000Z", "onde vivo?"],
  ["I've worked at Acme for 5 years", "works_at", "Acme", "I've worked at Acme since 2021", "2021-01-01T00:00:00.000Z", "where do I work?"],
  ["I have been working at Acme for 6 months", "works_at", "Acme", "I have been working at Acme since June 2026", "2026-05-31T23:00:00.000Z", "where do I work?"],
  ["trabalho na Acme há 5 anos", "works_at", "Acme", "Trabalho na Acme desde 2021", "2021-01-01T00:00:00.000Z", "onde trabalho?"],
  ["trabalho na Acme há 6 meses", "works_at", "Acme", "Trabalho na Acme desde junho de 2026", "2026-05-31T23:00:00.000Z", "onde trabalho?"],
] as const;

describe("how long where one lives or works has held", () => {
  it.each(told)("%s is kept since its year or month", (said, predicate, object, content, since) => {
    const memories = extractOffline({ text: said, sentAt: now, timeZone }).memories;
    expect(memories.map((memory) => [memory.content, memory.triple, memory.validFrom?.toISOString()])).toEqual([[content, { subject: "user", predicate, object }, since]]);
  });

  it.each(told)("%s is noted, not searched in the journal", async (said, _predicate, object) => {
    const { calls, text } = await ask(said);
    expect(calls.map((call) => call.name)).not.toContain("search_journal");
    expect(text).toMatch(/^(?:Noted|Anotado):/u);
    expect(text).toContain(object);
  });

  it.each(told)("%s answers where afterwards", async (_said, _predicate, object, content, _since, question) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(content, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(object);
  });

  it.each([
    ["I moved to Porto 3 years ago", "lives_in", "Porto", "I moved to Porto (2023)", "2023-01-01T00:00:00.000Z"],
    ["comecei a trabalhar na Acme há 5 anos", "works_at", "Acme", "Comecei a trabalhar na Acme (2021)", "2021-01-01T00:00:00.000Z"],
  ])("%s, a start told as long ago, is kept to its year", (said, predicate, object, content, since) => {
    const memories = extractOffline({ text: said, sentAt: now, timeZone }).memories;
    expect(memories.map((memory) => [memory.content, memory.triple, memory.validFrom?.toISOString()])).toEqual([[content, { subject: "user", predicate, object }, since]]);
  });

  it.each([["I have worked at Acme"], ["I am going to Japan for 6 months"]])("%s keeps no place one works or lives in since", (said) => {
    const memories = extractOffline({ text: said, sentAt: now, timeZone }).memories;
    expect(memories.filter((memory) => memory.triple?.predicate === "works_at" || memory.triple?.predicate === "lives_in")).toEqual([]);
    expect(memories.map((memory) => memory.content).join(" ")).not.toMatch(/\bsince\b/u);
  });
});
