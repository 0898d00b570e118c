import type { Job, LanguageModelService, ProviderError } from "@lifeos/core";
import { ChunkIndex, EntryAnalyticsRepository, JobQueue, JournalEntryRepository, JournalSummaryRepository, localDate, RateLimited } from "@lifeos/core";
import { Effect, Option, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { JobRunner } from "../src/jobs/index.js";
import { contentHash, enqueueJournalProcessing, journalProcessHandler, JournalPipeline } from "../src/journal/index.js";
import type { JournalTestServices } from "./journal-support/journalTestLayer.js";
import { makeUser, runJournal } from "./journal-support/journalTestLayer.js";

const createEntry = (userId: string, date: string, content: string) =>
  Effect.gen(function* () {
    const repository = yield* JournalEntryRepository;
    return yield* repository.create(userId as never, { date: localDate(date), content, contentHash: contentHash(content) });
  });

/** A model double that answers analysis requests from a function of the entry text. */
const scriptedModel = (answer: (text: string, call: number) => Effect.Effect<string, ProviderError | RateLimited>): LanguageModelService & { calls: number } => {
  const model = {
    calls: 0,
    info: {
      id: "scripted",
      provider: "test",
      offline: false,
      capabilities: { tools: true, reasoning: false, vision: false, structuredOutput: true },
      contextWindow: 100_000,
    },
    stream: () => Stream.empty,
    generate: (request: { messages: ReadonlyArray<{ content?: string }>; responseFormat?: unknown }) =>
      Effect.suspend(() => {
        model.calls++;
        if (request.responseFormat === undefined) return Effect.succeed({ text: "A month of steady days.", usage: null });
        return answer(request.messages[0]?.content ?? "", model.calls).pipe(Effect.map((text) => ({ text, usage: null })));
      }),
  };
  return model as unknown as LanguageModelService & { calls: number };
};

const reading = (happiness: number) =>
  JSON.stringify({
    emotions: { joy: 0.5, sadness: 0.1, anxiety: 0.1, anger: 0, gratitude: 0.3, calm: 0.4 },
    happiness,
    valence: 0.4,
    arousal: 0.5,
    stress: 30,
    energy: 60,
    events: ["Concert"],
    confidence: 0.9,
  });

describe("JournalPipeline", () => {
  it("re-embeds the whole journal when its index holds another embedding model's vectors", async () => {
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const index = yield* ChunkIndex;
        const entries = yield* JournalEntryRepository;
        const old = [yield* createEntry(user.id, "2024-03-05", "Climbing with Ana in Sintra."), yield* createEntry(user.id, "2024-03-06", "A quiet day of reading.")];
        yield* index.replaceMany(
          user.id,
          "journal",
          old.map((entry) => ({
            sourceId: entry.id,
            chunks: [{ ordinal: 0, text: entry.content, startOffset: 0, endOffset: entry.content.length, tokenCount: 5, date: entry.date, embedding: { model: "retired-model", vector: [1, 0, 0] } }],
          })),
        );
        yield* entries.setProcessingMany(user.id, old.map((entry) => ({ id: entry.id, status: "done" as const, attempts: 1, error: null, processedHash: entry.contentHash })));
        yield* createEntry(user.id, "2024-03-07", "Dinner with Miguel.");
        const run = yield* (yield* JournalPipeline).processPending(user.id);
        return { run, chunks: yield* index.stats(user.id, "journal") };
      }),
    );
    expect(result.run).toMatchObject({ processed: 3, done: 3, failed: [] });
    expect(result.chunks).toEqual({ count: 3, embeddingModel: "offline-sif-hash-ngrams-v2" });
  });

  it("chunks, embeds, indexes and analyses every pending entry offline, then summarises the months touched", async () => {
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        yield* createEntry(user.id, "2024-03-05", "Wonderful day climbing with Ana in Sintra. I felt happy and grateful.");
        yield* createEntry(user.id, "2024-03-06", "Stressful deadline at work, I felt anxious and exhausted all day.");
        yield* createEntry(user.id, "2024-04-01", "Quiet Monday. Read a book.");
        const pipeline = yield* JournalPipeline;
        const before = yield* pipeline.status(user.id);
        const run = yield* pipeline.processPending(user.id);
        const after = yield* pipeline.status(user.id);
        const chunks = yield* (yield* ChunkIndex).stats(user.id, "journal");
        const readings = yield* (yield* EntryAnalyticsRepository).listByDateRange(user.id, localDate("2024-01-01"), localDate("2024-12-31"));
        const march = yield* (yield* JournalSummaryRepository).get(user.id, "month", "2024-03");
        const year = yield* (yield* JournalSummaryRepository).get(user.id, "year", "2024");
        return { before, run, after, chunks, readings, march, year };
      }),
    );
    expect(result.before).toMatchObject({ pending: 3, done: 0, failed: 0, total: 3 });
    expect(result.run).toMatchObject({ processed: 3, done: 3, failed: [], summariesUpdated: 3 });
    expect(result.after).toMatchObject({ pending: 0, done: 3, failed: 0, running: false });
    expect(result.chunks).toEqual({ count: 3, embeddingModel: "offline-sif-hash-ngrams-v2" });
    const [happy, stressed] = result.readings;
    expect(happy!.method).toBe("lexicon");
    expect(happy!.happiness).toBeGreaterThan(stressed!.happiness);
    expect(stressed!.stress).toBeGreaterThan(happy!.stress);
    expect(stressed!.events).toContain("deadline");
    expect(Option.getOrThrow(result.march).entryCount).toBe(2);
    expect(Option.getOrThrow(result.year).entryCount).toBe(3);
  });

  it("re-processes an edited entry and leaves unchanged ones alone", async () => {
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const first = yield* createEntry(user.id, "2024-03-05", "Climbing with Ana.");
        yield* createEntry(user.id, "2024-03-06", "Baking bread.");
        const pipeline = yield* JournalPipeline;
        yield* pipeline.processPending(user.id);
        const edited = "Climbing with Ana, then a terrible argument about money. I felt angry.";
        yield* (yield* JournalEntryRepository).update(user.id, first.id, { content: edited, contentHash: contentHash(edited) });
        const second = yield* pipeline.processPending(user.id);
        const idle = yield* pipeline.processPending(user.id);
        const chunks = yield* (yield* ChunkIndex).listBySource(user.id, "journal", first.id);
        const entry = yield* (yield* JournalEntryRepository).get(user.id, first.id);
        return { second, idle, chunks, entry, edited };
      }),
    );
    expect(result.second.processed).toBe(1);
    expect(result.idle.processed).toBe(0);
    expect(result.chunks.map((chunk) => chunk.text)).toEqual([result.edited]);
    expect(result.entry.processedHash).toBe(contentHash(result.edited));
  });

  it("analyses with a configured model through structured output, retrying a rate limit", async () => {
    const model = scriptedModel((_text, call) =>
      call === 1 ? Effect.fail(new RateLimited({ message: "slow down", retryAfterMs: 1 })) : Effect.succeed(reading(80)),
    );
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const entry = yield* createEntry(user.id, "2024-05-01", "Went to a concert with Sofia.");
        const run = yield* (yield* JournalPipeline).processPending(user.id);
        const analysis = yield* (yield* EntryAnalyticsRepository).get(user.id, entry.id);
        const summary = yield* (yield* JournalSummaryRepository).get(user.id, "month", "2024-05");
        return { run, analysis: Option.getOrThrow(analysis), summary: Option.getOrThrow(summary) };
      }),
      { model },
    );
    expect(result.run.done).toBe(1);
    expect(result.analysis).toMatchObject({ method: "model", model: "scripted", happiness: 80, events: ["concert"] });
    expect(result.summary).toMatchObject({ method: "model", narrative: "A month of steady days." });
  });

  it("records a failed entry with its error and attempts, retries it on the next run, and stops after the last attempt", async () => {
    const model = scriptedModel((text) =>
      text.includes("broken") ? Effect.succeed("this is not json") : Effect.succeed(reading(60)),
    );
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const bad = yield* createEntry(user.id, "2024-05-01", "A broken day.");
        yield* createEntry(user.id, "2024-05-02", "A fine day.");
        const pipeline = yield* JournalPipeline;
        const first = yield* pipeline.processPending(user.id);
        const status = yield* pipeline.status(user.id);
        const second = yield* pipeline.processPending(user.id);
        const third = yield* pipeline.processPending(user.id);
        const entry = yield* (yield* JournalEntryRepository).get(user.id, bad.id);
        return { first, status, second, third, entry };
      }),
      { model, maxAttempts: 2, retryAttempts: 2 },
    );
    expect(result.first.done).toBe(1);
    expect(result.first.failed).toEqual([{ entryId: result.entry.id, date: "2024-05-01", error: expect.stringContaining("PROVIDER_ERROR") }]);
    expect(result.status).toMatchObject({ pending: 0, done: 1, failed: 1 });
    expect(result.second.failed).toHaveLength(1);
    expect(result.third.processed).toBe(0);
    expect(result.entry).toMatchObject({ processingStatus: "failed", processingAttempts: 2 });
    expect(result.entry.processingError).toContain("not JSON");
  });

  it("processes entries saved in quick succession through one deduplicated journal.process job", async () => {
    const result = await runJournal(
      Effect.gen(function* () {
        const user = yield* makeUser;
        const queued: Job[] = [];
        for (const date of ["2024-06-01", "2024-06-02", "2024-06-03"]) {
          yield* createEntry(user.id, date, `Notes for ${date}: a walk in the park.`);
          queued.push(yield* enqueueJournalProcessing(user.id, 0));
        }
        const services = yield* Effect.context<JournalTestServices>();
        const jobs = yield* JobQueue;
        const job = yield* Effect.scoped(
          Effect.gen(function* () {
            yield* JobRunner.make({ handlers: [journalProcessHandler], contextFor: () => Effect.succeed(services), options: { pollIntervalMs: 10 } });
            let job = yield* jobs.get(user.id, queued[0]!.id);
            for (let poll = 0; poll < 200 && job.status !== "succeeded"; poll++) {
              yield* Effect.sleep(25);
              job = yield* jobs.get(user.id, job.id);
            }
            return job;
          }),
        );
        return { ids: new Set(queued.map((item) => item.id)), job, status: yield* (yield* JournalPipeline).status(user.id) };
      }),
    );
    expect(result.ids.size).toBe(1);
    expect(result.job).toMatchObject({ kind: "journal.process", status: "succeeded", attempts: 1, lastError: null });
    expect(result.status).toMatchObject({ pending: 0, done: 3, failed: 0 });
  });
});
