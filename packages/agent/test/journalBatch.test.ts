import type { EntryId, UserId } from "@lifeos/core";
import { ChunkIndex, EntryAnalyticsRepository, InternalError, JournalEntryRepository, localDate, Limits, ProviderError } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { contentHash, importFiles, JournalPipeline, saveRecords } from "../src/journal/index.js";
import { runCounting } from "./journal-support/countingStorage.js";
import { makeUser } from "./journal-support/journalTestLayer.js";

const createEntries = (userId: UserId, contents: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const repository = yield* JournalEntryRepository;
    const entries = [];
    for (const [index, content] of contents.entries()) {
      entries.push(yield* repository.create(userId, { date: localDate(`2024-03-${String(index + 1).padStart(2, "0")}`), content, contentHash: contentHash(content) }));
    }
    return entries;
  });

const day = (index: number) => `Day ${index}: a long walk by the river with Ana, then coffee and a good book.`;

const statusOf = (userId: UserId, id: EntryId) => JournalEntryRepository.use((repository) => repository.get(userId, id));

describe("JournalPipeline batches", () => {
  it("indexes, analyses and marks a whole batch with one call per port", async () => {
    const calls = new Map<string, number>();
    const result = await runCounting(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const entries = yield* createEntries(user.id, Array.from({ length: 10 }, (_, index) => day(index)));
        const run = yield* (yield* JournalPipeline).processPending(user.id);
        const during = new Map(calls);
        const analyses = yield* (yield* EntryAnalyticsRepository).listByDateRange(user.id, localDate("2024-01-01"), localDate("2024-12-31"));
        const chunks = yield* (yield* ChunkIndex).listBySource(user.id, "journal", entries[3]!.id);
        const stored = yield* statusOf(user.id, entries[3]!.id);
        return { run, analyses, chunks, stored, entries, during };
      }),
      calls,
      {},
      { summarize: false },
    );
    expect(result.run).toMatchObject({ processed: 10, done: 10, failed: [] });
    expect(result.analyses.map((analysis) => analysis.entryId)).toEqual(result.entries.map((entry) => entry.id));
    expect(result.chunks.map((chunk) => chunk.text)).toEqual([day(3)]);
    expect(result.stored).toMatchObject({ processingStatus: "done", processingAttempts: 1, processedHash: result.entries[3]!.contentHash });
    expect(Object.fromEntries([...result.during].filter(([name]) => /replace|setProcessing|entries\.get$/.test(name)))).toEqual({
      "chunks.replaceMany": 1,
      "entries.setProcessingMany": 1,
    });
    expect(result.during.get("embedder.embed")).toBe(1);
    // One look before the writes (edited or deleted since read) and one after (edited while written).
    expect(result.during.get("entries.findMany")).toBe(2);
  });

  it("falls back to one entry at a time when a batch write fails, failing only the entry the store refuses, and retries it next run", async () => {
    const calls = new Map<string, number>();
    let refuse = true;
    const result = await runCounting(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const entries = yield* createEntries(user.id, [day(1), "The refused day.", day(3)]);
        const pipeline = yield* JournalPipeline;
        const first = yield* pipeline.processPending(user.id);
        const afterFirst = yield* pipeline.status(user.id);
        refuse = false;
        const second = yield* pipeline.processPending(user.id);
        return { entries, first, afterFirst, second, bad: yield* statusOf(user.id, entries[1]!.id) };
      }),
      calls,
      {
        chunks: ({ chunks }) => ({
          replaceMany: () => Effect.fail(new InternalError({ message: "batch refused" })),
          replace: (userId, source, sourceId, items) =>
            refuse && items.some((chunk) => chunk.text.includes("refused")) ? Effect.fail(new InternalError({ message: "row refused" })) : chunks.replace(userId, source, sourceId, items),
        }),
      },
      { summarize: false },
    );
    expect(result.first.done).toBe(2);
    expect(result.first.failed).toEqual([{ entryId: result.entries[1]!.id, date: "2024-03-02", error: "INTERNAL_ERROR: row refused" }]);
    expect(result.afterFirst).toMatchObject({ pending: 0, done: 2, failed: 1 });
    expect(result.second).toMatchObject({ processed: 1, done: 1, failed: [] });
    expect(result.bad).toMatchObject({ processingStatus: "done", processingAttempts: 2, processingError: null });
    expect(calls.get("chunks.replace")).toBe(4);
  });

  it("fails only the entry whose text the embedder refuses", async () => {
    const calls = new Map<string, number>();
    const result = await runCounting(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const entries = yield* createEntries(user.id, [day(1), "A poison pill of a day.", day(3)]);
        const run = yield* (yield* JournalPipeline).processPending(user.id);
        return { entries, run, bad: yield* statusOf(user.id, entries[1]!.id), good: yield* statusOf(user.id, entries[2]!.id) };
      }),
      calls,
      {
        embedder: ({ embedder }) => ({
          embed: (texts) =>
            texts.some((text) => text.includes("poison")) ? Effect.fail(new ProviderError({ message: "text refused", retryable: false })) : embedder.embed(texts),
        }),
      },
      { summarize: false },
    );
    expect(result.run.done).toBe(2);
    expect(result.run.failed).toEqual([{ entryId: result.entries[1]!.id, date: "2024-03-02", error: expect.stringContaining("text refused") }]);
    expect(result.bad).toMatchObject({ processingStatus: "failed", processingAttempts: 1 });
    expect(result.good).toMatchObject({ processingStatus: "done" });
    expect(calls.get("embedder.embed")).toBe(4);
  });

  it("leaves an entry edited while its batch was prepared for a later pass, and reports one deleted meanwhile as not found", async () => {
    const calls = new Map<string, number>();
    const edit = "The edited text.";
    const target: { userId?: UserId; edited?: EntryId; doomed?: EntryId } = {};
    const result = await runCounting(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const entries = yield* createEntries(user.id, [day(1), "The original text.", "A doomed day."]);
        Object.assign(target, { userId: user.id, edited: entries[1]!.id, doomed: entries[2]!.id });
        const run = yield* (yield* JournalPipeline).processPending(user.id);
        const edited = yield* statusOf(user.id, entries[1]!.id);
        const chunks = yield* (yield* ChunkIndex).listBySource(user.id, "journal", entries[1]!.id);
        return { entries, run, edited, chunks };
      }),
      calls,
      {
        // The embedder stands in for the time a batch takes: the person edits one entry and deletes another meanwhile.
        embedder: ({ embedder, entries }) => ({
          embed: (texts) =>
            Effect.gen(function* () {
              const { userId, edited, doomed } = target;
              if (userId !== undefined && texts.some((text) => text.includes("original")))
                yield* entries.update(userId, edited!, { content: edit, contentHash: contentHash(edit) }).pipe(Effect.orDie);
              if (userId !== undefined && texts.some((text) => text.includes("doomed"))) yield* entries.delete(userId, doomed!).pipe(Effect.orDie);
              return yield* embedder.embed(texts);
            }),
        }),
      },
      { summarize: false },
    );
    expect(result.run.done).toBe(2);
    expect(result.run.failed).toEqual([{ entryId: result.entries[2]!.id, date: "2024-03-03", error: expect.stringContaining("NOT_FOUND") }]);
    expect(result.edited).toMatchObject({ content: edit, processingStatus: "done", processedHash: contentHash(edit) });
    expect(result.chunks.map((chunk) => chunk.text)).toEqual([edit]);
  });

  for (const { language, original, edit, batch } of [
    { language: "English", original: "The original text.", edit: "A day at the beach with friends.", batch: true },
    { language: "Portuguese", original: "O texto original.", edit: "Um dia na praia com os amigos.", batch: false },
  ])
    it(`reads again an entry edited after its batch was checked, not leaving it done with the replaced text (${language}, ${batch ? "batch" : "one by one"})`, async () => {
      const calls = new Map<string, number>();
      const target: { userId?: UserId; edited?: EntryId } = {};
      const result = await runCounting(
        Effect.gen(function* () {
          const user = yield* makeUser;
          const entries = yield* createEntries(user.id, [day(1), original]);
          target.userId = user.id;
          target.edited = entries[1]!.id;
          const run = yield* (yield* JournalPipeline).processPending(user.id);
          const edited = yield* statusOf(user.id, entries[1]!.id);
          const chunks = yield* (yield* ChunkIndex).listBySource(user.id, "journal", entries[1]!.id);
          return { run, edited, chunks };
        }),
        calls,
        {
          // The person's edit lands after the batch was checked against the stored text, before its chunks are written.
          chunks: ({ chunks, entries }) => {
            const editFirst = (texts: ReadonlyArray<string>) =>
              target.userId !== undefined && texts.includes(original)
                ? entries.update(target.userId, target.edited!, { content: edit, contentHash: contentHash(edit) }).pipe(Effect.orDie, Effect.asVoid)
                : Effect.void;
            return {
              replaceMany: (userId, source, items) =>
                batch
                  ? Effect.andThen(editFirst(items.flatMap((item) => item.chunks.map((chunk) => chunk.text))), chunks.replaceMany(userId, source, items))
                  : Effect.fail(new InternalError({ message: "one at a time" })),
              replace: (userId, source, sourceId, items) => Effect.andThen(editFirst(items.map((chunk) => chunk.text)), chunks.replace(userId, source, sourceId, items)),
            };
          },
        },
        { summarize: false },
      );
      expect(result.run).toMatchObject({ done: 2, failed: [] });
      expect(result.edited).toMatchObject({ content: edit, processingStatus: "done", processedHash: contentHash(edit) });
      expect(result.chunks.map((chunk) => chunk.text)).toEqual([edit]);
    });
});

