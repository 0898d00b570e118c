import type { UserId } from "@lifeos/core";
import { EntityRepository, JournalEntryRepository, localDate, PortfolioRepository, UserRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Effect, Layer, ManagedRuntime, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { ChatService, JournalVocabulary } from "../src/index.js";
import { makeUser, runJournal } from "./journal-support/journalTestLayer.js";
import { environment } from "./support/environment.js";

const write = (userId: UserId, date: string, content: string) =>
  JournalEntryRepository.use((entries) => entries.create(userId, { date: localDate(date), title: null, content, contentHash: `${date}-${content.length}` }));

/** The vocabulary over the journal, with its reads of the journal's stats counted. */
const counted = Effect.gen(function* () {
  const entries = yield* JournalEntryRepository;
  const reads = { stats: 0 };
  const vocabulary = yield* JournalVocabulary.make().pipe(
    Effect.provideService(JournalEntryRepository, { ...entries, stats: (userId) => Effect.suspend(() => ((reads.stats += 1), entries.stats(userId))) }),
  );
  return { vocabulary, reads };
});

describe("JournalVocabulary", () => {
  it("holds the journal's words and the names remembered, and is built again only when the journal or the names change", async () => {
    const seen = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        yield* write(user.id, "2024-03-02", "Fomos fazer caminhadas na Serra com o Afonso.");
        yield* write(user.id, "2024-03-09", "Went hiking above Sintra with Diogo.");
        yield* EntityRepository.use((entities) => entities.create(user.id, { name: "Beatriz Lopes", type: "person" }));
        const { vocabulary, reads } = yield* counted;
        const first = yield* vocabulary.read(user.id);
        const statsRead = reads.stats;
        const again = yield* vocabulary.read(user.id);
        yield* write(user.id, "2024-03-16", "Pottery class with Inês.");
        const grown = yield* vocabulary.read(user.id);
        const stranger = yield* (yield* UserRepository).create({ name: "Other", timeZone: "UTC" });
        return { first, statsRead, again, grown, other: yield* vocabulary.read(stranger.id) };
      }),
    );
    expect([...seen.first.words]).toEqual(expect.arrayContaining(["caminhadas", "afonso", "hiking", "sintra", "diogo", "beatriz", "lopes"]));
    // One read of the journal's stats gives both the words' key and the journal's span.
    expect(seen.statsRead).toBe(1);
    expect(seen.first.journalSpan).toEqual({ first: "2024-03-02", last: "2024-03-09" });
    // Words of two letters ("na", "o") are no names.
    expect(seen.first.words.has("na")).toBe(false);
    // Unchanged data: the same set, not built again.
    expect(seen.again.words).toBe(seen.first.words);
    expect(seen.grown.words).not.toBe(seen.first.words);
    expect([...seen.grown.words]).toEqual(expect.arrayContaining(["pottery", "ines", "afonso"]));
    expect(seen.grown.journalSpan).toEqual({ first: "2024-03-02", last: "2024-03-16" });
    // Another user's journal is not theirs.
    expect(seen.other.words.size).toBe(0);
    expect(seen.other.journalSpan).toBeNull();
  });

  it("knows as names the words the journal writes capitalised inside a sentence and the people remembered, never a word also written in lower case", async () => {
    const seen = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        yield* write(user.id, "2024-03-02", "Lunch with Ana at Cafe Aurora. Bought a rose for Mum.\nRose garden walk.");
        yield* write(user.id, "2024-03-09", "Jantei com a Marta e o Tom. Went for a walk; Honestly a good day. OK then, a Rose for Ana.");
        yield* EntityRepository.use((entities) => entities.create(user.id, { name: "Beatriz Lopes", type: "person" }));
        yield* EntityRepository.use((entities) => entities.create(user.id, { name: "Pottery", type: "thing" }));
        const { vocabulary } = yield* counted;
        const first = yield* vocabulary.read(user.id);
        return { first, again: yield* vocabulary.read(user.id) };
      }),
    );
    expect([...seen.first.names].sort()).toEqual(["ana", "aurora", "beatriz", "cafe", "lopes", "marta", "mum", "tom"]);
    // "rose" is also written in lower case; "Honestly" and "OK" open a sentence or are typed in capitals; "com", "a" ask nothing.
    expect(seen.again.names).toBe(seen.first.names);
  });

  it("holds the portfolio's assets, the same while they are unchanged and read again when one is added", async () => {
    const seen = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        yield* write(user.id, "2024-03-02", "Dinner with Afonso.");
        const portfolio = yield* PortfolioRepository;
        const { vocabulary } = yield* counted;
        const none = yield* vocabulary.read(user.id);
        yield* portfolio.upsertAssets(user.id, [{ symbol: "IWDA", name: "iShares Core MSCI World", currency: "EUR" }]);
        const first = yield* vocabulary.read(user.id);
        const again = yield* vocabulary.read(user.id);
        yield* portfolio.upsertAssets(user.id, [{ symbol: "BTC", name: "Bitcoin", currency: "EUR" }]);
        return { none, first, again, grown: yield* vocabulary.read(user.id) };
      }),
    );
    // No portfolio: none known (not "not known").
    expect(seen.none.assets).toEqual([]);
    expect(seen.first.assets).toEqual([{ symbol: "IWDA", name: "iShares Core MSCI World" }]);
    // An asset's name is a word of theirs, not a typo.
    expect(seen.first.words.has("ishares")).toBe(true);
    expect(seen.first.words.has("afonso")).toBe(true);
    expect(seen.again.assets).toBe(seen.first.assets);
    expect(seen.again.words).toBe(seen.first.words);
    expect(seen.grown.assets?.map((asset) => asset.symbol)).toEqual(["BTC", "IWDA"]);
    expect(seen.grown.words.has("bitcoin")).toBe(true);
  });

  it("holds the names of the portfolio's accounts, read again when one is added", async () => {
    const seen = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        yield* write(user.id, "2024-03-02", "Dinner with Afonso.");
        const portfolio = yield* PortfolioRepository;
        const { vocabulary } = yield* counted;
        const none = yield* vocabulary.read(user.id);
        yield* portfolio.createAccount(user.id, { name: "PPR Invest", type: "RETIREMENT", currency: "EUR" });
        const first = yield* vocabulary.read(user.id);
        yield* portfolio.createAccount(user.id, { name: "Degiro", type: "SECURITIES", currency: "EUR" });
        return { none, first, grown: yield* vocabulary.read(user.id) };
      }),
    );
    expect(seen.none.accounts).toEqual([]);
    expect(seen.first.accounts).toEqual(["PPR Invest"]);
    // An account's name is a word of theirs, not a typo.
    expect(seen.grown.words.has("degiro")).toBe(true);
    expect([...(seen.grown.accounts ?? [])].sort()).toEqual(["Degiro", "PPR Invest"]);
  });
});

