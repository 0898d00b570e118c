import { Clock, Embedder, MemoryRepository, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { memoryTools, ToolRegistry } from "../src/index.js";
import { contextFor, testEmbedder } from "./journalFixtures.js";

// Two things told at 23:30 UTC on 31 March 2024 (already 1 April in Lisbon, on summer time), then 30 told on 20 November.
describe("search_memories by the days something was told", () => {
  it("reads every memory told on those days, however many were told since, in the person's time zone", async () => {
    const clock = TestClock.make(new Date("2024-03-31T23:30:00Z"));
    const layer = Layer.mergeAll(SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(Layer.succeed(Clock, clock), TestIdGenerator.layer))), Layer.succeed(Embedder, testEmbedder));
    await Effect.runPromise(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Told", timeZone: "Europe/Lisbon" });
        const repository = yield* MemoryRepository;
        for (const content of ["I adopted a cat called Mia", "I started a new job at the library"]) yield* repository.create(user.id, { content, type: "fact", context: "personal", importance: 5 });
        clock.advance(Date.parse("2024-11-20T10:00:00Z") - Date.parse("2024-03-31T23:30:00Z"));
        for (let index = 0; index < 30; index++) yield* repository.create(user.id, { content: `I like tea number ${index}`, type: "fact", context: "personal", importance: 5 });
        const registry = yield* ToolRegistry;
        const context = contextFor(user.id, "2024-11-29T10:00:00Z", "Europe/Lisbon");
        const call = (args: Record<string, unknown>) => registry.execute({ id: "search", name: "search_memories", arguments: JSON.stringify(args) }, { allowlist: ["search_memories"], context });
        const contents = (outcome: { readonly data?: unknown }) => ((outcome.data as { memories: Array<{ content: string }> }).memories ?? []).map((memory) => memory.content).sort();

        expect(contents(yield* call({ query: "", toldFrom: "2024-04-01", toldTo: "2024-04-30", limit: 20 }))).toEqual(["I adopted a cat called Mia", "I started a new job at the library"]);
        expect(contents(yield* call({ query: "", toldFrom: "2024-04-01", toldTo: "2024-04-01", limit: 20 }))).toHaveLength(2);
        expect(contents(yield* call({ query: "", toldFrom: "2024-03-01", toldTo: "2024-03-31", limit: 20 }))).toEqual([]);
        expect(contents(yield* call({ query: "", toldFrom: "2024-04-02", toldTo: "2024-11-19", limit: 20 }))).toEqual([]);
        expect(contents(yield* call({ query: "", toldFrom: "2024-11-20", limit: 20 }))).toHaveLength(20);
        expect(yield* call({ query: "", toldFrom: "2024-04-01", toldTo: "2024-03-01" })).toMatchObject({ success: false, error: { code: "INVALID_INPUT" } });

        // How many the period holds, beside the 20 newest returned: the answer can say that more exist.
        const total = (outcome: { readonly data?: unknown }) => (outcome.data as { total: number | null }).total;
        expect(total(yield* call({ query: "", toldFrom: "2024-11-20", limit: 20 }))).toBe(30);
        expect(total(yield* call({ query: "", toldFrom: "2024-04-01", toldTo: "2024-04-30", limit: 20 }))).toBe(2);
        expect(total(yield* call({ query: "", toldFrom: "2024-03-01", toldTo: "2024-03-31", limit: 20 }))).toBe(0);
        // Over every memory, when the newest read are all there are, they are counted; when more may be, not.
        expect(total(yield* call({ query: "", limit: 20 }))).toBe(32);
        expect(total(yield* call({ query: "", limit: 8 }))).toBeNull();
        // A topic's matches come best first and are not counted whole.
        expect(total(yield* call({ query: "cat", limit: 8 }))).toBeNull();
      }).pipe(Effect.provide(ToolRegistry.layer(memoryTools)), Effect.provide(layer)),
    );
  });
});
