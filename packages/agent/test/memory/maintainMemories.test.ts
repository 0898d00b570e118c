import type { UserId } from "@lifeos/core";
import { ChunkIndex, MemoryRepository, MemorySettingsRepository, MemorySummaryRepository, storeMemory } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { maintainMemories } from "../../src/memory/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

const dayMs = 86_400_000;

describe("maintainMemories", () => {
  it("deletes what retention has passed (rows and chunks), folds old minor memories into a weekly summary, keeps the important, and repeats safely", async () => {
    await runJournal(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        yield* (yield* MemorySettingsRepository).update(user, { retention: { work: 30 }, importanceFloor: 8 });
        const at = { now: new Date("2025-01-06T10:00:00Z"), timeZone: "UTC" };
        const standup = yield* storeMemory(user, { content: "The standup moved to 10am", type: "fact", context: "work", importance: 5 }, at);
        const promotion = yield* storeMemory(user, { content: "I was promoted to team lead", type: "event", context: "work", importance: 9 }, at);
        const bike = yield* storeMemory(user, { content: "I bought a blue bike", type: "event", context: "personal", importance: 4 }, at);
        const daughter = yield* storeMemory(user, { content: "Susana is my daughter", type: "relationship", context: "family", importance: 9 }, at);
        const later = new Date(bike.memory.createdAt.getTime() + 400 * dayMs);

        const report = yield* maintainMemories(user, later);
        expect(report).toEqual({ deleted: 1, compressed: 1, summaries: 1 });
        const memories = yield* MemoryRepository;
        expect(yield* memories.get(user, standup.memory.id).pipe(Effect.flip)).toMatchObject({ _tag: "NotFound" });
        expect(yield* (yield* ChunkIndex).listBySource(user, "memory", standup.memory.id)).toEqual([]);
        expect((yield* memories.get(user, bike.memory.id)).archived).toBe(true);
        expect((yield* memories.get(user, promotion.memory.id)).archived).toBe(false);
        expect((yield* memories.get(user, daughter.memory.id)).archived).toBe(false);
        const summaries = yield* (yield* MemorySummaryRepository).list(user);
        expect(summaries).toHaveLength(1);
        expect(summaries[0]).toMatchObject({ context: "personal", memoryIds: [bike.memory.id] });
        expect(summaries[0]!.content).toContain("I bought a blue bike");

        expect(yield* maintainMemories(user, later)).toEqual({ deleted: 0, compressed: 0, summaries: 0 });
        expect(yield* (yield* MemorySummaryRepository).list(user)).toHaveLength(1);
      }),
    );
  });
});
