import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// How long where one lives or works has held, said roughly ("moro em Lisboa há mais de 10 anos", "I've lived in Lisbon
// for more than 10 years", "trabalho na Acme há quase 5 anos"), kept no start: "há 10 anos" was read, "há mais de 10
// anos" was not a date at all, and "Lisboa há mais de 10 anos" became the place. It is kept since about that year (or
// month), said as about, never as a precise day; said as more than that ("há mais de 10 anos", "for over 3 years"), it is
// kept as since before that year, so the "more" is not lost.

const now = new Date("2026-12-02T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

const told = [
  ["moro em Lisboa há mais de 10 anos", "lives_in", "Lisboa", "Moro em Lisboa desde antes de 2016", "2016-01-01T00:00:00.000Z", "onde moro?"],
  ["vivo no Porto há quase dez anos", "lives_in", "Porto", "Vivo no Porto desde cerca de 2016", "2016-01-01T00:00:00.000Z", "onde vivo?"],
  ["trabalho na Acme há mais de 5 anos", "works_at", "Acme", "Trabalho na Acme desde antes de 2021", "2021-01-01T00:00:00.000Z", "onde trabalho?"],
  ["trabalho na Acme há cerca de 6 meses", "works_at", "Acme", "Trabalho na Acme desde cerca de junho de 2026", "2026-05-31T23:00:00.000Z", "onde trabalho?"],
  ["eu moro em São Paulo há uns 10 anos", "lives_in", "São Paulo", "Eu moro em São Paulo desde cerca de 2016", "2016-01-01T00:00:00.000Z", "onde eu moro?"],
  ["I've lived in Lisbon for more than 10 years", "lives_in", "Lisbon", "I've lived in Lisbon since before 2016", "2016-01-01T00:00:00.000Z", "where do I live?"],
  ["I've lived in Porto for over three years", "lives_in", "Porto", "I've lived in Porto since before 2023", "2023-01-01T00:00:00.000Z", "where do I live?"],
  ["I've worked at Acme for almost 5 years", "works_at", "Acme", "I've worked at Acme since about 2021", "2021-01-01T00:00:00.000Z", "where do I work?"],
  ["I have been working at Acme for about 6 months", "works_at", "Acme", "I have been working at Acme since about June 2026", "2026-05-31T23:00:00.000Z", "where do I work?"],
] as const;

describe("how long where one lives or works has held, said roughly", () => {
  it.each(told)("%s is kept since about its year or month", (said, predicate, object, content, since) => {
    const memories = extractOffline({ text: said, sentAt: now, timeZone }).memories;
    expect(memories.map((memory) => [memory.content, memory.triple, memory.validFrom?.toISOString()])).toEqual([[content, { subject: "user", predicate, object }, since]]);
  });

  it.each(told)("%s answers where afterwards", async (_said, _predicate, object, content, _since, question) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(content, "fact", "2026-11-20")]));
    expect(calls).toEqual([]);
    expect(text).toContain(object);
  });

  it.each([
    ["I moved to Porto about 3 years ago", "I moved to Porto (about 2023)"],
    ["mudei-me para o Porto há quase 3 anos", "Mudei-me para o Porto (cerca de 2023)"],
    ["I moved to Porto more than 3 years ago", "I moved to Porto (before 2023)"],
    ["mudei-me para o Porto há mais de 3 anos", "Mudei-me para o Porto (antes de 2023)"],
  ])("%s, a start told roughly as long ago, is kept to about its year", (said, content) => {
    const memories = extractOffline({ text: said, sentAt: now, timeZone }).memories;
    expect(memories.map((memory) => memory.content)).toEqual([content]);
  });

  it.each(["I was in Paris for more than 2 weeks", "I am going to Japan for about 6 months", "estive em Paris há mais de 2 semanas"])("%s keeps no start of a place one lives in", (said) => {
    const memories = extractOffline({ text: said, sentAt: now, timeZone }).memories;
    expect(memories.filter((memory) => memory.triple?.predicate === "works_at" || memory.triple?.predicate === "lives_in")).toEqual([]);
    expect(memories.map((memory) => memory.content).join(" ")).not.toMatch(/\b(?:since|desde)\b/u);
  });
});
