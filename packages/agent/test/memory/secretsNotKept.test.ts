import type { Extraction, MemoryExtractorService, UserId } from "@lifeos/core";
import { emptyExtraction, MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { extractOffline, learnFromMessage, memorySkill, OfflineMemoryExtractor } from "../../src/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { offlineConversation } from "../support/offlineConversation.js";

// A password, PIN or card number is never kept in long-term memory: the reply says so and where it belongs, and the
// extraction job stores none, whichever extractor read the message.

const now = new Date("2025-03-12T15:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: [journalSkill, memorySkill], tools: ["search_journal", "search_memories", "get_person"], now, timeZone });

describe("a secret told in the chat", () => {
  it.each([
    ["the wifi password is banana123", /I don't keep passwords, PINs, card numbers.*password manager/],
    ["remember my card number is 4539 1488 0343 6467", /I don't keep passwords, PINs, card numbers.*password manager/],
    ["o PIN do cartão é 1234", /Não guardo palavras-passe, PINs, números de cartão.*gestor de palavras-passe/],
    ["lembra-te que a senha do meu email é gato2020", /Não guardo palavras-passe.*gestor de palavras-passe/],
  ])("%j is not kept, and the reply says so", async (text, reply) => {
    const { text: answer, calls } = await ask(text);
    expect(calls).toEqual([]);
    expect(answer).toMatch(reply);
    expect(answer).not.toMatch(/Noted|Anotado/);
  });

  it.each([
    ["My sister is called Ana. The alarm code is 4590.", "Noted: Ana is your sister."],
    ["A minha irmã chama-se Ana. O PIN do telemóvel é 0000.", "Anotado: A Ana é a sua irmã."],
  ])("%j keeps the other fact, and says the secret was not kept", async (text, noted) => {
    const { text: answer } = await ask(text);
    expect(answer.startsWith(noted)).toBe(true);
    expect(answer).toMatch(/passwords|palavras-passe/);
  });
});

describe("a secret asked for", () => {
  it.each([
    ["qual é o PIN do cartão?", /^Não guardo palavras-passe, PINs, números de cartão nem outros segredos, por isso não os sei\. O sítio seguro .*gestor de palavras-passe/],
    ["what is my card PIN?", /^I don't keep passwords, PINs, card numbers or other secrets, so I don't know it\. A password manager/],
  ])("%j says none is kept, and invites none", async (text, reply) => {
    const answer = await answerWith(text, (name) => (name === "search_memories" ? { memories: [] } : { results: [] }));
    expect(answer).toMatch(reply);
    expect(answer).not.toMatch(/Tell me|Se me contar/);
  });
});

const message = (text: string) => ({ threadId: null, messageId: null, text, sentAt: now, timeZone, previousAnswer: null, previousText: null, previousMessageId: null });

/** An extractor that answers every message with these memories, as a model might. */
const modelSaying = (contents: ReadonlyArray<string>): MemoryExtractorService => ({
  kind: "model",
  extract: (input) => {
    const base: Extraction = emptyExtraction("en");
    const template = extractOffline({ text: "I live in Lisbon", sentAt: input.sentAt, timeZone: input.timeZone, language: "en" }).memories[0]!;
    return Effect.succeed({ ...base, memories: contents.map((content) => ({ ...template, content, summary: content, triple: null, entities: [] })) });
  },
});

const learnt = (text: string, extractor: MemoryExtractorService = OfflineMemoryExtractor.make()) =>
  runJournal(
    Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      yield* learnFromMessage(user, message(text)).pipe(Effect.provideService(MemoryExtractor, extractor));
      return (yield* (yield* MemoryRepository).list(user, { limit: 10 })).items.map((memory) => memory.content);
    }),
  );

describe("the memory extraction job and a secret", () => {
  it.each([
    ["remember my card number is 4539 1488 0343 6467", []],
    ["lembra-te que a senha do meu email é gato2020", []],
    ["My sister is called Ana. The alarm code is 4590.", ["Ana is my sister"]],
    ["A minha irmã chama-se Ana. O PIN do telemóvel é 0000.", ["Ana é minha irmã"]],
  ])("keeps of %j only %j with the offline rules", async (text, kept) => {
    expect(await learnt(text)).toEqual(kept);
  });

  it("stores none of a model's memories that give one away, and keeps the rest", async () => {
    const model = modelSaying(["The wifi password is banana123", "O PIN do cartão é 1234", "My sister is called Ana"]);
    expect(await learnt("my sister is called Ana; wifi password banana123, PIN do cartão 1234", model)).toEqual(["My sister is called Ana"]);
  });
});
