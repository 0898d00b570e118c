import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import type { EmbedderService } from "@lifeos/core";
import { ChunkIndex, Embedder, MemoryRepository, storeMemory, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "../../src/testing/index.js";

/** An embedder of `model`: every text the same unit vector (the model, not the vector, matters here). */
const embedderOf = (model: string): EmbedderService => ({
  info: { model, dimensions: 3, offline: true },
  embed: (texts) => Effect.succeed(texts.map(() => [1, 0, 0])),
});

describe("memory index across embedding models", () => {
  it("re-embeds every memory with the current model when the index holds another model's vectors", async () => {
    const storage = SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer)));
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Ana", timeZone: "UTC" });
        const options = { now: new Date("2025-01-10T10:00:00Z"), timeZone: "UTC" };
        const withModel = (model: string) => Effect.provideService(Embedder, embedderOf(model));
        yield* storeMemory(user.id, { type: "fact", context: "personal", importance: 5, content: "Ana's dog is called Biscuit." }, options).pipe(withModel("model-one"));
        yield* storeMemory(user.id, { type: "fact", context: "work", importance: 5, content: "Ana works at Northwind." }, options).pipe(withModel("model-one"));
        const before = yield* (yield* ChunkIndex).stats(user.id, "memory");
        yield* storeMemory(user.id, { type: "preference", context: "personal", importance: 5, content: "Ana likes green tea." }, options).pipe(withModel("model-two"));
        const after = yield* (yield* ChunkIndex).stats(user.id, "memory");
        const stored = yield* (yield* MemoryRepository).list(user.id, {});
        return { before, after, stored: stored.items.length };
      }).pipe(Effect.provide(storage)),
    );
    expect(result.before).toEqual({ count: 2, embeddingModel: "model-one" });
    expect(result.stored).toBe(3);
    expect(result.after).toEqual({ count: 3, embeddingModel: "model-two" });
  });
});
