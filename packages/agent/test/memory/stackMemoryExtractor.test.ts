import type { ExtractionInput, Job, JobId, MemoryExtractorService, UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository, ProviderError, RateLimited } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { extractOffline, memoryExtractHandler, OfflineLanguageModel, StackMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";

const sentAt = new Date("2025-03-12T15:00:00Z");
const message = "Prefiro reuniões de manhã";
const input: ExtractionInput = { text: message, sentAt, timeZone: "Europe/Lisbon" };
const failing = (error: ProviderError | RateLimited) => ScriptedLanguageModel.make([{ fail: error }]);
const extract = (extractor: MemoryExtractorService) => Effect.runPromise(Effect.result(extractor.extract(input)));

describe("the memory extractor of a model stack", () => {
  it("uses the offline rules for the offline model and for models without structured output, and the model otherwise", () => {
    expect(StackMemoryExtractor.make(OfflineLanguageModel.make()).kind).toBe("offline");
    expect(StackMemoryExtractor.make(ScriptedLanguageModel.make([], { capabilities: { tools: true, reasoning: false, vision: false, structuredOutput: false } }).service).kind).toBe("offline");
    expect(StackMemoryExtractor.make(ScriptedLanguageModel.make([]).service).kind).toBe("model");
  });

  it("falls back to the offline rules at once when no retry can mend the failure, and returns a transient one for the job to retry", async () => {
    const refused = await extract(StackMemoryExtractor.make(failing(new ProviderError({ message: "400", status: 400, retryable: false })).service));
    expect(refused).toMatchObject({ _tag: "Success", success: extractOffline(input) });
    const limited = await extract(StackMemoryExtractor.make(failing(new RateLimited({ message: "slow down" })).service));
    expect(limited).toMatchObject({ _tag: "Failure", failure: { _tag: "RateLimited" } });
    const busy = await extract(StackMemoryExtractor.make(failing(new ProviderError({ message: "503", status: 503, retryable: true })).service));
    expect(busy).toMatchObject({ _tag: "Failure", failure: { _tag: "ProviderError" } });
  });

  it("falls back on every failure when told it is the last attempt", async () => {
    const last = StackMemoryExtractor.withOfflineFallback(StackMemoryExtractor.make(failing(new RateLimited({ message: "slow down" })).service), "always");
    expect(await extract(last)).toMatchObject({ _tag: "Success", success: extractOffline(input) });
  });
});

describe("the memory.extract job with a model", () => {
  const job = (userId: UserId, attempts: number): Job => ({
    id: "01890000-0000-7000-8000-000000000001" as JobId,
    userId,
    kind: "memory.extract",
    payload: { threadId: "01890000-0000-7000-8000-0000000000aa", messageId: "01890000-0000-7000-8000-0000000000bb", text: message, sentAt: sentAt.toISOString(), timeZone: "Europe/Lisbon", previousAnswer: null, previousText: null, previousMessageId: null },
    dedupeKey: null,
    status: "running",
    attempts,
    maxAttempts: 3,
    runAfter: sentAt,
    leaseOwner: "worker",
    leaseExpiresAt: null,
    runAgain: false,
    lastError: null,
    createdAt: sentAt,
    updatedAt: sentAt,
    finishedAt: null,
  });

  it("fails a rate-limited attempt so it is retried, and learns with the offline rules on the last one", async () => {
    await runJournal(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        const limited = () => StackMemoryExtractor.make(failing(new RateLimited({ message: "slow down" })).service);
        const run = (attempts: number) => memoryExtractHandler.run(job(user, attempts).payload, job(user, attempts)).pipe(Effect.provideService(MemoryExtractor, limited()), Effect.result);
        expect(yield* run(1)).toMatchObject({ _tag: "Failure", failure: { _tag: "RateLimited" } });
        expect((yield* (yield* MemoryRepository).list(user, { limit: 10 })).items).toEqual([]);
        expect(yield* run(3)).toMatchObject({ _tag: "Success" });
        const learnt = (yield* (yield* MemoryRepository).list(user, { limit: 10 })).items;
        expect(learnt.map((memory) => [memory.type, memory.content])).toEqual([["preference", message]]);
      }),
    );
  });
});
