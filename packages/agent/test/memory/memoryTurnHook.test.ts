import type { MessageId, ThreadId, UserId } from "@lifeos/core";
import { JobQueue, memoryOffNotice, MemoryRepository, MemorySettingsRepository, storeMemory } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryTurnHook } from "../../src/memory/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

/** A message of a chat turn, as the chat service hands it to the hook. */
const turnOf = (userId: UserId, content: string) => ({
  userId,
  threadId: "01890000-0000-7000-8000-000000000001" as ThreadId,
  messageId: "01890000-0000-7000-8000-000000000002" as MessageId,
  content,
  sentAt: new Date("2025-03-02T10:00:00Z"),
  timeZone: "UTC",
  previous: [],
});

describe("MemoryTurnHook.context", () => {
  it("puts the relevant memories into the turn's prompt and names them, as the answer will show them", async () => {
    await runJournal(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        const at = { now: new Date("2025-03-01T10:00:00Z"), timeZone: "UTC" };
        const dentist = yield* storeMemory(user, { content: "Dr. Almeida is my dentist", type: "relationship", context: "personal", importance: 6 }, at);
        yield* storeMemory(user, { content: "I prefer meetings in the morning", type: "preference", context: "work", importance: 5 }, at);
        const hook = yield* MemoryTurnHook.make();
        const context = yield* hook.context(turnOf(user, "Who is my dentist?"));
        expect(context.memories[0]).toEqual({ id: dentist.memory.id, summary: dentist.memory.summary || dentist.memory.content });
        for (const memory of context.memories) expect(context.text).toContain(`[${memory.id}]`);
        expect((yield* (yield* MemoryRepository).get(user, dentist.memory.id)).accessCount).toBe(1);
        // Nothing remembered for another person: an empty context, nothing named.
        const stranger = (yield* makeUser).id as UserId;
        expect(yield* hook.context(turnOf(stranger, "Who is my dentist?"))).toEqual({ text: "", memories: [] });
      }),
    );
  });

  it("says in the prompt that memory is off, still with the memories kept from before", async () => {
    await runJournal(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        const at = { now: new Date("2025-03-01T10:00:00Z"), timeZone: "UTC" };
        const dentist = yield* storeMemory(user, { content: "Dr. Almeida is my dentist", type: "relationship", context: "personal", importance: 6 }, at);
        const hook = yield* MemoryTurnHook.make();
        const turn = (userId: UserId) => turnOf(userId, "Who is my dentist? Remind me to call him tomorrow");
        expect((yield* hook.context(turn(user))).text).not.toContain(memoryOffNotice);
        yield* (yield* MemorySettingsRepository).update(user, { enabled: false });
        const context = yield* hook.context(turn(user));
        expect(context.text.startsWith(memoryOffNotice)).toBe(true);
        expect(context.text).toContain(`[${dentist.memory.id}]`);
        expect(context.memories.map((memory) => memory.id)).toEqual([dentist.memory.id]);
        // Used, but not counted: with memory off the chat writes nothing.
        expect((yield* (yield* MemoryRepository).get(user, dentist.memory.id)).accessCount).toBe(1);
        // Nothing remembered and memory off: the notice alone.
        const stranger = (yield* makeUser).id as UserId;
        yield* (yield* MemorySettingsRepository).update(stranger, { enabled: false });
        expect(yield* hook.context(turn(stranger))).toEqual({ text: memoryOffNotice, memories: [] });
      }),
    );
  });

  it("with no wait for earlier learning, reads no queue and answers at once while an earlier message's job stays queued", async () => {
    await runJournal(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        const at = { now: new Date("2025-03-01T10:00:00Z"), timeZone: "UTC" };
        const dentist = yield* storeMemory(user, { content: "Dr. Almeida is my dentist", type: "relationship", context: "personal", importance: 6 }, at);
        const queue = yield* JobQueue;
        // The learning of the message before, due and never run (no runner takes it in this process).
        yield* queue.enqueue(user, { kind: "memory.extract", payload: {}, dedupeKey: "memory.extract:earlier", runAfter: new Date("2025-03-02T09:59:00Z") });
        let reads = 0;
        const counted = { ...queue, list: (...args: Parameters<typeof queue.list>) => ((reads += 1), queue.list(...args)), get: (...args: Parameters<typeof queue.get>) => ((reads += 1), queue.get(...args)) };
        const hook = yield* MemoryTurnHook.make({ extractionWaitMs: 0 }).pipe(Effect.provideService(JobQueue, counted));
        const context = yield* hook.context(turnOf(user, "Who is my dentist?"));
        expect(context.memories.map((memory) => memory.id)).toContain(dentist.memory.id);
        expect(reads).toBe(0);
        // The default waits for it: it reads the queue.
        const waiting = yield* MemoryTurnHook.make({ extractionWaitMs: 50 }).pipe(Effect.provideService(JobQueue, counted));
        yield* waiting.context(turnOf(user, "Who is my dentist?"));
        expect(reads).toBeGreaterThan(0);
      }),
    );
  });
});
