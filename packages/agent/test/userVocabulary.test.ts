import type { UserId } from "@lifeos/core";
import { EntityRepository, JournalEntryRepository, localDate, UserRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Effect, Layer, ManagedRuntime, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { ChatService, JournalVocabulary } from "../src/index.js";
import { makeUser, runJournal } from "./journal-support/journalTestLayer.js";
import { environment } from "./support/environment.js";

const write = (userId: UserId, date: string, content: string) =>
  JournalEntryRepository.use((entries) => entries.create(userId, { date: localDate(date), title: null, content, contentHash: `${date}-${content.length}` }));

describe("JournalVocabulary", () => {
  it("holds the journal's words and the names remembered, and is built again only when the journal or the names change", async () => {
    const seen = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        yield* write(user.id, "2024-03-02", "Fomos fazer caminhadas na Serra com o Afonso.");
        yield* write(user.id, "2024-03-09", "Went hiking above Sintra with Diogo.");
        yield* EntityRepository.use((entities) => entities.create(user.id, { name: "Beatriz Lopes", type: "person" }));
        const vocabulary = yield* JournalVocabulary.make();
        const first = yield* vocabulary.words(user.id);
        const again = yield* vocabulary.words(user.id);
        yield* write(user.id, "2024-03-16", "Pottery class with Inês.");
        const grown = yield* vocabulary.words(user.id);
        const stranger = yield* (yield* UserRepository).create({ name: "Other", timeZone: "UTC" });
        return { first, again, grown, other: yield* vocabulary.words(stranger.id) };
      }),
    );
    expect([...seen.first]).toEqual(expect.arrayContaining(["caminhadas", "afonso", "hiking", "sintra", "diogo", "beatriz", "lopes"]));
    // Words of two letters ("na", "o") are no names.
    expect(seen.first.has("na")).toBe(false);
    // Unchanged data: the same set, not built again.
    expect(seen.again).toBe(seen.first);
    expect(seen.grown).not.toBe(seen.first);
    expect([...seen.grown]).toEqual(expect.arrayContaining(["pottery", "ines", "afonso"]));
    // Another user's journal is not theirs.
    expect(seen.other.size).toBe(0);
  });
});

describe("the chat hands the model the user's words", () => {
  const turnWith = async (model: ScriptedLanguageModel.ScriptedLanguageModel) => {
    const env = environment(ScriptedLanguageModel.layer(model));
    const runtime = ManagedRuntime.make(Layer.provideMerge(ChatService.layerWith({ persistence: { batchWindowMs: 20 } }), Layer.provideMerge(JournalVocabulary.layer(), env)));
    try {
      await runtime.runPromise(
        Effect.gen(function* () {
          const user = yield* (yield* UserRepository).create({ name: "Rui", timeZone: "Europe/Lisbon" });
          yield* write(user.id, "2024-03-02", "Dinner with Afonso in Lisbon.");
          const chat = yield* ChatService.use((service) => service.stream({ userId: user.id, content: "when did I last see afonso?" }));
          yield* Stream.runDrain(chat.events);
        }),
      );
    } finally {
      await runtime.dispose();
    }
  };

  it("with each request of the turn, when a vocabulary is provided", async () => {
    // The offline model reads them; a remote model is not sent them, so they are not read for it.
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn("ok")], { offline: true });
    await turnWith(model);
    const request = model.requests.find((request) => request.vocabulary !== undefined);
    expect(request?.vocabulary?.has("afonso")).toBe(true);
    // And the journal's first and last dates, for a month named without a year.
    expect(request?.journalSpan).toEqual({ first: "2024-03-02", last: "2024-03-02" });
  });

  it("not to a remote model, which is never sent them", async () => {
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn("ok")], { offline: false });
    await turnWith(model);
    expect(model.requests.length).toBeGreaterThan(0);
    expect(model.requests.every((request) => request.vocabulary === undefined && request.journalSpan === undefined)).toBe(true);
  });
});
