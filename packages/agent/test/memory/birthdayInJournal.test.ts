import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "When is my birthday?" with no birthday remembered: entries written on the day that say it is the person's birthday
// tell the day, said as the journal's and not as something remembered. Another's birthday, or one ahead, does not.

const now = new Date("2026-11-20T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const entries = [
  { date: "2025-05-14", excerpt: "My birthday today! Dinner with the family." },
  { date: "2026-05-14", excerpt: "Hoje é o meu aniversário, fiz 41 anos." },
  { date: "2026-03-02", excerpt: "Ana's birthday party was fun. My birthday is in May." },
];
const data = (rows: ReadonlyArray<{ date: string; excerpt: string }>) => (name: string) => (name === "search_memories" ? { memories: [] } : name === "search_journal" ? { results: rows, confidence: "high" } : { results: [] });

describe("one's own birthday, found in the journal", () => {
  it.each([
    ["when is my birthday?", "I have no birthday of yours remembered, but your journal marks your birthday on 14 May (2025-05-14, 2026-05-14)."],
    ["quando é o meu aniversário?", "Não tenho o seu aniversário guardado, mas o seu diário indica o seu aniversário no dia 14 de maio (2025-05-14, 2026-05-14)."],
  ])("%s", async (question, answer) => {
    expect(await answerWith(question, data(entries))).toBe(answer);
  });

  it.each([
    ["how many days until my birthday?", "I have no birthday of yours remembered, but your journal marks your birthday on 14 May (2025-05-14, 2026-05-14). 175 days until 2027-05-14 (Friday)."],
    ["quantos dias faltam para o meu aniversário?", "Não tenho o seu aniversário guardado, mas o seu diário indica o seu aniversário no dia 14 de maio (2025-05-14, 2026-05-14). Faltam 175 dias para 2027-05-14 (sexta-feira)."],
    ["how many weeks until my birthday?", "25 weeks (175 days) until 2027-05-14 (Friday)."],
  ])("%s: the count to its next one follows", async (question, answer) => {
    expect(await answerWith(question, data(entries))).toContain(answer);
  });

  it.each([
    ["when is my birthday?", "I have nothing remembered about"],
    ["quando é o meu aniversário?", "Não tenho nada guardado sobre"],
  ])("%s with no entry saying so: nothing remembered", async (question, start) => {
    expect(await answerWith(question, data(entries.slice(2)))).toContain(start);
  });
});
