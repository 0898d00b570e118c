import type { NewMemory } from "@lifeos/core";
import { MemoryRepository } from "@lifeos/core";
import { TestClock } from "@lifeos/core/testing";
import { journalTools, memoryTools, searchConversations } from "@lifeos/tools";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineChat } from "../support/offlineChat.js";

// What was told in a period, with more than 20 things told since: a cat and a new job told in March, a sister's move told
// on Tuesday 19 November, then 30 other things told on 27 November. Every memory told in the period asked is read, not
// only the 20 newest. Today is Friday 29 November 2024, in Lisbon.

const fact = (content: string): NewMemory => ({ content, type: "fact", context: "personal", importance: 5 });

const inMarch = [fact("I adopted a cat called Mia"), fact("I started a new job at the library")];
const lastWeek = [fact("My sister moved to Porto")];
const later = Array.from({ length: 30 }, (_, index) => fact(`I like tea number ${index}`));

const dayMs = 86_400_000;
let chat: Awaited<ReturnType<typeof offlineChat>>;
beforeAll(async () => {
  const clock = TestClock.make(new Date("2024-03-12T10:00:00Z"));
  chat = await offlineChat([...memoryTools, ...journalTools, searchConversations], clock);
  const tell = (memories: ReadonlyArray<NewMemory>) =>
    chat.runtime.runPromise(
      Effect.gen(function* () {
        const repository = yield* MemoryRepository;
        for (const memory of memories) yield* repository.create(chat.userId, memory);
      }),
    );
  await tell(inMarch);
  clock.advance(Date.parse("2024-11-19T10:00:00Z") - Date.parse("2024-03-12T10:00:00Z"));
  await tell(lastWeek);
  clock.advance(8 * dayMs);
  await tell(later);
  clock.advance(2 * dayMs);
});
afterAll(() => chat.dispose());

describe("what was told in a period, before the newest 20 memories", () => {
  it.each([
    ["what did I tell you in March?", "What you told me in March (2024-03-01 to 2024-03-31) that I keep:"],
    ["o que lhe disse em março?", "O que me contou em março (2024-03-01 a 2024-03-31) e guardei:"],
    ["o que te contei em março?", "O que me contou em março (2024-03-01 a 2024-03-31) e guardei:"],
  ])("%s says the period and what was told in it", async (question, heading) => {
    const answer = await chat.answer(question);
    expect(answer).toContain(heading);
    expect(answer).toContain("a cat called Mia");
    expect(answer).toContain("a new job at the library");
    expect(answer).not.toContain("tea number");
    expect(answer).not.toContain("Porto");
  });

  it.each([
    ["what did I tell you last week?", "What you told me last week (2024-11-18 to 2024-11-24) that I keep:"],
    ["o que te contei na semana passada?", "O que me contou na semana passada (2024-11-18 a 2024-11-24) e guardei:"],
    ["o que eu te falei na semana passada?", "O que me contou na semana passada (2024-11-18 a 2024-11-24) e guardei:"],
  ])("%s says the sister's move", async (question, heading) => {
    const answer = await chat.answer(question);
    expect(answer).toContain(heading);
    expect(answer).toMatch(/sister moved to Porto|irmã mudou-se para o Porto/u);
    expect(answer).not.toContain("tea number");
    expect(answer).not.toContain("Mia");
  });

  it.each([
    ["what did I tell you in August?", "I kept nothing you told me in August (2024-08-01 to 2024-08-31)."],
    ["o que lhe disse em agosto?", "Não guardei nada do que me contou em agosto (2024-08-01 a 2024-08-31)."],
  ])("%s says plainly that nothing was told then", async (question, answer) => {
    expect(await chat.answer(question)).toContain(answer);
  });

  it.each([
    ["what have you learned about me this month?", "What you told me this month (2024-11-01 to 2024-11-29) that I keep:"],
    ["o que você aprendeu sobre mim este mês?", "O que me contou este mês (2024-11-01 a 2024-11-29) e guardei:"],
    ["o que aprendeste sobre mim este mês?", "O que me contou este mês (2024-11-01 a 2024-11-29) e guardei:"],
  ])("%s says what was told this month", async (question, heading) => {
    const answer = await chat.answer(question);
    expect(answer).toContain(heading);
    expect(answer).toContain("tea number 29");
    expect(answer).not.toContain("Mia");
  });

  // 31 things told this month, 20 read back: the answer says how many more there are and how to see them.
  it.each([
    ["what have you learned about me this month?", "Showing the 20 newest of the 31 things you told me then; ask about a topic or a shorter period for the others."],
    ["what did I tell you this month?", "Showing the 20 newest of the 31 things you told me then; ask about a topic or a shorter period for the others."],
    ["o que você aprendeu sobre mim este mês?", "Mostro as 20 mais recentes das 31 coisas que me contou nesse período; pergunte por um tema ou por um período mais curto para ver as outras."],
    ["o que te contei este mês?", "Mostro as 20 mais recentes das 31 coisas que me contou nesse período; pergunte por um tema ou por um período mais curto para ver as outras."],
  ])("%s says that more were told than are shown", async (question, more) => {
    const answer = await chat.answer(question);
    expect(answer).toContain(more);
    expect(answer.match(/tea number/gu)).toHaveLength(20);
  });

  it.each(["what did I tell you in March?", "o que lhe disse em março?"])("%s says no more than it shows when it shows all", async (question) => {
    expect(await chat.answer(question)).not.toMatch(/Showing the|Mostro as/u);
  });

});
