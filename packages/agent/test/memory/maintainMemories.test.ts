import type { UserId } from "@lifeos/core";
import { ChunkIndex, MemoryRepository, MemorySettingsRepository, MemorySummaryRepository, retrieveMemories, storeMemory } from "@lifeos/core";
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

  it("indexes each weekly summary for the same search of words and meaning, so a paraphrased question finds what was compressed", async () => {
    await runJournal(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        const at = { now: new Date("2025-01-06T10:00:00Z"), timeZone: "UTC" };
        const bike = yield* storeMemory(user, { content: "I bought a blue bike", type: "event", context: "personal", importance: 4 }, at);
        yield* storeMemory(user, { content: "The plumber fixed the kitchen sink", type: "event", context: "personal", importance: 3 }, at);
        const later = new Date(bike.memory.createdAt.getTime() + 60 * dayMs);
        expect(yield* maintainMemories(user, later)).toMatchObject({ compressed: 2, summaries: 1 });
        const [summary] = yield* (yield* MemorySummaryRepository).list(user);
        // One piece per memory's line, each embedded, dated by the week.
        const chunks = yield* (yield* ChunkIndex).listBySource(user, "memorySummary", summary!.id);
        expect(chunks.map((chunk) => chunk.text)).toEqual(["I bought a blue bike", "The plumber fixed the kitchen sink"]);
        for (const chunk of chunks) {
          expect(summary!.content.slice(chunk.startOffset, chunk.endOffset)).toBe(chunk.text);
          expect(chunk).toMatchObject({ date: summary!.periodStart.toISOString().slice(0, 10) });
          expect(chunk.embedding?.vector.length).toBeGreaterThan(0);
        }

        // Not one word of the question is in the summary: only its meaning can find it.
        const question = "when did I get a new bicycle?";
        const found = yield* retrieveMemories(user, { query: question, limit: 5, now: later, timeZone: "UTC" });
        expect(found.hits.map((hit) => hit.memory.id)).not.toContain(bike.memory.id);
        expect(found.summaries.map((hit) => hit.summary.id)).toEqual([summary!.id]);
        expect(found.summaries[0]!.matchedBy).toEqual(["semantic"]);
        // Words still find it, and a question about something else does not.
        expect((yield* retrieveMemories(user, { query: "the sink", limit: 5, now: later, timeZone: "UTC" })).summaries[0]?.matchedBy).toContain("keyword");
        expect((yield* retrieveMemories(user, { query: "what is my passport number?", limit: 5, now: later, timeZone: "UTC" })).summaries).toEqual([]);

        // Deleting the summary deletes its chunk.
        yield* (yield* MemorySummaryRepository).delete(user, summary!.id);
        expect(yield* (yield* ChunkIndex).listBySource(user, "memorySummary", summary!.id)).toEqual([]);
      }),
    );
  });
});