describe("the chat hands the model the user's words", () => {
  const statsReads = { count: 0 };
  // The journal as the vocabulary sees it, its stats reads counted.
  const countedEntries = Layer.effect(
    JournalEntryRepository,
    Effect.gen(function* () {
      const entries = yield* JournalEntryRepository;
      return { ...entries, stats: (userId: UserId) => Effect.suspend(() => ((statsReads.count += 1), entries.stats(userId))) };
    }),
  );
  const turnWith = async (model: ScriptedLanguageModel.ScriptedLanguageModel) => {
    const env = environment(ScriptedLanguageModel.layer(model));
    statsReads.count = 0;
    const runtime = ManagedRuntime.make(Layer.provideMerge(ChatService.layerWith({ persistence: { batchWindowMs: 20 } }), Layer.provideMerge(JournalVocabulary.layer().pipe(Layer.provide(countedEntries)), env)));
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
    // And the names among them, so that "afonso" typed in lower case is read as the name.
    expect([...(request?.names ?? [])].sort()).toEqual(["afonso", "lisbon"]);
    // And the journal's first and last dates, for a month named without a year.
    expect(request?.journalSpan).toEqual({ first: "2024-03-02", last: "2024-03-02" });
    // Both from one read of the journal's stats per turn.
    expect(statsReads.count).toBe(1);
    // And the portfolio's assets and accounts: none recorded.
    expect(request?.assets).toEqual([]);
    expect(request?.accounts).toEqual([]);
  });

  it("not to a remote model, which is never sent them", async () => {
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn("ok")], { offline: false });
    await turnWith(model);
    expect(model.requests.length).toBeGreaterThan(0);
    expect(model.requests.every((request) => request.vocabulary === undefined && request.names === undefined && request.journalSpan === undefined && request.assets === undefined && request.accounts === undefined)).toBe(true);
  });
});
