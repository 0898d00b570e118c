import { EntryId, JobQueue, JournalEntryRepository, localDate, UserRepository } from "@lifeos/core";
import { Effect, Latch, Ref } from "effect";
import { describe, expect, it } from "vitest";
import { addJournalEntry, addToJournalDay, contentHash, createJournalEntry, journalSecretMessage, ToolRegistry, journalTools } from "../src/index.js";
import { contextFor, run, seedJournal, testLayer } from "./journalFixtures.js";

const newUser = UserRepository.use((users) => users.create({ name: "Writer", timeZone: "UTC" }));

const pendingJobs = (userId: Parameters<typeof createJournalEntry>[0]) =>
  Effect.map(
    JobQueue.use((jobs) => jobs.list(userId)),
    (page) => page.items.filter((job) => job.kind === "journal.process" && job.status === "queued"),
  );

describe("add_journal_entry", () => {
  it("drafts the text as given for today in the person's time zone, writing nothing", async () => {
    const result = await run(
      Effect.gen(function* () {
        const user = yield* newUser;
        // 23:30 on the 30th in UTC is already July 1st in Lisbon's summer time.
        const draft = yield* addJournalEntry.run({ content: "Went for a run with Tom, felt great" }, contextFor(user.id, "2024-06-30T23:30:00Z", "Europe/Lisbon"));
        const written = yield* JournalEntryRepository.use((entries) => entries.stats(user.id));
        return { draft: draft.data, written, jobs: yield* pendingJobs(user.id) };
      }),
    );
    expect(result.draft).toEqual({ status: "draft", date: "2024-07-01", content: "Went for a run with Tom, felt great", appendTo: null });
    expect(result.written.count).toBe(0);
    expect(result.jobs).toEqual([]);
  });

  it("keeps a date said, and names the day's entry the text would join", async () => {
    const { data } = await run(
      Effect.gen(function* () {
        const { userId } = yield* seedJournal([{ date: "2024-06-29", content: "Quiet Saturday at home, read most of the afternoon." }]);
        return yield* addJournalEntry.run({ content: "Slept badly.", date: localDate("2024-06-29") }, contextFor(userId));
      }),
    );
    expect(data.date).toBe("2024-06-29");
    expect(data.appendTo?.excerpt).toBe("Quiet Saturday at home, read most of the afternoon.");
  });

  it("refuses text that holds a secret, in the registry's words for the model", async () => {
    const outcome = await run(
      Effect.gen(function* () {
        const user = yield* newUser;
        const registry = ToolRegistry.make(journalTools as never);
        return yield* Effect.provide(
          registry.execute({ id: "c1", name: "add_journal_entry", arguments: JSON.stringify({ content: "o PIN do cartão é 4821" }) }, { allowlist: ["add_journal_entry"], context: contextFor(user.id) }),
          testLayer,
        );
      }),
    );
    expect(outcome.success).toBe(false);
    expect(outcome.error?.message).toContain(journalSecretMessage);
  });

  it("is offered by default: it only drafts", () => {
    expect(addJournalEntry.readOnly).toBe(true);
    expect(journalTools).toContain(addJournalEntry);
  });
});

