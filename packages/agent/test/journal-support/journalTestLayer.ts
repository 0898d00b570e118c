import type { Clock, Embedder, JournalSummarizer, LanguageModelService, StorageServices } from "@lifeos/core";
import { LanguageModel, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import { Effect, Layer } from "effect";
import * as OfflineEmbedder from "../../src/embedders/OfflineEmbedder.js";
import type { PipelineOptions } from "../../src/journal/index.js";
import { JournalPipeline } from "../../src/journal/index.js";

export type JournalTestServices = StorageServices | Clock | Embedder | JournalPipeline | JournalSummarizer;

/** SQLite storage (a fresh database in memory) on a test clock, the offline embedder and the pipeline; a model only when one is given. */
export const journalTestLayer = (
  options: PipelineOptions & { readonly model?: LanguageModelService } = {},
): Layer.Layer<JournalTestServices> => {
  const storage = SqliteTestStorage.layer.pipe(Layer.provideMerge(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer)));
  const base = Layer.mergeAll(
    storage,
    OfflineEmbedder.layer,
    ...(options.model === undefined ? [] : [Layer.succeed(LanguageModel, options.model)]),
  );
  return Layer.provideMerge(JournalPipeline.layer({ retryBaseDelayMs: 1, modelRequestsPerMinute: 60_000, ...options }), base);
};

export const runJournal = <A, E>(
  effect: Effect.Effect<A, E, JournalTestServices>,
  options: PipelineOptions & { readonly model?: LanguageModelService } = {},
): Promise<A> => Effect.runPromise(Effect.scoped(Effect.provide(effect, journalTestLayer(options))));

export const makeUser = Effect.gen(function* () {
  return yield* (yield* UserRepository).create({ name: "Writer", timeZone: "Europe/Lisbon" });
});
