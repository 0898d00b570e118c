import type { UserId } from "@lifeos/core";
import { EntityRepository, MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, memorySkill, OfflineMemoryExtractor } from "../../src/index.js";
import { memoryCommand } from "../../src/memory/extraction/memoryCommand.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { offlineConversation } from "../support/offlineConversation.js";

// "Forget where I live" finds "I live in Lisbon" as the recall would answer "where do I live?", in either language,
// says back which facts go, and deletes them on real storage; a fact of someone else, or of something else, stays.

const now = new Date("2024-05-10T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone });
const kept = (...contents: ReadonlyArray<string>) => ({ search_memories: { memories: contents.map((content) => ({ content, date: "2024-05-01", dated: false, type: "fact", current: true })) } });

describe("forgetting what a request means, before anything is deleted", () => {
  it.each([
    ["forget my address", ["I live in Lisbon"], "All right, I'll forget what you told me about your address. That is: “I live in Lisbon”."],
    ["forget where I live", ["My address is Rua Augusta 12", "I prefer tea to coffee"], /^All right, I'll forget .*That is: “My address is Rua Augusta 12”\.$/],
    ["esquece onde moro", ["My address is Rua Augusta 12"], /^Está bem, vou esquecer .*Ou seja: «My address is Rua Augusta 12»\.$/],
    ["esquece o meu emprego", ["Sou enfermeira"], /^Está bem, vou esquecer .*Ou seja: «Sou enfermeira»\.$/],
    ["forget my work", ["I'm a nurse", "I prefer tea to coffee"], /^All right, I'll forget .*That is: “I'm a nurse”\.$/],
    ["esquece o meu trabalho", ["Sou enfermeira num hospital", "Moro em Lisboa"], /^Está bem, vou esquecer .*Ou seja: «Sou enfermeira num hospital»\.$/],
    ["esquece o meu trabalho", ["I'm a teacher"], /^Está bem, vou esquecer .*Ou seja: «I'm a teacher»\.$/],
    ["forget my home", ["I moved to Porto last year"], /^All right, I'll forget .*That is: “I moved to Porto last year”\.$/],
  ] as const)("%s finds %j", async (text, contents, reply) => {
    expect(await answerWith(text, kept(...contents))).toMatch(reply);
  });

  it.each([
    ["forget my address", ["Ana lives in Porto", "I prefer tea to coffee"], "I have nothing remembered that matches “my address”, so there is nothing to forget."],
    ["esquece a minha morada", ["O Rui mora no Porto"], "Não tenho nada guardado que corresponda a «minha morada», por isso não há nada a esquecer."],
    ["forget my job", ["I live in Lisbon"], "I have nothing remembered that matches “my job”, so there is nothing to forget."],
    ["esquece a minha chefe", ["I work at Siemens"], "Não tenho nada guardado que corresponda a «minha chefe», por isso não há nada a esquecer."],
    ["forget my boss", ["I'm a nurse"], "I have nothing remembered that matches “my boss”, so there is nothing to forget."],
    ["esquece o meu trabalho", ["O Rui trabalha na Google"], "Não tenho nada guardado que corresponda a «meu trabalho», por isso não há nada a esquecer."],
    ["forget where I live", ["My sister Ana lives in Porto"], "I have nothing remembered that matches “where I live”, so there is nothing to forget."],
  ] as const)("%s does not take %j, someone else's or about something else", async (text, contents, reply) => {
    expect(await answerWith(text, kept(...contents))).toBe(reply);
  });
});

const message = (text: string) => ({ threadId: null, messageId: null, text, sentAt: now, timeZone, previousAnswer: null, previousText: null, previousMessageId: null });

/** What is left after telling `told` one message at a time, then asking to forget with `request`. */
const leftAfter = (told: ReadonlyArray<string>, request: string) =>
  runJournal(
    Effect.provideService(Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      for (const text of told) yield* learnFromMessage(user, message(text));
      const learned = yield* learnFromMessage(user, message(request));
      return { forgotten: learned.forgotten.length, left: (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items.map((memory) => memory.content).sort() };
    }), MemoryExtractor, OfflineMemoryExtractor.make()),
  );

describe("the memory extraction job deleting what a request means", () => {
  it.each([
    ["forget my address", "I live in Lisbon"],
    ["forget where I live", "I live in Lisbon"],
    ["esquece onde moro", "I live in Lisbon"],
    ["esquece a minha morada", "I live in Lisbon"],
  ])("%s deletes %j and keeps the other facts", async (request, home) => {
    expect(memoryCommand(request).kind).toBe("forget");
    const { forgotten, left } = await leftAfter([home, "My sister Ana lives in Porto", "I prefer tea to coffee"], request);
    expect(forgotten).toBe(1);
    expect(left).not.toContain(home);
    expect(left).toContain("I prefer tea to coffee");
    expect(left.some((content) => content.includes("Porto"))).toBe(true);
  });
});

describe("forgetting one's work by what it means", () => {
  it.each([
    ["forget my work", "I'm a nurse"],
    ["esquece o meu trabalho", "Sou enfermeira"],
    ["forget my job", "Sou enfermeira"],
  ])("%s deletes %j, and someone else's work stays", async (request, job) => {
    expect(memoryCommand(request).kind).toBe("forget");
    const { forgotten, left } = await leftAfter([job, "O Rui trabalha na Google", "I prefer tea to coffee"], request);
    expect(forgotten).toBe(1);
    expect(left).not.toContain(job);
    expect(left).toContain("I prefer tea to coffee");
    expect(left.some((content) => content.includes("Google"))).toBe(true);
  });
});

describe("forgetting one value of an attribute, not the others", () => {
  it.each([
    ["forget that I'm allergic to peanuts", "I'm allergic to peanuts", "Sou alérgica a camarão", "camarão"],
    ["esquece que sou alérgica a camarão", "Sou alérgica a camarão", "I'm allergic to peanuts", "peanuts"],
    ["esquece que moro em Lisboa", "Moro em Lisboa", "I moved to Porto last year", "Porto"],
    ["forget that I have a dog", "I have a dog called Bolt", "Tenho um gato", "gato"],
  ])("%s deletes %j and keeps %j", async (request, gone, stays, word) => {
    const { forgotten, left } = await leftAfter([gone, stays, "I prefer tea to coffee"], request);
    expect(forgotten).toBe(1);
    expect(left).toHaveLength(2);
    expect(left.some((content) => content.includes(word))).toBe(true);
  });

  it.each(["forget my allergies", "esquece as minhas alergias"])("%s still deletes every allergy", async (request) => {
    const { forgotten, left } = await leftAfter(["I'm allergic to peanuts", "Sou alérgica a camarão", "I prefer tea to coffee"], request);
    expect(forgotten).toBe(2);
    expect(left).toEqual(["I prefer tea to coffee"]);
  });
});

/** The names of those known after telling `told` one message at a time, then asking to forget with `request`. */
const knownAfter = (told: ReadonlyArray<string>, request: string) =>
  runJournal(
    Effect.provideService(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        for (const text of told) yield* learnFromMessage(user, message(text));
        yield* learnFromMessage(user, message(request));
        return (yield* (yield* EntityRepository).list(user, 50)).map((entity) => entity.name).sort();
      }),
      MemoryExtractor,
      OfflineMemoryExtractor.make(),
    ),
  );

describe("forgetting whoever only the forgotten made known", () => {
  it.each([
    ["forget that I have a cat", ["I have a cat called Mia", "I have a dog called Rex"], "Mia", "Rex"],
    ["esquece que tenho um gato", ["Tenho um gato chamado Mia", "Tenho um cão chamado Rex"], "Mia", "Rex"],
  ])("%s forgets %j's cat and keeps the dog", async (request, told, gone, stays) => {
    const known = await knownAfter(told, request);
    expect(known).not.toContain(gone);
    expect(known).toContain(stays);
  });

  it("keeps someone another memory still names", async () => {
    expect(await knownAfter(["I have a cat called Mia", "Mia's birthday is on 3 March"], "forget that I have a cat")).toContain("Mia");
  });
});