describe("addToJournalDay", () => {
  it("writes a new manual entry on an empty day, with its content hash, after queueing the pipeline", async () => {
    const result = await run(
      Effect.gen(function* () {
        const user = yield* newUser;
        const added = yield* addToJournalDay(user.id, localDate("2024-06-30"), "Went for a run with Tom, felt great");
        return { added, jobs: yield* pendingJobs(user.id) };
      }),
    );
    expect(result.added.outcome).toBe("created");
    expect(result.added.entry).toMatchObject({ date: "2024-06-30", content: "Went for a run with Tom, felt great", source: "manual", processingStatus: "pending", contentHash: contentHash("Went for a run with Tom, felt great") });
    expect(result.jobs).toHaveLength(1);
  });

  it("adds a paragraph to the day's latest entry, keeping its text, and turns an imported entry into the person's own", async () => {
    const result = await run(
      Effect.gen(function* () {
        const user = yield* newUser;
        const entries = yield* JournalEntryRepository;
        yield* entries.create(user.id, { date: localDate("2024-06-30"), content: "Morning: coffee with Ana.", contentHash: contentHash("Morning: coffee with Ana."), source: "import", sourceRef: "june.md#2024-06-30" });
        const added = yield* addToJournalDay(user.id, localDate("2024-06-30"), "Evening: slept badly.");
        const again = yield* addToJournalDay(user.id, localDate("2024-06-30"), "Evening: slept badly.");
        return { added, again, day: yield* entries.listByDate(user.id, localDate("2024-06-30")), jobs: yield* pendingJobs(user.id) };
      }),
    );
    expect(result.added.outcome).toBe("appended");
    expect(result.day).toHaveLength(1);
    expect(result.day[0]).toMatchObject({ content: "Morning: coffee with Ana.\n\nEvening: slept badly.", source: "manual", sourceRef: "june.md#2024-06-30", processingStatus: "pending" });
    expect(result.day[0]!.contentHash).toBe(contentHash("Morning: coffee with Ana.\n\nEvening: slept badly."));
    // The same words saved twice are written once.
    expect(result.again.outcome).toBe("unchanged");
    expect(result.jobs).toHaveLength(1);
  });

  it("adds words that are only part of a paragraph already written", async () => {
    const { outcome, entry } = await run(
      Effect.gen(function* () {
        const user = yield* newUser;
        yield* createJournalEntry(user.id, { date: localDate("2024-06-30"), content: "Went for a run with Tom" });
        return yield* addToJournalDay(user.id, localDate("2024-06-30"), "a run");
      }),
    );
    expect(outcome).toBe("appended");
    expect(entry.content).toBe("Went for a run with Tom\n\na run");
  });

  it("refuses empty text and writes nothing", async () => {
    const result = await run(
      Effect.gen(function* () {
        const user = yield* newUser;
        const failure = yield* Effect.flip(addToJournalDay(user.id, localDate("2024-06-30"), "  \n "));
        return { failure, written: yield* JournalEntryRepository.use((entries) => entries.stats(user.id)) };
      }),
    );
    expect(result.failure._tag).toBe("InvalidInput");
    expect(result.written.count).toBe(0);
  });

  it("creates one entry when two writers given the same new id race on an empty day (both read it empty first)", async () => {
    const id = EntryId.make("0d9c6f1e-5b7a-5c3e-8f21-4a6b9d2e7c10");
    const result = await run(
      Effect.gen(function* () {
        const user = yield* newUser;
        const entries = yield* JournalEntryRepository;
        // Each writer reads the day, then waits until the other has read it too: both find it empty.
        const reads = yield* Ref.make(0);
        const bothRead = yield* Latch.make(false);
        const racing = {
          ...entries,
          listByDate: (...args: Parameters<typeof entries.listByDate>) =>
            Effect.tap(entries.listByDate(...args), () =>
              Effect.andThen(Ref.updateAndGet(reads, (count) => count + 1), (count) => (count >= 2 ? bothRead.open : bothRead.await)),
            ),
        };
        const write = Effect.result(Effect.provideService(addToJournalDay(user.id, localDate("2024-06-30"), "Dinner with Ana in Porto", id), JournalEntryRepository, racing));
        const outcomes = yield* Effect.all([write, write], { concurrency: 2 });
        return { outcomes, day: yield* entries.listByDate(user.id, localDate("2024-06-30")) };
      }),
    );
    expect(result.day.map((entry) => [entry.id, entry.content])).toEqual([[id, "Dinner with Ana in Porto"]]);
    const tags = result.outcomes.map((outcome) => (outcome._tag === "Success" ? outcome.success.outcome : outcome.failure._tag)).sort();
    expect(tags).toEqual(["Conflict", "created"]);
  });
});
