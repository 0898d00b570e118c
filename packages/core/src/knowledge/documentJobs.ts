import { Effect, Schema } from "effect";
import type { StorageError } from "../common/errors.js";
import { DocumentId } from "../common/ids.js";
import type { UserId } from "../common/ids.js";
import { defineJob, enqueueJob } from "../jobs/JobDefinition.js";
import type { Job } from "../jobs/job.js";
import type { JobQueue } from "../jobs/JobQueue.js";
import { ChunkIndex } from "../search/ChunkIndex.js";
import { DocumentRepository } from "./DocumentRepository.js";

/**
 * Reads, chunks, embeds and indexes one uploaded document (its file from
 * the `BlobStore`), moving its status from `queued` through `parsing` and
 * `embedding` to `ready` or `failed`. One job per document at a time (the
 * dedupe key is the document id).
 */
export const knowledgeProcessJob = defineJob("knowledge.process", Schema.Struct({ documentId: DocumentId }));

/** Attempts of a `knowledge.process` job: a file that cannot be read fails at once; a provider error is retried. */
export const knowledgeProcessAttempts = 3;

/**
 * Queues the processing of a document `delayMs` from now (default now),
 * merged with the one already queued or running for it: a queued one
 * becomes due at the earlier time. An upload queues a delayed job before it
 * writes anything and the job due now once it is written, so a process
 * that dies in between still leaves the document processed.
 */
export const enqueueDocumentProcessing = (userId: UserId, documentId: DocumentId, delayMs = 0): Effect.Effect<Job, StorageError, JobQueue> =>
  enqueueJob(knowledgeProcessJob, userId, { documentId }, { dedupeKey: documentId, maxAttempts: knowledgeProcessAttempts, delayMs });

/** Most documents re-queued by one `reindexDocuments` call (a user's whole library, bounded). */
const reindexLimit = 100_000;

/**
 * When the user's document chunks were embedded with a model other than
 * `model` (the embedder was changed), removes them all and queues every
 * document that was `ready` for processing again, so the index never mixes
 * models and searches with the new model find every document once it is
 * re-embedded. Returns how many documents were queued (0 when the index is
 * already on `model` or empty).
 */
export const reindexDocuments = (
  userId: UserId,
  model: string,
): Effect.Effect<number, StorageError, ChunkIndex | DocumentRepository | JobQueue> =>
  Effect.gen(function* () {
    const index = yield* ChunkIndex;
    const stats = yield* index.stats(userId, "document");
    if (stats.embeddingModel === null || stats.embeddingModel === model) return 0;
    const documents = yield* DocumentRepository;
    yield* index.clear(userId, "document");
    let queued = 0;
    let cursor: string | undefined;
    do {
      const page = yield* documents.list(userId, { limit: 200, cursor });
      for (const document of page.items) {
        if (document.processingStatus !== "ready") continue;
        yield* documents.update(userId, document.id, { processingStatus: "queued", processingError: null });
        yield* enqueueDocumentProcessing(userId, document.id);
        queued++;
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined && queued < reindexLimit);
    return queued;
  });