describe("JournalPipeline.resetAll", () => {
  it("marks every entry pending with one update per page, and the next run processes them all again", async () => {
    const calls = new Map<string, number>();
    const result = await runCounting(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const entries = yield* createEntries(user.id, [day(1), day(2), day(3)]);
        const pipeline = yield* JournalPipeline;
        yield* pipeline.processPending(user.id);
        const before = new Map(calls);
        const reset = yield* pipeline.resetAll(user.id);
        const status = yield* pipeline.status(user.id);
        const entry = yield* statusOf(user.id, entries[0]!.id);
        const updates = (calls.get("entries.setProcessingMany") ?? 0) - (before.get("entries.setProcessingMany") ?? 0);
        const again = yield* pipeline.processPending(user.id);
        return { reset, status, entry, updates, again };
      }),
      calls,
      {},
      { summarize: false },
    );
    expect(result.reset).toBe(3);
    expect(result.status).toMatchObject({ pending: 3, done: 0, failed: 0 });
    expect(result.entry).toMatchObject({ processingStatus: "pending", processingAttempts: 0, processingError: null });
    expect(result.updates).toBe(1);
    expect(result.again).toMatchObject({ processed: 3, done: 3 });
  });
});

describe("importFiles batches", () => {
  const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

  it("saves new records with one createMany per round, one by one only in a round holding a record the store refuses", async () => {
    const calls = new Map<string, number>();
    const record = (index: number, content: string, title: string | null = null) => ({ date: localDate("2024-01-01"), title, content, sourceRef: `${index}.md` });
    const records = Array.from({ length: 1100 }, (_, index) => record(index, `Entry number ${index}.`));
    records.push(record(1100, "Entry number 7."), record(1101, "A title too long for the store.", "t".repeat(Limits.titleChars + 1)));
    const saved: number[] = [];
    const result = await runCounting(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const counts = yield* saveRecords(user.id, records, (done) => saved.push(done));
        const stats = yield* (yield* JournalEntryRepository).stats(user.id);
        return { counts, stats };
      }),
      calls,
    );
    // "Entry number 7." again, from another file, is an entry of its own.
    expect(result.counts).toMatchObject({ created: 1101, updated: 0, unchanged: 0, kept: 0 });
    expect(result.counts.entryIds).toHaveLength(1101);
    expect(result.counts.skipped).toEqual([{ name: "1101.md", reason: expect.stringContaining("longer than") }]);
    expect(result.stats.count).toBe(1101);
    expect(saved).toEqual(Array.from({ length: 1102 }, (_, index) => index + 1));
    expect(calls.get("entries.createMany")).toBe(3);
    expect(calls.get("entries.create")).toBe(102);
    expect(calls.get("entries.findMany")).toBe(3);
  });

  it("re-imports by source, never by text: an edited file's entry is updated, its old text under a new name is a new entry", async () => {
    const calls = new Map<string, number>();
    const result = await runCounting(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const first = yield* importFiles(user.id, [file("2024-01-01.md", "Text A."), file("2024-01-02.md", "Text C.")], { process: false });
        const second = yield* importFiles(
          user.id,
          [file("2024-01-01.md", "Text B."), file("2024-01-02.md", "Text C."), file("2024-01-03.md", "Text A."), file("2024-01-04.md", "Text B.")],
          { process: false },
        );
        const page = yield* (yield* JournalEntryRepository).list(user.id, { order: "asc" });
        return { first, second, entries: page.items.map((entry) => [entry.sourceRef, entry.content]) };
      }),
      calls,
    );
    expect(result.first).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(result.second).toMatchObject({ created: 2, updated: 1, unchanged: 1 });
    expect(result.entries).toEqual([
      ["2024-01-01.md", "Text B."],
      ["2024-01-02.md", "Text C."],
      ["2024-01-03.md", "Text A."],
      ["2024-01-04.md", "Text B."],
    ]);
  });
});
