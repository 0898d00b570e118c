import type { UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { extractOffline } from "../../src/memory/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// With dentist appointments on Monday 7 and Monday 14 December, "cancel the dentist appointment on the 14th" ended the
// one on the 7th: the soonest of that kind was taken whatever day was said. The day, week or time said picks the one
// meant (the next such day to come); when it matches none, that is said, with the next one known, and nothing ends.

const now = new Date("2026-12-03T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const english = [
  { content: "I have a dentist appointment (7 December 2026 at 3 PM)", date: "2026-12-07" },
  { content: "I have a dentist appointment (14 December 2026 at 10 AM)", date: "2026-12-14" },
];
const portuguese = [
  { content: "Tenho consulta no dentista (7 de dezembro de 2026 às 15h)", date: "2026-12-07" },
  { content: "Tenho consulta no dentista (14 de dezembro de 2026 às 10h)", date: "2026-12-14" },
];
const reply = async (said: string, told: typeof english) => {
  const fromPrompt = await answerWith(said, {}, systemWith(told.map((visit) => storedMemory(visit.content, "appointment", visit.date))));
  const fromSearch = await answerWith(said, { search_memories: { memories: told.map((visit) => ({ ...visit, dated: true, type: "appointment", current: true })) } });
  expect(fromSearch).toBe(fromPrompt);
  return fromPrompt;
};

const the14th = "Done: I'll take the dentist appointment on Monday 14 December at 10 AM off your agenda.";
const the7th = "Done: I'll take the dentist appointment on Monday 7 December at 3 PM off your agenda.";
const dia14 = "Feito: vou tirar a consulta no dentista de segunda-feira, 14 de dezembro, às 10h, da sua agenda.";
const dia7 = "Feito: vou tirar a consulta no dentista de segunda-feira, 7 de dezembro, às 15h, da sua agenda.";

describe("a second appointment, told as another", () => {
  it.each([
    ["cancel the dentist appointment on the 14th", [english[0]!, { content: "I have another dentist appointment (14 December 2026 at 10 AM)", date: "2026-12-14" }], the14th],
    ["desmarca a consulta do dentista de dia 14", [portuguese[0]!, { content: "Tenho outra consulta no dentista (14 de dezembro de 2026 às 10h)", date: "2026-12-14" }], dia14],
  ])("%s names it as any other, not as 'the another'", async (said, told, answer) => {
    expect(await reply(said, told)).toBe(answer);
  });
});

describe("an appointment called off by its day", () => {
  it.each([
    ["cancel the dentist appointment on the 14th", english, the14th],
    ["cancel the dentist appointment on Monday 14 December", english, the14th],
    ["the dentist appointment on the 14th was cancelled", english, the14th],
    ["cancel the 10am dentist appointment", english, the14th],
    ["the dentist appointment on Monday the 14th is cancelled", english, the14th],
    ["cancel the dentist appointment in two weeks", english, the14th],
    ["cancel next week's dentist appointment", english, the7th],
    ["cancel the dentist appointment", english, the7th],
    ["desmarca a consulta do dentista de dia 14", portuguese, dia14],
    ["cancela a consulta do dentista de 14 de dezembro", portuguese, dia14],
    ["cancela a consulta das 10h", portuguese, dia14],
    ["desmarca a consulta de segunda, dia 14", portuguese, dia14],
    ["cancela a consulta do dentista daqui a duas semanas", portuguese, dia14],
    ["cancela a consulta de segunda que vem", portuguese, dia7],
    ["cancela a consulta do dentista da próxima semana", portuguese, dia7],
  ])("%s ends the one told", async (said, told, answer) => {
    expect(await reply(said, told)).toBe(answer);
  });

  it.each([
    ["cancel the dentist appointment on the 21st", english, "I know of no appointment with the dentist on Monday 21 December you told me about, so there is nothing to cancel; I noted nothing. The next one you told me about is on Monday 7 December."],
    ["cancel the dentist appointment at 5pm", english, "I know of no appointment with the dentist at 5 PM you told me about, so there is nothing to cancel; I noted nothing. The next one you told me about is on Monday 7 December."],
    ["desmarca a consulta do dentista do dia 21", portuguese, "Não tenho nenhuma consulta de dentista para segunda-feira, 21 de dezembro, entre o que me contou, por isso não há nada a desmarcar; não anotei nada. A próxima que me contou é segunda-feira, 7 de dezembro."],
  ])("%s, on a day with none, says so", async (said, told, answer) => {
    expect(await reply(said, told)).toBe(answer);
  });
});

describe("a weekday said with its day of the month", () => {
  it.each([
    ["I have a dentist appointment on Tuesday the 8th at 3pm", "I have a dentist appointment (8 December 2026 at 3 PM)"],
    ["I have a doctor's appointment on Friday, 11th", "I have a doctor's appointment (11 December 2026)"],
  ])("%s is that day of the month", (text, content) => {
    expect(extractOffline({ text, sentAt: now, timeZone }).memories[0]?.content).toBe(content);
  });
});

const message = (text: string, sentAt: string, previousText: string | null) => ({
  threadId: null, messageId: null, text, sentAt: new Date(sentAt), timeZone, previousAnswer: null, previousText, previousMessageId: null,
});

/** The memories, current and ended, after the messages said in turn on Thursday 3 December 2026. */
const after = (said: ReadonlyArray<string>) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      let previous: string | null = null;
      for (const [index, text] of said.entries()) {
        yield* learnFromMessage(user, message(text, `2026-12-03T10:0${index}:00Z`, previous));
        previous = text;
      }
      const all = (yield* (yield* MemoryRepository).list(user, { limit: 50, includeArchived: true })).items;
      return { current: all.filter((memory) => memory.validTo === null).map((memory) => memory.content), ended: all.filter((memory) => memory.validTo !== null).map((memory) => memory.content) };
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

describe("learning ends the appointment of the day told", () => {
  const told = ["I have a dentist appointment on Monday 7 December at 3pm", "I have a dentist appointment on Monday 14 December at 10am"];
  const toldPt = ["tenho consulta no dentista na segunda, 7 de dezembro, às 15h", "tenho consulta no dentista a 14 de dezembro às 10h"];

  it.each([
    [told, "cancel the dentist appointment on the 14th", ["I have a dentist appointment (14 December 2026 at 10 AM)"]],
    [told, "cancel next week's dentist appointment", ["I have a dentist appointment (7 December 2026 at 3 PM)"]],
    [toldPt, "desmarca a consulta do dentista de dia 14", ["Tenho consulta no dentista (14 de dezembro de 2026 às 10h)"]],
    [toldPt, "cancela a consulta de segunda que vem", ["Tenho consulta no dentista (7 de dezembro de 2026 às 15h)"]],
  ])("%j, then %s: that one ends", async (appointments, cancel, ended) => {
    expect((await after([...appointments, cancel])).ended).toEqual(ended);
  });

  it.each([
    [told, "cancel the dentist appointment on the 21st"],
    [toldPt, "desmarca a consulta do dentista do dia 21"],
  ])("%j, then %s: none ends", async (appointments, cancel) => {
    const { current, ended } = await after([...appointments, cancel]);
    expect([current.length, ended]).toEqual([2, []]);
  });
});
