import { createHash } from "node:crypto";
import type { EmbedderService, EntryAnalytics, JournalEntry, StorageServices, UserId } from "@lifeos/core";
import {
  ChunkIndex,
  chunkText,
  Embedder,
  EntryAnalyticsRepository,
  JournalEntryRepository,
  localDate,
  normalize,
  UserRepository,
} from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import { Effect, Layer } from "effect";
import type { ToolContext } from "../src/index.js";

/** A bag-of-words embedder for tests: hashed, accent-folded word stems (no network, no model). */
export const testEmbedder: EmbedderService = {
  info: { model: "test-bag-of-words", dimensions: 256, offline: true },
  embed: (texts) =>
    Effect.sync(() =>
      texts.map((text) => {
        const vector = new Array<number>(256).fill(0);
        for (const word of text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
          const slot = createHash("md5").update(word.slice(0, 5)).digest().readUInt32LE(0) % 256;
          vector[slot] = (vector[slot] ?? 0) + 1;
        }
        return normalize(vector);
      }),
    ),
};

export type TestServices = StorageServices | Embedder;

export const testLayer: Layer.Layer<TestServices> = Layer.mergeAll(
  SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
  Layer.succeed(Embedder, testEmbedder),
);

export const run = <A, E>(effect: Effect.Effect<A, E, TestServices>): Promise<A> =>
  Effect.runPromise(Effect.provide(effect, testLayer));

export const contextFor = (userId: UserId, now = "2024-06-30T12:00:00Z", timeZone = "UTC"): ToolContext => ({
  userId,
  threadId: null,
  timeZone,
  now: new Date(now),
});

export interface FixtureEntry {
  readonly date: string;
  readonly content: string;
  readonly title?: string;
  readonly happiness?: number;
  readonly stress?: number;
  readonly energy?: number;
  readonly events?: ReadonlyArray<string>;
}

/** Creates a user and saves entries with chunks, embeddings and (when given) analytics. */
export const seedJournal = (entries: ReadonlyArray<FixtureEntry>) =>
  Effect.gen(function* () {
    const user = yield* (yield* UserRepository).create({ name: "Tester", timeZone: "UTC" });
    const repository = yield* JournalEntryRepository;
    const index = yield* ChunkIndex;
    const analytics = yield* EntryAnalyticsRepository;
    const saved: JournalEntry[] = [];
    for (const fixture of entries) {
      const entry = yield* repository.create(user.id, {
        date: localDate(fixture.date),
        title: fixture.title ?? null,
        content: fixture.content,
        contentHash: createHash("sha256").update(fixture.content).digest("hex"),
      });
      const pieces = chunkText(fixture.content, { targetTokens: 350, maxTokens: 512 });
      const vectors = yield* testEmbedder.embed(pieces.map((piece) => piece.text));
      yield* index.replace(
        user.id,
        "journal",
        entry.id,
        pieces.map((piece, ordinal) => ({
          ordinal,
          text: piece.text,
          startOffset: piece.start,
          endOffset: piece.end,
          date: entry.date,
          tokenCount: piece.tokenCount,
          embedding: { model: testEmbedder.info.model, vector: vectors[ordinal]! },
        })),
      );
      if (fixture.happiness !== undefined) {
        const reading: EntryAnalytics = {
          entryId: entry.id,
          userId: user.id,
          date: entry.date,
          emotions: { joy: 0.5, sadness: 0.1, anxiety: 0.1, anger: 0, gratitude: 0.2, calm: 0.3 },
          happiness: fixture.happiness,
          valence: (fixture.happiness - 50) / 50,
          arousal: 0.5,
          stress: fixture.stress ?? 100 - fixture.happiness,
          energy: fixture.energy ?? 50,
          events: [...(fixture.events ?? [])],
          confidence: 0.8,
          method: "lexicon",
          model: null,
          analyzedAt: new Date("2024-07-01T00:00:00Z"),
        };
        yield* analytics.upsert(user.id, reading);
      }
      saved.push(entry);
    }
    return { userId: user.id, entries: saved };
  });
