import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "When did I last go to the doctor?" answered "The last time was on 2026-09-17: Nada de especial hoje…": the search
// matched "especialista" (a word related to "doctor") to "especial" by its stem, with high confidence, and an entry
// that names no doctor was called the last visit. Only an entry naming the service, in either language, is a visit.

const now = new Date("2026-12-03T12:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const journal = (rows: ReadonlyArray<{ date: string; excerpt: string }>) => (name: string) =>
  name === "search_memories" ? { memories: [] } : name === "search_journal" ? { results: rows.map((row) => ({ ...row, confidence: "high" })), confidence: "high" } : {};

const unrelated = [
  { date: "2026-09-17", excerpt: "Nada de especial hoje. Segui a rotina e foi suficiente. Almocei com Miguel." },
  { date: "2026-07-25", excerpt: "Nothing special today. Drove to Sintra with Tom." },
];

describe("the last visit is an entry that names it", () => {
  it.each([
    ["when did I last go to the doctor?", "I found no such visit in your memories or your journal."],
    ["quando fui ao médico pela última vez?", "Não encontro nenhuma visita dessas nas suas memórias nem no diário."],
  ])("%s with entries that name no doctor says none was found", async (question, answer) => {
    expect(await answerWith(question, journal(unrelated))).toBe(answer);
  });

  it.each([
    ["when did I last go to the doctor?", "The last time was on 2026-10-02: Saw Dr. Reis about my back. (journal)."],
    ["quando fui ao médico pela última vez?", "A última vez foi em 2026-11-12: Fui à consulta da Dra. Marta. (diário)."],
  ])("%s finds the entry that names one, by title or in the other language", async (question, answer) => {
    const rows = [
      ...unrelated,
      { date: "2026-10-02", excerpt: "Long day. Saw Dr. Reis about my back." },
      ...(question.startsWith("quando") ? [{ date: "2026-11-12", excerpt: "Fui à consulta da Dra. Marta." }] : []),
    ];
    const text = await answerWith(question, journal(rows));
    expect(text.split("\n")[0]).toBe(answer);
    expect(text).not.toMatch(/especial|special/u);
  });
});
