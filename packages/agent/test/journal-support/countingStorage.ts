import type { ChunkIndexService, EmbedderService, JournalEntryRepositoryService, StorageServices } from "@lifeos/core";
import { ChunkIndex, Embedder, JournalEntryRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import { Context, Effect, Layer } from "effect";
import * as OfflineEmbedder from "../../src/embedders/OfflineEmbedder.js";
import type { PipelineOptions } from "../../src/journal/index.js";
import { JournalPipeline } from "../../src/journal/index.js";
import type { JournalTestServices } from "./journalTestLayer.js";

/** The real services a test may wrap, and how to change some of their methods. */
export interface Originals {
  readonly entries: JournalEntryRepositoryService;
  readonly chunks: ChunkIndexService;
  readonly embedder: EmbedderService;
}

export interface Overrides {
  readonly entries?: (originals: Originals) => Partial<JournalEntryRepositoryService>;
  readonly chunks?: (originals: Originals) => Partial<ChunkIndexService>;
  readonly embedder?: (originals: Originals) => Partial<EmbedderService>;
}

/** Counts every call by `Port.method`, passing it on to the override or the real service. */
const counted = <S extends object>(name: string, service: S, override: Partial<S>, calls: Map<string, number>): S =>
  new Proxy(service, {
    get: (target, property, receiver) => {
      const value = property in override ? Reflect.get(override, property) : Reflect.get(target, property, receiver);
      if (typeof value !== "function" || typeof property === "symbol") return value;
      return (...args: unknown[]) => {
        calls.set(`${name}.${property}`, (calls.get(`${name}.${property}`) ?? 0) + 1);
        return (value as (...parameters: unknown[]) => unknown).apply(property in override ? override : target, args);
      };
    },
  });

/**
 * SQLite storage (a fresh database in memory), the offline embedder and the pipeline, with the journal
 * repository, chunk index and embedder counting their calls in `calls` and
 * optionally changed by `overrides`.
 */
export const countingLayer = (calls: Map<string, number>, overrides: Overrides = {}, options: PipelineOptions = {}): Layer.Layer<JournalTestServices> => {
  const base = Layer.mergeAll(
    SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
    OfflineEmbedder.layer,
  );
  const wrapped = Layer.effectContext(
    Effect.gen(function* () {
      const context = yield* Effect.context<StorageServices | Embedder>();
      const originals: Originals = {
        entries: Context.get(context, JournalEntryRepository),
        chunks: Context.get(context, ChunkIndex),
        embedder: Context.get(context, Embedder),
      };
      return context.pipe(
        Context.add(JournalEntryRepository, counted("entries", originals.entries, overrides.entries?.(originals) ?? {}, calls)),
        Context.add(ChunkIndex, counted("chunks", originals.chunks, overrides.chunks?.(originals) ?? {}, calls)),
        Context.add(Embedder, counted("embedder", originals.embedder, overrides.embedder?.(originals) ?? {}, calls)),
      );
    }),
  ).pipe(Layer.provide(base));
  return Layer.provideMerge(JournalPipeline.layer({ retryBaseDelayMs: 1, ...options }), wrapped) as Layer.Layer<JournalTestServices>;
};

export const runCounting = <A, E>(
  effect: Effect.Effect<A, E, JournalTestServices>,
  calls: Map<string, number>,
  overrides: Overrides = {},
  options: PipelineOptions = {},
): Promise<A> => Effect.runPromise(Effect.scoped(Effect.provide(effect, countingLayer(calls, overrides, options))));
