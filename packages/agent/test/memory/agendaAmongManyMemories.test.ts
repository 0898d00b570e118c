import type { NewMemory } from "@lifeos/core";
import { MemoryRepository } from "@lifeos/core";
import { journalTools, memoryTools } from "@lifeos/tools";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineChat } from "../support/offlineChat.js";

// What is ahead, or what happened on a day, told long before the newest memories: a dentist's appointment, a wedding's
// day and a hike told first, then 30 other things (past appointments, facts, events). Every memory of the days asked is
// read, not only the 20 newest, so the ones told first are still listed. Today is Friday 29 November 2024, in Lisbon.

const told = (content: string, type: NewMemory["type"], occurredAt: string | null): NewMemory => ({
  content,
  type,
  context: "personal",
  importance: 5,
  ...(occurredAt === null ? {} : { occurredAt: new Date(occurredAt), occurredPrecision: "day" as const }),
});

const first: ReadonlyArray<NewMemory> = [
  told("Dentist appointment on 3 December 2024", "appointment", "2024-12-03T15:00:00Z"),
  told("My sister's wedding is on 7 December 2024", "fact", "2024-12-07T12:00:00Z"),
  told("I went hiking in Sintra with João", "event", "2024-11-27T12:00:00Z"),
];
// Told after them, each newer than the last: past appointments, undated facts, other days' events.
const later: ReadonlyArray<NewMemory> = Array.from({ length: 30 }, (_, index) =>
  index % 3 === 0
    ? told(`Haircut number ${index}`, "appointment", `2024-10-${String(1 + (index % 28)).padStart(2, "0")}T10:00:00Z`)
    : index % 3 === 1
      ? told(`I like tea number ${index}`, "fact", null)
      : told(`I cooked dinner number ${index}`, "event", `2024-11-${String(1 + (index % 20)).padStart(2, "0")}T20:00:00Z`),
);

let chat: Awaited<ReturnType<typeof offlineChat>>;
beforeAll(async () => {
  chat = await offlineChat([...memoryTools, ...journalTools]);
  await chat.runtime.runPromise(
    Effect.gen(function* () {
      const memories = yield* MemoryRepository;
      for (const memory of [...first, ...later]) yield* memories.create(chat.userId, memory);
    }),
  );
});
afterAll(() => chat.dispose());

describe("the agenda among more memories than the newest 20", () => {
  it.each([
    ["what's on my agenda?", ["- 2024-12-03: Dentist appointment on 3 December 2024", "- 2024-12-07: Your sister's wedding is on 7 December 2024"]],
    ["what do I have next week?", ["- 2024-12-03: Dentist appointment on 3 December 2024", "- 2024-12-07: Your sister's wedding is on 7 December 2024"]],
    ["o que tenho marcado?", ["- 2024-12-03: Dentist appointment on 3 December 2024", "- 2024-12-07:"]],
    ["o que tenho na próxima semana?", ["- 2024-12-03: Dentist appointment on 3 December 2024", "- 2024-12-07:"]],
  ])("%s lists what was told first", async (question, lines) => {
    const answer = await chat.answer(question);
    for (const line of lines) expect(answer).toContain(line);
    expect(answer).not.toContain("Haircut");
  });
});

describe("what was done on a day, told before the newest 20 memories", () => {
  it.each(["what did I do on Wednesday?", "o que fiz na quarta-feira?"])("%s says the hike", async (question) => {
    expect(await chat.answer(question)).toContain("hiking in Sintra with João");
  });
});
