import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "Dr. Reis é o meu dentista" told, then "I have a dentist appointment on Monday at 3pm": "when is my dentist appointment?"
// answered "Dr. Reis is your dentist", the words "my dentist" read as the person asked for. The visit's time is asked;
// who the dentist is answers only when no visit is known.

const now = new Date("2026-12-03T13:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const row = (content: string, type: string, date: string) => ({ content, date, dated: type === "appointment", type, current: true });
const dentist = row("Dr. Reis é o meu dentista", "relationship", "2026-12-03");
const visit = row("I have a dentist appointment (7 December 2026 at 3 PM)", "appointment", "2026-12-07");
const visitPt = row("Tenho consulta no dentista (7 de dezembro de 2026 às 15h)", "appointment", "2026-12-07");
const asked = (question: string, rows: ReadonlyArray<ReturnType<typeof row>>) =>
  answerWith(question, { search_memories: { memories: rows } }, systemWith(rows.map((told) => storedMemory(told.content, told.type, told.date))));

describe("a visit's time asked, with the person of that service known", () => {
  it.each([
    ["when is my dentist appointment?", visit, "You have a dentist appointment on Monday, 7 December 2026 at 3 PM (in 4 days)."],
    ["when do I see my dentist?", visit, "You have a dentist appointment on Monday, 7 December 2026 at 3 PM (in 4 days)."],
    ["what time is my dentist's appointment?", visit, "You have a dentist appointment on Monday, 7 December 2026 at 3 PM (in 4 days)."],
    ["quando vou ao meu dentista?", visitPt, "Tem consulta no dentista na segunda-feira, 7 de dezembro de 2026 às 15h (daqui a 4 dias)."],
    ["quando é que tenho o meu dentista?", visitPt, "Tem consulta no dentista na segunda-feira, 7 de dezembro de 2026 às 15h (daqui a 4 dias)."],
  ])("%s answers the appointment", async (question, appointment, answer) => {
    expect((await asked(question, [dentist, appointment])).split("\n")[0]).toBe(answer);
  });

  it.each([
    ["when is my next dentist appointment?", "The next one is on 2026-12-07: I have a dentist appointment (7 December 2026 at 3 PM)."],
    ["quando é a minha próxima consulta no dentista?", "A próxima é em 2026-12-07: I have a dentist appointment (7 December 2026 at 3 PM)."],
  ])("%s, searched, answers the appointment", async (question, answer) => {
    const text = await answerWith(question, { search_memories: { memories: [dentist, visit] } });
    expect(text.split("\n")[0]).toBe(answer);
  });

  it.each([
    ["who is my dentist?", "Dr. Reis is your dentist"],
    ["when do I see my dentist?", "Dr. Reis is your dentist"],
    ["quem é o meu dentista?", "O Dr. Reis é o seu dentista"],
  ])("%s with no visit known names the dentist", async (question, answer) => {
    expect(await asked(question, [dentist])).toContain(answer);
  });
});
