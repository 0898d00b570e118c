import { ChunkIndex, JobQueue, JournalEntryRepository, localDate, StorageUnavailable, UserRepository, type UserId } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createJournalEntry, searchJournal, updateJournalEntry } from "../src/index.js";
import { contextFor, run, seedJournal } from "./journalFixtures.js";

const newUser = Effect.map(
  UserRepository.use((users) => users.create({ name: "Writer", timeZone: "UTC" })),
  (user) => user.id,
);

/** What search_journal finds for `query`: each result's entry and excerpt. */
const search = (userId: UserId, query: string) =>
  Effect.map(searchJournal.run({ query }, contextFor(userId)), ({ data }) => data.results.map((result) => ({ entryId: result.entryId, excerpt: result.excerpt })));

/** The user's queued `journal.process` jobs. */
const queuedProcessing = (userId: UserId) =>
  Effect.map(
    JobQueue.use((jobs) => jobs.list(userId)),
    (page) => page.items.filter((job) => job.kind === "journal.process" && job.status === "queued").length,
  );

/**
 * An entry written or edited in the app is searched by its words as soon as
 * the save returns, before the background pipeline has read it: no job runs
 * in these tests.
 */
describe("searching the journal right after writing in it", () => {
  const cases = [
    { language: "English", first: "A long walk along the harbour with Ana.", word: "harbour", edited: "A wonderful, joyful day at the beach with friends.", newWord: "beach" },
    { language: "Portuguese", first: "Um passeio comprido pelo porto com a Ana.", word: "porto", edited: "Um dia maravilhoso na praia com os amigos.", newWord: "praia" },
  ];
  for (const { language, first, word, edited, newWord } of cases)
    it(`finds a new entry's words, then only the edited text, before the pipeline runs (${language})`, async () => {
      const outcome = await run(
        Effect.gen(function* () {
          const userId = yield* newUser;
          const entry = yield* createJournalEntry(userId, { date: localDate("2024-06-20"), content: first });
          const beforeEdit = yield* search(userId, word);
          yield* updateJournalEntry(userId, entry.id, { content: edited });
          return { entry, beforeEdit, afterEdit: yield* search(userId, newWord), oldWord: yield* search(userId, word) };
        }),
      );
      expect(outcome.beforeEdit.map((result) => result.entryId)).toEqual([outcome.entry.id]);
      expect(outcome.afterEdit.map((result) => result.entryId)).toEqual([outcome.entry.id]);
      expect(outcome.afterEdit[0]!.excerpt).toContain(newWord);
      expect(outcome.oldWord).toEqual([]);
    });

  it("moves a processed entry's chunks to its new day at once and queues the pipeline to read it again", async () => {
    const outcome = await run(
      Effect.gen(function* () {
        const { userId, entries } = yield* seedJournal([{ date: "2024-06-20", content: "Dinner with Rui at the harbour." }]);
        const [entry] = entries;
        yield* JournalEntryRepository.use((repository) => repository.setProcessing(userId, entry!.id, { status: "done", attempts: 1, error: null, processedHash: entry!.contentHash }));
        yield* updateJournalEntry(userId, entry!.id, { date: localDate("2024-06-21") });
        const chunks = yield* ChunkIndex.use((index) => index.listBySource(userId, "journal", entry!.id));
        const now = yield* JournalEntryRepository.use((repository) => repository.get(userId, entry!.id));
        return { chunks, status: now.processingStatus, queued: yield* queuedProcessing(userId) };
      }),
    );
    expect(outcome.chunks.map((chunk) => chunk.date)).toEqual(["2024-06-21"]);
    expect(outcome.status).toBe("pending");
    expect(outcome.queued).toBe(1);
  });

  it("answers a save whose words could not be indexed with the stored entry, left to the pipeline", async () => {
    const outcome = await run(
      Effect.gen(function* () {
        const userId = yield* newUser;
        const entry = yield* createJournalEntry(userId, { date: localDate("2024-06-20"), content: "Um passeio pela praia." }).pipe(
          Effect.updateService(ChunkIndex, (index) => ({ ...index, replace: () => Effect.fail(new StorageUnavailable({ message: "disk full", reason: "full" })) })),
        );
        const stored = yield* JournalEntryRepository.use((repository) => repository.get(userId, entry.id));
        return { entry, stored, queued: yield* queuedProcessing(userId) };
      }),
    );
    expect(outcome.stored.content).toBe("Um passeio pela praia.");
    expect(outcome.stored.processingStatus).toBe("pending");
    expect(outcome.queued).toBe(1);
  });

  it("leaves the index alone when only the title changes", async () => {
    const outcome = await run(
      Effect.gen(function* () {
        const { userId, entries } = yield* seedJournal([{ date: "2024-06-20", content: "Dinner with Rui at the harbour." }]);
        const [entry] = entries;
        const before = yield* ChunkIndex.use((index) => index.listBySource(userId, "journal", entry!.id));
        yield* updateJournalEntry(userId, entry!.id, { title: "Dinner" });
        return { before, after: yield* ChunkIndex.use((index) => index.listBySource(userId, "journal", entry!.id)) };
      }),
    );
    expect(outcome.after).toEqual(outcome.before);
    expect(outcome.after[0]!.embedding).not.toBeNull();
  });
});
