import Database from "better-sqlite3";
import * as sqliteVec from "sqlite-vec";
import { Effect } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { ChunkIndex, EntryAnalyticsRepository, JournalEntryRepository, MemoryRepository, ReminderRepository, UserRepository } from "@lifeos/core";
import type { NewChunk } from "@lifeos/core";
import { createEntry, createUser, runStorage } from "./runStorage.js";
import { tempDatabase } from "./tempDatabase.js";

const chunk = (ordinal: number, text: string, vector: Array<number>, id?: string): NewChunk => ({
  ...(id === undefined ? {} : { id: id as never }),
  ordinal,
  text,
  startOffset: 0,
  endOffset: text.length,
  tokenCount: 2,
  date: "2025-07-01" as never,
  embedding: { model: "m", vector },
});

describe("SqliteStorage multi-table writes", () => {
  const database = tempDatabase();
  afterAll(() => database.remove());

  const rawCount = (sql: string, ...parameters: Array<unknown>): number => {
    const client = new Database(database.filename, { readonly: true });
    sqliteVec.load(client);
    const count = (client.prepare(sql).get(...parameters) as { count: number }).count;
    client.close();
    return count;
  };

  it("a failed chunk replace leaves the previous chunks, their keyword and vector entries, and no new table", async () => {
    const outcome = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const index = yield* ChunkIndex;
        const userId = yield* createUser("Ana");
        const first = yield* createEntry(userId, "2025-07-01", "first");
        const second = yield* createEntry(userId, "2025-07-02", "second");
        const kept = yield* index.replace(userId, "journal", first.id, [chunk(0, "alfa original", [1, 0, 0])]);
        yield* index.replace(userId, "journal", second.id, [chunk(0, "bravo", [0, 1, 0])]);
        const taken = (yield* index.listBySource(userId, "journal", second.id))[0]!.id;
        // The second new chunk reuses an id held by another entry's chunk: the write fails after
        // the old chunks were deleted and the first new chunk (and its vector) inserted.
        const failure = yield* Effect.flip(
          index.replace(userId, "journal", first.id, [chunk(0, "charlie replacement", [0, 0, 1]), chunk(1, "delta", [1, 1, 0], taken)]),
        );
        const afterwards = yield* index.listBySource(userId, "journal", first.id);
        const keyword = yield* index.searchKeyword(userId, { source: "journal", query: "alfa charlie", k: 10 });
        const vector = yield* index.searchVector(userId, { source: "journal", embedding: { model: "m", vector: [1, 0, 0] }, k: 10 });
        // A first write of a new vector length that fails leaves no vec0 table behind.
        const memory = yield* MemoryRepository.use((memories) =>
          memories.create(userId, { content: "likes the sea", type: "preference", context: "personal", importance: 5 }),
        );
        const failedFirstWrite = yield* Effect.flip(
          index.replace(userId, "memory", memory.id, [chunk(0, "echo", [1, 2, 3, 4, 5]), chunk(1, "foxtrot", [1, 2, 3, 4, 5], taken)]),
        );
        return { kept, failure, afterwards, keyword, vector, failedFirstWrite };
      }),
    );
    expect(outcome.failure._tag).toBe("Conflict");
    expect(outcome.afterwards).toEqual(outcome.kept);
    expect(outcome.keyword.map((hit) => hit.chunk.text)).toEqual(["alfa original"]);
    expect(outcome.vector.map((hit) => hit.chunk.text)).toEqual(["alfa original", "bravo"]);
    expect(outcome.failedFirstWrite._tag).toBe("Conflict");
    expect(rawCount("SELECT count(*) AS count FROM chunks")).toBe(2);
    expect(rawCount("SELECT count(*) AS count FROM chunk_vectors_3")).toBe(2);
    expect(rawCount("SELECT count(*) AS count FROM sqlite_master WHERE name LIKE 'chunk_vectors_5%'")).toBe(0);
    expect(rawCount("SELECT count(*) AS count FROM chunk_vector_tables WHERE dimensions = 5")).toBe(0);
  });

  it("a reminder change whose memory ending fails leaves both the reminder and the memory as they were", async () => {
    const made = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const userId = yield* createUser("Dora");
        const task = yield* MemoryRepository.use((memories) => memories.create(userId, { content: "I need to renew my passport", type: "task", context: "personal", importance: 6 }));
        const reminder = yield* ReminderRepository.use((reminders) => reminders.create(userId, { text: "Renew my passport", dueAt: new Date("2025-07-06T09:00:00Z"), memoryId: task.id }));
        return { userId, task, reminder };
      }),
    );
    // The memory's end is refused by the database itself, after the reminder's own row was written.
    const client = new Database(database.filename);
    client.exec(`CREATE TRIGGER refuse_memory_end BEFORE UPDATE OF valid_to ON memories WHEN OLD.id = '${made.task.id}' BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    client.close();
    const outcome = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const endings = { memoryIds: [made.task.id], at: new Date("2025-07-06T10:00:00Z") };
        const failure = yield* Effect.flip(ReminderRepository.use((reminders) => reminders.update(made.userId, made.reminder.id, { status: "dismissed" }, endings)));
        const reminder = yield* ReminderRepository.use((reminders) => reminders.get(made.userId, made.reminder.id));
        const task = yield* MemoryRepository.use((memories) => memories.get(made.userId, made.task.id));
        return { failure, reminder, task };
      }),
    );
    const cleanup = new Database(database.filename);
    cleanup.exec("DROP TRIGGER refuse_memory_end");
    cleanup.close();
    expect(outcome.failure._tag).not.toBe("NotFound");
    expect(outcome.reminder).toEqual(made.reminder);
    expect(outcome.task).toEqual(made.task);
  });

  it("a repeating reminder's completion whose next occurrence is refused leaves the reminder pending and no new row", async () => {
    const made = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const userId = yield* createUser("Eva");
        const reminder = yield* ReminderRepository.use((reminders) =>
          reminders.create(userId, { text: "Regar as plantas", dueAt: new Date("2025-07-06T09:00:00Z"), recurrence: { every: 1, unit: "week" } }),
        );
        return { userId, reminder };
      }),
    );
    // The next occurrence is refused by the database itself, after the reminder's own row was marked done.
    const client = new Database(database.filename);
    client.exec(`CREATE TRIGGER refuse_next_occurrence BEFORE INSERT ON reminders WHEN NEW.user_id = '${made.userId}' BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    client.close();
    const outcome = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const next = { text: made.reminder.text, dueAt: new Date("2025-07-13T09:00:00Z"), recurrence: made.reminder.recurrence };
        const failure = yield* Effect.flip(ReminderRepository.use((reminders) => reminders.complete(made.userId, made.reminder.id, next, undefined, made.reminder.updatedAt)));
        const listed = yield* ReminderRepository.use((reminders) => reminders.list(made.userId, {}));
        return { failure, listed: listed.items };
      }),
    );
    const cleanup = new Database(database.filename);
    cleanup.exec("DROP TRIGGER refuse_next_occurrence");
    cleanup.close();
    expect(outcome.failure._tag).not.toBe("NotFound");
    expect(outcome.failure._tag).not.toBe("Conflict");
    expect(outcome.listed).toEqual([made.reminder]);
  });

  it("deleting an entry removes its chunks, keyword and vector entries and analytics together", async () => {
    const { userId, entryId } = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const userId = yield* createUser("Bruno");
        const entry = yield* createEntry(userId, "2025-07-04", "to delete");
        yield* ChunkIndex.use((index) => index.replace(userId, "journal", entry.id, [chunk(0, "golf hotel", [1, 0, 1])]));
        yield* EntryAnalyticsRepository.use((analytics) =>
          analytics.upsert(userId, {
            entryId: entry.id,
            userId,
            date: entry.date,
            emotions: { joy: 0.5, sadness: 0, anxiety: 0, anger: 0, gratitude: 0, calm: 0.5 },
            happiness: 70,
            valence: 0.4,
            arousal: 0.3,
            stress: 20,
            energy: 60,
            events: [],
            confidence: 0.8,
            method: "lexicon",
            model: null,
            analyzedAt: new Date("2025-07-04T10:00:00Z"),
          }),
        );
        yield* JournalEntryRepository.use((entries) => entries.delete(userId, entry.id));
        return { userId, entryId: entry.id };
      }),
    );
    expect(rawCount("SELECT count(*) AS count FROM chunks WHERE source_id = ?", entryId)).toBe(0);
    expect(rawCount("SELECT count(*) AS count FROM entry_analytics WHERE entry_id = ?", entryId)).toBe(0);
    expect(rawCount("SELECT count(*) AS count FROM chunks_fts WHERE chunks_fts MATCH 'golf'")).toBe(0);
    expect(rawCount("SELECT count(*) AS count FROM chunk_vectors_3 WHERE scope = ?", `${userId}:journal`)).toBe(0);
  });

  it("deleting a user removes every row they own, including index entries", async () => {
    const userId = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const userId = yield* createUser("Carla");
        const entry = yield* createEntry(userId, "2025-07-05", "gone");
        yield* ChunkIndex.use((index) => index.replace(userId, "journal", entry.id, [chunk(0, "india juliett", [0, 1, 1])]));
        yield* UserRepository.use((users) => users.delete(userId));
        return userId;
      }),
    );
    for (const table of ["journal_entries", "chunks"])
      expect(rawCount(`SELECT count(*) AS count FROM ${table} WHERE user_id = ?`, userId)).toBe(0);
    expect(rawCount("SELECT count(*) AS count FROM chunks_fts WHERE chunks_fts MATCH 'india'")).toBe(0);
    expect(rawCount("SELECT count(*) AS count FROM chunk_vectors_3 WHERE scope = ?", `${userId}:journal`)).toBe(0);
  });
});
