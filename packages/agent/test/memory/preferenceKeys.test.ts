import type { NewMemory, UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository, storeMemory } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

// A preference has one key whoever wrote it: a row kept before topics were keyed the same in either language
// ("prefers:reunioes", "prefers:meetings"), a model's own spelling ("prefers:Reuniões"), or the offline rules. A
// preference told now, in either language, replaces it; on real storage, with no migration of the old rows.

const timeZone = "Europe/Lisbon";
const message = (text: string, sentAt: Date) => ({ threadId: null, messageId: null, text, sentAt, timeZone, previousAnswer: null, previousText: null, previousMessageId: null });
const preference = (content: string, predicate: string, object: string): NewMemory => ({
  content,
  summary: content,
  type: "preference",
  context: "work",
  importance: 5,
  triple: { subject: "user", predicate, object },
});

/** Stores `before` as written, then each of `then` (a message learned offline, or a memory as another writer stores it); the current preferences' contents. */
const currentAfter = (before: NewMemory, then: ReadonlyArray<string | NewMemory>) =>
  runJournal(
    Effect.provideService(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        const memories = yield* MemoryRepository;
        yield* memories.create(user, before);
        for (const [at, told] of then.entries()) {
          const sentAt = new Date(`2030-05-1${at + 1}T10:00:00Z`);
          if (typeof told === "string") yield* learnFromMessage(user, message(told, sentAt));
          else yield* storeMemory(user, told, { now: sentAt, timeZone });
        }
        return (yield* memories.list(user, { limit: 20 })).items.filter((memory) => memory.validTo === null).map((memory) => memory.content).sort();
      }),
      MemoryExtractor,
      OfflineMemoryExtractor.make(),
    ),
  );

describe("a preference kept under an older key", () => {
  it.each([
    ["Portuguese word, told in English", preference("Prefiro reuniões de manhã", "prefers:reunioes", "morning"), "I prefer meetings in the afternoon"],
    ["English plural, told in Portuguese", preference("I prefer meetings in the morning", "prefers:meetings", "morning"), "Prefiro reuniões à tarde"],
    ["a favourite with its accents, told in English", preference("A minha comida preferida é sushi", "prefers:comida", "sushi"), "My favourite food is bacalhau"],
    ["an English favourite, told in Portuguese", preference("My favourite colour is green", "prefers:colour", "green"), "A minha cor preferida é azul"],
  ])("%s: the one told now is the only current one", async (_name, before, told) => {
    expect(await currentAfter(before, [told])).toEqual([told]);
  });
});

describe("a preference a model or a tool writes", () => {
  it("a model's own spelling of the topic replaces the one learned offline, and the other way round", async () => {
    expect(await currentAfter(preference("Prefiro reuniões de manhã", "prefers:meeting", "morning"), [preference("User prefers meetings in the afternoon", "prefers:Reuniões", "afternoon")])).toEqual([
      "User prefers meetings in the afternoon",
    ]);
    expect(await currentAfter(preference("User prefers meetings in the afternoon", "prefers:Meetings", "afternoon"), ["Prefiro reuniões de manhã"])).toEqual(["Prefiro reuniões de manhã"]);
  });

  it("kept in words alone first (the remember tool), it replaces the old preference once its statement arrives", async () => {
    const words: NewMemory = { content: "I prefer meetings in the afternoon", summary: "I prefer meetings in the afternoon", type: "preference", context: "work", importance: 6 };
    expect(await currentAfter(preference("Prefiro reuniões de manhã", "prefers:reunioes", "morning"), [words, "I prefer meetings in the afternoon"])).toEqual(["I prefer meetings in the afternoon"]);
  });
});

describe("a choice between two things, told again the other way", () => {
  const told = (text: string) => preference(text, "prefers", "x");
  it.each([
    ["I prefer tea over coffee", "Prefiro café a chá"],
    ["Prefiro chá do que café", "I prefer coffee to tea"],
  ])("%s, then %s: only the last is current", async (first, last) => {
    expect(await currentAfter(told("My favourite band is Radiohead"), [first, last])).toEqual(["My favourite band is Radiohead", last].sort());
  });

  it("a choice between other things stays", async () => {
    expect(await currentAfter(told("My favourite band is Radiohead"), ["I prefer tea over coffee", "I prefer trains to planes"])).toEqual(
      ["I prefer tea over coffee", "I prefer trains to planes", "My favourite band is Radiohead"],
    );
  });
});
