import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A job told with the city it is done in ("I work as a nurse in Lisbon", "trabalho como enfermeira em Lisboa") keeps
// the city as where the person works: a place, not an employer, and never where they live. Said of someone else by
// relationship, the city stays with the job ("Ana is a nurse in Lisbon").

const now = new Date("2026-11-20T10:00:00Z");
const timeZone = "Europe/Lisbon";
const extraction = (text: string) => extractOffline({ text, sentAt: now, timeZone });

describe("a job in a city", () => {
  it.each([
    ["I work as a nurse in Lisbon", "Lisbon"],
    ["trabalho como enfermeira em Lisboa", "Lisboa"],
    ["sou médica no Porto", "Porto"],
  ])("%s: the city is where the person works", (text, city) => {
    const told = extraction(text);
    expect(told.relationships).toEqual([{ from: "user", kind: "works in", to: city }]);
    expect(told.entities.find((entity) => entity.name === city)?.type).toBe("place");
    expect(told.memories.map((memory) => memory.triple?.predicate)).toEqual(["job_title"]);
  });

  it.each([
    ["My sister Ana works as a nurse in Lisbon", "Ana is a nurse in Lisbon"],
    ["A minha irmã Ana trabalha como enfermeira em Lisboa", "Ana é enfermeira em Lisboa"],
  ])("%s keeps the city with her job", (text, kept) => {
    const told = extraction(text);
    expect(told.memories.map((memory) => memory.content)).toContain(kept);
    expect(told.relationships).toContainEqual({ from: "Ana", kind: "works in", to: kept.split(" ").at(-1) });
  });

  it.each(["I work as a nurse at Santa Maria", "trabalho como enfermeira no Santa Maria"])("%s still names an employer", (text) => {
    expect(extraction(text).relationships).toEqual([{ from: "user", kind: "works at", to: "Santa Maria" }]);
  });
});

describe("a job in a city, beside the home city", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
  const rows = [
    { content: "I work as a nurse in Lisbon", date: "2026-11-20", dated: false, type: "fact", current: true },
    { content: "I live in Porto", date: "2026-11-10", dated: false, type: "fact", current: true },
  ];
  it.each([
    ["where do I live?", "You live in Porto, as you told me"],
    ["onde moro?", "Mora no Porto, como me contou"],
    ["where do I work?", "You work as a nurse in Lisbon, as you told me"],
    ["onde trabalho?", "Pelo que me contou: “I work as a nurse in Lisbon”"],
  ])("%s", async (question, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? { memories: rows } : { results: [] }));
    expect(text.startsWith(answer)).toBe(true);
  });
});
