import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// An exam (an interview, a flight) told as had, "I have a physics exam on December 20", "tenho um exame de física a 20
// de dezembro", is kept with its day, as "my exam is on …" is; two told in any order are answered soonest first.

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";

describe("an event told as had is kept with its day", () => {
  it.each([
    ["I have a physics exam on December 20.", "My physics exam is on 20 December"],
    ["I've got a job interview on December 4", "My job interview is on 4 December"],
    ["Tenho um exame de física a 20 de dezembro.", "O meu exame de física é no dia 20 de dezembro"],
    ["Tenho uma entrevista de emprego no dia 4 de dezembro.", "A minha entrevista de emprego é no dia 4 de dezembro"],
  ])("%s → %s", (text, content) => {
    expect(extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => memory.content)).toEqual([content]);
  });

  it.each(["I have a cold today", "I have a car on the street", "tenho uma dor de cabeça hoje"])("%s names no event's day", (text) => {
    expect(extractOffline({ text, sentAt: now, timeZone }).memories.filter((memory) => memory.triple?.predicate.startsWith("date:"))).toEqual([]);
  });
});

describe("two exams told out of order are answered soonest first", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
  const told = (content: string) => ({ content, date: "2026-11-30", dated: false, type: "fact", current: true });
  const english = { memories: [told("My physics exam is on 20 December"), told("My chemistry exam is on 10 December")] };
  const portuguese = { memories: [told("O meu exame de física é no dia 20 de dezembro"), told("O meu exame de química é no dia 10 de dezembro")] };
  it.each([
    ["when is my next exam?", english, "Your chemistry exam is on Thursday, 10 December 2026 (in 10 days), as you told me"],
    ["quais são os meus exames?", english, "No dia 10 de dezembro de 2026 (quinta-feira): pelo que me contou, “My chemistry exam is on 10 December”"],
    ["quando é o meu próximo exame?", portuguese, "O seu exame de química é na quinta-feira, 10 de dezembro de 2026 (daqui a 10 dias), como me disse"],
    ["what are my exams?", portuguese, "On 10 December 2026 (Thursday): from what you told me, “O meu exame de química é no dia 10 de dezembro”"],
  ])("%s", async (question, memories, answer) => {
    const text = await answerWith(question, (name) => (name === "search_memories" ? memories : { results: [] }));
    expect(text.startsWith(answer)).toBe(true);
  });
});
