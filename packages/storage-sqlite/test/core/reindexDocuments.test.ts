import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { ChunkIndex, DocumentRepository, JobQueue, knowledgeProcessJob, reindexDocuments, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "../../src/testing/index.js";

const layer = SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer)));

const chunk = (model: string, text: string) => ({
  ordinal: 0,
  text,
  startOffset: 0,
  endOffset: text.length,
  pageStart: 1,
  pageEnd: 1,
  tokenCount: 4,
  embedding: { model, vector: [0.6, 0.8] },
});

describe("reindexDocuments", () => {
  it("clears chunks of another embedding model and queues every ready document again, once", async () => {
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const user = (yield* UserRepository.use((users) => users.create({ name: "Ana" }))).id;
        const documents = yield* DocumentRepository;
        const index = yield* ChunkIndex;
        const make = (name: string) =>
          documents.create(user, { title: name, fileName: `${name}.pdf`, mimeType: "application/pdf", byteSize: 10, contentHash: name.padEnd(64, "0") });
        const ready = yield* make("lease");
        const failed = yield* make("scan");
        yield* index.replace(user, "document", ready.id, [chunk("old-model", "Pets are allowed with consent.")]);
        yield* documents.update(user, ready.id, { processingStatus: "ready" });
        yield* documents.update(user, failed.id, { processingStatus: "failed", processingError: "needs OCR", needsOcr: true });
        const unchanged = yield* reindexDocuments(user, "old-model");
        const queued = yield* reindexDocuments(user, "new-model");
        const again = yield* reindexDocuments(user, "new-model");
        const jobs = yield* JobQueue.use((queue) => queue.list(user, { kind: knowledgeProcessJob.kind }));
        return {
          unchanged,
          queued,
          again,
          stats: yield* index.stats(user, "document"),
          lease: (yield* documents.get(user, ready.id)).processingStatus,
          scan: (yield* documents.get(user, failed.id)).processingStatus,
          jobs: jobs.items.map((job) => job.payload),
          readyId: ready.id,
        };
      }).pipe(Effect.provide(layer)),
    );
    expect(outcome).toMatchObject({ unchanged: 0, queued: 1, again: 0, stats: { count: 0, embeddingModel: null }, lease: "queued", scan: "failed" });
    expect(outcome.jobs).toEqual([{ documentId: outcome.readyId }]);
  });
});
