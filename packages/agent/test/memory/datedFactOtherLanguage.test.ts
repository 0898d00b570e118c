import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "I started a new job at Farfetch (3 December 2026)" asked "onde trabalho?" was said back as "No dia 3 de dezembro de
// 2026 (quinta-feira): trabalha em Farfetch ( ), como me contou…": what is kept of it in the other language ("Trabalho em
// Farfetch") has no day, and the answer built around its day was left with empty brackets. A fact whose words tell a day
// is quoted whole in the other language, the day with it.

const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-12-03T14:00:00Z"), timeZone: "Europe/Lisbon" });

describe("a fact telling a day, asked in the other language", () => {
  it.each([
    ["onde trabalho?", "I started a new job at Farfetch (3 December 2026)", "Farfetch (3 December 2026)"],
    ["where do I work?", "Comecei a trabalhar na Farfetch (3 de dezembro de 2026)", "Farfetch (3 de dezembro de 2026)"],
  ])("%s of %j quotes it with its day", async (question, told, quoted) => {
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-12-03")]));
    expect(text).toContain(quoted);
    expect(text).not.toMatch(/\(\s*\)/u);
  });

  it.each([
    ["qual é o meu nome?", "My name is Pedro", "O seu nome é Pedro"],
    ["where do I work?", "Trabalho na Sonae", "You work at Sonae"],
  ])("%s of %j, with no day, is still said in the language asked", async (question, told, said) => {
    const { text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-11-20")]));
    expect(text).toContain(said);
  });
});
