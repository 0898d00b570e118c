import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "I have an exam tomorrow at 9am" was kept as "My exam is on 4 December 2026": the hour said was lost, and "what do I
// have tomorrow?" could not say when to be there. The day of an event told with its hour keeps the hour.

// Thursday 3 December 2026, 15:00 in Lisbon.
const now = new Date("2026-12-03T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask } = offlineConversation({ skills: everySkill, now, timeZone });
const extract = (text: string) => extractOffline({ text, sentAt: now, timeZone });

describe("the hour of an event's day, told", () => {
  it.each([
    ["I have an exam tomorrow at 9am", "My exam is on 4 December 2026 at 9 AM", "2026-12-04"],
    ["my job interview is on Friday at 2:30pm", "My job interview is on 4 December 2026 at 2:30 PM", "2026-12-04"],
    ["my sister's wedding is on Saturday at 4pm", "My sister's wedding is on 5 December 2026 at 4 PM", "2026-12-05"],
    ["tenho um exame amanhã às 9h", "O meu exame é no dia 4 de dezembro de 2026 às 9h", "2026-12-04"],
    ["a minha entrevista de emprego é na sexta às 14h30", "A minha entrevista de emprego é no dia 4 de dezembro de 2026 às 14h30", "2026-12-04"],
    ["a festa é no sábado às 21h", "A festa é no dia 5 de dezembro de 2026 às 21h", "2026-12-05"],
  ])("%s keeps the hour with the day", (text, content, day) => {
    const [memory, ...others] = extract(text).memories;
    expect(others).toEqual([]);
    expect([memory?.content, memory?.triple?.object]).toEqual([content, day]);
  });

  it.each([
    ["my exam is on Friday", "My exam is on 4 December 2026"],
    ["o meu exame é na sexta", "O meu exame é no dia 4 de dezembro de 2026"],
    ["my birthday is on 3 March at 10am", "My birthday is on 3 March"],
  ])("%s, with no hour said or every year, keeps the day alone", (text, content) => {
    expect(extract(text).memories.map((memory) => memory.content)).toEqual([content]);
  });

  it.each([
    ["I have an exam tomorrow at 9am", "Noted: Your exam is on 4 December 2026 at 9 AM."],
    ["tenho um exame amanhã às 9h", "Anotado: O seu exame é no dia 4 de dezembro de 2026 às 9h."],
  ])("%s is said back with its hour", async (text, answer) => {
    expect((await ask(text)).text).toBe(answer);
  });
});

describe("the hour of an event's day, asked", () => {
  // Wednesday 2 December 2026, 18:00 in Lisbon.
  const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T18:00:00Z"), timeZone });
  const row = (content: string, told: string) => ({ content, date: told, dated: false, type: "fact", current: true });
  const asked = (question: string, content: string, told: string) =>
    answerWith(question, { search_memories: { memories: [row(content, told)] }, list_reminders: { reminders: [] } }, systemWith([storedMemory(content, "fact", told)]));

  it.each([
    ["what time is my exam?", "My exam is on 4 December 2026 at 9 AM", "Your exam is on Friday, 4 December 2026 at 9 AM (in 2 days), as you told me."],
    ["a que horas é o meu exame?", "O meu exame é no dia 4 de dezembro de 2026 às 9h", "O seu exame é na sexta-feira, 4 de dezembro de 2026 às 9h (daqui a 2 dias), como me disse."],
    ["when is my exam?", "My exam is on 4 December 2026 at 9 AM", "Your exam is on Friday, 4 December 2026 at 9 AM (in 2 days), as you told me."],
    ["quando é a minha entrevista?", "A minha entrevista é no dia 4 de dezembro de 2026 às 14h30", "A sua entrevista é na sexta-feira, 4 de dezembro de 2026 às 14h30 (daqui a 2 dias), como me disse."],
  ])("%s answers the day and its hour, the hour beside the day", async (question, content, answer) => {
    expect((await asked(question, content, "2026-12-02")).split("\n")[0]).toBe(answer);
  });

  it.each([
    ["what time was my exam?", "My exam is on 30 November 2026 at 9 AM", "Your exam is on 30 November 2026 at 9 AM, as you told me on 2026-11-20."],
    ["a que horas foi o meu exame?", "O meu exame é no dia 30 de novembro de 2026 às 9h", "O seu exame é no dia 30 de novembro de 2026 às 9h, como me contou em 2026-11-20."],
  ])("%s, of a day past, is answered from what was told, not read as a day of the journal", async (question, content, answer) => {
    expect((await asked(question, content, "2026-11-20")).split("\n")[0]).toBe(answer);
  });
});
