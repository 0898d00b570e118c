import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A job told in one language and asked in the other ("sou enfermeira" then "what's my job?") was quoted whole. A common
// job is said in the language asked when a small table of jobs knows it: to English always ("enfermeira" → "nurse"),
// to Portuguese only when the word told says the gender or Portuguese has one word for both ("actress" → "atriz",
// "dentist" → "dentista"); "I'm a nurse" asked in Portuguese stays quoted, as "enfermeiro" or "enfermeira" would be a
// guess. A job of several words, or one told with more ("at Clínica Sorriso"), is quoted as told.

const now = new Date("2025-03-12T15:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const answer = (question: string, told: string) =>
  answerWith(question, (name) => (name === "search_memories" ? { memories: [{ content: told, date: "2025-03-12", dated: false, type: "fact", current: true }] } : { results: [] }));

describe("a job asked in the other language", () => {
  it.each([
    ["what's my job?", "Sou enfermeira", "You're a nurse, as you told me on 2025-03-12."],
    ["what do I do for a living?", "Sou engenheiro", "You're an engineer, as you told me on 2025-03-12."],
    ["what's my profession?", "Eu sou médica", "You're a doctor, as you told me on 2025-03-12."],
    ["what's my job?", "Sou canalizador", "You're a plumber, as you told me on 2025-03-12."],
    ["what's my job?", "Sou encanadora", "You're a plumber, as you told me on 2025-03-12."],
    ["qual é a minha profissão?", "I'm a dentist", "É dentista, como me contou em 2025-03-12."],
    ["o que faço na vida?", "I'm an actress", "É atriz, como me contou em 2025-03-12."],
    ["qual é a minha profissão?", "I'm a journalist", "É jornalista, como me contou em 2025-03-12."],
  ])("%s of %j says it in the language asked", async (question, told, said) => {
    expect(await answer(question, told)).toBe(said);
  });

  it.each([
    ["qual é a minha profissão?", "I'm a nurse"],
    ["qual é a minha profissão?", "I'm an engineer"],
    ["o que faço na vida?", "I'm a software engineer"],
    ["what do I do for a living?", "Sou professora primária"],
    ["qual é a minha profissão?", "I work as a dentist at Clínica Sorriso"],
    ["what's my job?", "Sou enfermeira em Lisboa"],
  ])("%s of %j is quoted as told: the gender, or the words after it, are not known", async (question, told) => {
    expect(await answer(question, told)).toContain(`“${told}”`);
  });
});
