import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "What time is my exam?" answered from the day told, with its hour; "what time does my exam start?", "a que horas
// começa o meu exame?" searched the journal for "start" and "começa". Asking when a thing starts asks when it is.

// Wednesday 2 December 2026, 18:00 in Lisbon.
const { ask } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T18:00:00Z"), timeZone: "Europe/Lisbon" });
const told = (question: string, content: string) => ask(question, systemWith([storedMemory(content, "fact", "2026-12-02")]));

describe("when a thing told starts", () => {
  it.each([
    ["what time does my exam start?", "My exam is on 4 December 2026 at 9 AM", "Your exam is on Friday, 4 December 2026 at 9 AM (in 2 days), as you told me."],
    ["when does my job interview start?", "My job interview is on 4 December 2026 at 2:30 PM", "Your job interview is on Friday, 4 December 2026 at 2:30 PM (in 2 days), as you told me."],
    ["a que horas começa o meu exame?", "O meu exame é no dia 4 de dezembro de 2026 às 9h", "O seu exame é na sexta-feira, 4 de dezembro de 2026 às 9h (daqui a 2 dias), como me disse."],
    ["quando começa a minha consulta?", "A minha consulta é no dia 4 de dezembro de 2026 às 9h", "A sua consulta é na sexta-feira, 4 de dezembro de 2026 às 9h (daqui a 2 dias), como me disse."],
    ["que horas inicia minha prova?", "Minha prova é no dia 4 de dezembro de 2026 às 9h", "A sua prova é na sexta-feira, 4 de dezembro de 2026 às 9h (daqui a 2 dias), como me disse."],
    ["quando é que começa a minha entrevista?", "A minha entrevista é no dia 4 de dezembro de 2026 às 14h30", "A sua entrevista é na sexta-feira, 4 de dezembro de 2026 às 14h30 (daqui a 2 dias), como me disse."],
  ])("%s answers as its day told, with the hour", async (question, content, answer) => {
    const { calls, text } = await told(question, content);
    expect(calls).toEqual([]);
    expect(text.split("\n")[0]).toBe(answer);
  });

  it.each(["what time does my exam start?", "a que horas começa o meu exame?"])("%s, with nothing told, searches for the thing, not for its start", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => JSON.parse(call.arguments).query)).not.toContainEqual(expect.stringMatching(/start|começa/));
  });
});
