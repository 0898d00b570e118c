import { describe, expect, it } from "vitest";
import { extractOffline } from "../../src/index.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// The day of an event someone else's, the family's or told without "my" ("my sister's wedding is on Saturday", "the
// party is on 12 December", "o casamento da minha irmã é no sábado", "a festa é a 12 de dezembro") was not kept: only
// days of one's own ("my exam is on Friday") and birthdays were. It is kept as that event's day, of whom it is told,
// answered when asked ("when is my sister's wedding?") and listed with what is ahead ("what do I have coming up?").

const now = new Date("2026-12-02T18:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });

describe("the day of an event not one's own is kept", () => {
  it.each([
    ["My sister's wedding is on Saturday", "My sister's wedding is on 5 December 2026", { subject: "my sister", predicate: "date:wedding", object: "2026-12-05" }],
    ["the party is on 12 December", "The party is on 12 December 2026", { subject: "user", predicate: "date:party", object: "2026-12-12" }],
    ["Ana's graduation is on 15 December", "Ana's graduation is on 15 December 2026", { subject: "Ana", predicate: "date:graduation", object: "2026-12-15" }],
    ["our anniversary dinner is next Friday", "Our anniversary dinner is on 11 December 2026", { subject: "user", predicate: "date:anniversary dinner", object: "2026-12-11" }],
    ["o casamento da minha irmã é no sábado", "O casamento da minha irmã é no dia 5 de dezembro de 2026", { subject: "minha irmã", predicate: "date:casamento", object: "2026-12-05" }],
    ["a festa é a 12 de dezembro", "A festa é no dia 12 de dezembro de 2026", { subject: "user", predicate: "date:festa", object: "2026-12-12" }],
    ["o jantar de aniversário é na sexta", "O jantar de aniversário é no dia 4 de dezembro de 2026", { subject: "user", predicate: "date:jantar de aniversario", object: "2026-12-04" }],
    ["a formatura do meu irmão vai ser no dia 15 de dezembro", "A formatura do meu irmão é no dia 15 de dezembro de 2026", { subject: "meu irmão", predicate: "date:formatura", object: "2026-12-15" }],
    ["o casamento do Rui é a 20 de dezembro", "O casamento do Rui é no dia 20 de dezembro de 2026", { subject: "Rui", predicate: "date:casamento", object: "2026-12-20" }],
  ])("%s → %s", (text, content, triple) => {
    expect(extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => [memory.content, memory.triple])).toEqual([[content, triple]]);
  });

  it.each([
    ["my sister Ana's wedding is on Saturday", ["Ana is my sister", "Ana's wedding is on 5 December 2026"]],
    ["o casamento da minha irmã Ana é no sábado", ["Ana é minha irmã", "O casamento da Ana é no dia 5 de dezembro de 2026"]],
  ])("%s keeps the relation said in passing and the day", (text, contents) => {
    expect(extractOffline({ text, sentAt: now, timeZone }).memories.map((memory) => memory.content)).toEqual(contents);
  });

  it.each(["is the party on Saturday?", "when is my sister's wedding?", "parties are fun", "the car is on Friday", "a festa é no sábado?", "quando é o casamento da minha irmã?", "as festas são divertidas"])(
    "%s keeps nothing",
    (text) => {
      expect(extractOffline({ text, sentAt: now, timeZone }).memories).toEqual([]);
    },
  );

  it.each([
    ["My sister's wedding is on Saturday", "Noted: Your sister's wedding is on 5 December 2026."],
    ["a festa é a 12 de dezembro", "Anotado: A festa é no dia 12 de dezembro de 2026."],
  ])("%s is confirmed, not searched", async (text, confirmed) => {
    expect((await ask(text)).calls.map((call) => call.name)).not.toContain("search_journal");
    expect(await answerWith(text, {})).toContain(confirmed);
  });
});

describe("the day told is answered once, and listed with what is ahead", () => {
  it.each([
    ["when is my sister's wedding?", "My sister's wedding is on 5 December 2026", "Your sister's wedding is on Saturday, 5 December 2026 (in 3 days), as you told me."],
    ["when is the party?", "The party is on 12 December 2026", "The party is on Saturday, 12 December 2026 (in 10 days), as you told me."],
    ["quando é o casamento da minha irmã?", "O casamento da minha irmã é no dia 5 de dezembro de 2026", "O casamento da sua irmã é no sábado, 5 de dezembro de 2026 (daqui a 3 dias), como me disse."],
    ["quando é a festa?", "A festa é no dia 12 de dezembro de 2026", "A festa é no sábado, 12 de dezembro de 2026 (daqui a 10 dias), como me disse."],
  ])("%s, told %j", async (question, told, answer) => {
    const { calls, text } = await ask(question, systemWith([storedMemory(told, "fact", "2026-12-02")]));
    expect(calls).toEqual([]);
    expect(text).toBe(answer);
  });

  const fact = (content: string) => ({ content, date: "2026-12-01", dated: false, type: "fact", current: true });
  const memories = (type: unknown) =>
    [
      fact("My sister's wedding is on 5 December 2026"),
      fact("A festa é no dia 12 de dezembro de 2026"),
      fact("The concert was on 20 November 2026"),
      fact("I like tea"),
      { content: "Dentist on 2026-12-04 at 3 pm", date: "2026-12-04", dated: true, type: "appointment", current: true },
    ].filter((memory) => memory.type === type);
  const tools = (name: string, parameters: Record<string, unknown>) => (name === "search_memories" ? { memories: memories(parameters["type"]) } : { reminders: [] });

  it.each([
    ["what do I have coming up?", "Days you told me about:\n- 2026-12-05: Your sister's wedding is on 5 December 2026\n- 2026-12-12: “A festa é no dia 12 de dezembro de 2026”"],
    ["o que tenho esta semana?", "Dias que me contou:\n- 2026-12-05: «My sister's wedding is on 5 December 2026»"],
    ["quais são os meus compromissos?", "Dias que me contou:\n- 2026-12-05: «My sister's wedding is on 5 December 2026»\n- 2026-12-12: A festa é no dia 12 de dezembro de 2026"],
    ["what do I have next week?", "Days you told me about:\n- 2026-12-12: “A festa é no dia 12 de dezembro de 2026”"],
  ])("%s lists the days ahead", async (question, listed) => {
    const text = await answerWith(question, tools);
    expect(text).toContain(listed);
    expect(text).not.toMatch(/concert|tea/u);
  });
});
