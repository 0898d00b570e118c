import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "When is my exam?" after "I have an exam on Friday" said the day twice: "On 4 December 2026 (Friday): your exam is on
// 4 December 2026, as you told me." The day the told words name is said there once, with its weekday and how far it is.

const now = new Date("2026-12-02T18:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
// An appointment is kept on its day; a fact on the day it was told.
const factRow = (content: string) =>
  content.includes("(") ? { content, date: "2026-12-04", dated: true, type: "appointment", current: true } : { content, date: "2026-12-02", dated: false, type: "fact", current: true };

describe("a day told, asked when", () => {
  it.each([
    ["when is my exam?", "My exam is on 4 December 2026", "Your exam is on Friday, 4 December 2026 (in 2 days), as you told me."],
    ["when is my sister's wedding?", "My sister's wedding is on 3 December 2026", "Your sister's wedding is on Thursday, 3 December 2026 (tomorrow), as you told me."],
    ["quando é o meu exame?", "O meu exame é no dia 4 de dezembro de 2026", "O seu exame é na sexta-feira, 4 de dezembro de 2026 (daqui a 2 dias), como me disse."],
    ["quando é o jantar do meu pai?", "O jantar do meu pai é no dia 12 de dezembro de 2026", "O jantar do seu pai é no sábado, 12 de dezembro de 2026 (daqui a 10 dias), como me disse."],
    ["when is my dentist appointment?", "I have a dentist appointment (4 December 2026 at 3 PM)", "You have a dentist appointment on Friday, 4 December 2026 at 3 PM (in 2 days)."],
    ["quando é a minha consulta no dentista?", "Tenho consulta no dentista (4 de dezembro de 2026 às 15h)", "Tem consulta no dentista na sexta-feira, 4 de dezembro de 2026 às 15h (daqui a 2 dias)."],
  ])("%s says the day once", async (question, content, answer) => {
    const text = await answerWith(question, { search_memories: { memories: [factRow(content)] } }, systemWith([storedMemory(content, factRow(content).type, factRow(content).date)]));
    expect(text.split("\n")[0]).toBe(answer);
  });
});

describe("someone else's day told, asked when", () => {
  it.each([
    ["when is Marta's birthday?", "Marta's birthday is on 12 March", "Marta's birthday is on Friday, 12 March 2027 (in 100 days), as you told me."],
    ["quando é o aniversário da Marta?", "O aniversário de Marta é no dia 12 de março", "O aniversário de Marta é na sexta-feira, 12 de março de 2027 (daqui a 100 dias), como me disse."],
  ])("%s says the day once, not quoted", async (question, content, answer) => {
    const text = await answerWith(question, { search_memories: { memories: [factRow(content)] } }, systemWith([storedMemory(content, "fact", "2026-12-02")]));
    expect(text.split("\n")[0]).toBe(answer);
  });
});
