import type { KnownEntity, UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { extractOffline, learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";

// "I moved to Farfetch", "mudei-me para a Farfetch" were kept as a new home though Farfetch was known as where the person
// works: a move to a workplace is a change of job.

const now = new Date("2026-12-03T10:00:00Z");
const timeZone = "Europe/Lisbon";
const farfetch: KnownEntity = { name: "Farfetch", aliases: [], relationshipToUser: null, gender: null, type: "organization" };
const porto: KnownEntity = { name: "Porto", aliases: [], relationshipToUser: null, gender: null, type: "place" };
const triples = (text: string, known: ReadonlyArray<KnownEntity>) =>
  extractOffline({ text, sentAt: now, timeZone, knownEntities: known }).memories.map((memory) => [memory.triple?.predicate, memory.triple?.object]);

describe("a move to a workplace", () => {
  it.each([
    ["I moved to Farfetch", [farfetch]],
    ["I just moved to Farfetch", [farfetch]],
    ["Mudei-me para a Farfetch", [farfetch]],
    ["Eu me mudei pra Farfetch", [farfetch]],
    ["I work at Farfetch. Last month I moved to Farfetch", []],
  ])("%s is a new job where the workplace is known", (text, known) => {
    expect(triples(text, known).at(-1)).toEqual(["works_at", "Farfetch"]);
  });

  it.each([
    ["I moved to Porto", [farfetch, porto]],
    ["Mudei-me para o Porto", [farfetch, porto]],
    ["I moved to Farfetch", []],
    ["Mudei-me para a Farfetch", []],
  ])("%s stays a move of home when nothing says the place is a workplace", (text, known) => {
    expect(triples(text, known)[0]?.[0]).toEqual("lives_in");
  });

  it("keeps the day the move was told with", () => {
    const memory = extractOffline({ text: "I moved to Farfetch last month", sentAt: now, timeZone, knownEntities: [farfetch] }).memories[0];
    expect(memory?.content).toBe("I moved jobs to Farfetch (November 2026)");
  });

  const { ask } = offlineConversation({ skills: everySkill, now, timeZone });

  it.each([
    ["I moved to Farfetch", "I work at Farfetch", "Noted: You moved jobs to Farfetch."],
    ["Mudei-me para a Farfetch", "Trabalho na Farfetch", "Anotado: Mudou de emprego para a Farfetch."],
    ["I moved to Porto", "I work at Farfetch", "Noted: You moved to Porto."],
  ])("%s, after being told %s, is said back as what it is", async (text, told, answer) => {
    expect((await ask(text, systemWith([storedMemory(told, "fact", "2026-11-01")]))).text).toBe(answer);
  });
});

const message = (text: string, sentAt: Date) => ({ threadId: null, messageId: null, text, sentAt, timeZone, previousAnswer: null, previousText: null, previousMessageId: null });

/** The memories still current after telling each text, one message at a time, on real storage. */
const currentAfter = (told: ReadonlyArray<string>) =>
  runJournal(
    Effect.provideService(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        for (const [index, text] of told.entries()) yield* learnFromMessage(user, message(text, new Date(Date.UTC(2026, 11, 1 + index, 10))));
        return (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content);
      }),
      MemoryExtractor,
      OfflineMemoryExtractor.make(),
    ),
  );

describe("a move to a workplace the person's memories know", () => {
  it.each([
    [["I live in Porto", "I work at Galp", "My sister Ana works at Farfetch", "I moved to Farfetch"], "I live in Porto", "I moved jobs to Farfetch", "I work at Galp"],
    [["Moro no Porto", "Trabalho na Galp", "A minha irmã Ana trabalha na Farfetch", "Mudei-me para a Farfetch"], "Moro no Porto", "Mudei de emprego para a Farfetch", "Trabalho na Galp"],
  ] as const)("%j keeps the home and replaces the job", async (told, home, job, before) => {
    const current = await currentAfter(told);
    expect(current).toContain(home);
    expect(current).toContain(job);
    expect(current).not.toContain(before);
  });
});
