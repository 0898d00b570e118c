import { describe, expect, it } from "vitest";
import type { ChunkSource, NewChunk } from "../../search/chunk.js";
import { Chunk } from "../../search/chunk.js";
import type { UserId } from "../../common/ids.js";
import { EntryAnalyticsRepository } from "../../journal/EntryAnalyticsRepository.js";
import { DocumentRepository } from "../../knowledge/DocumentRepository.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import { MemoryRepository } from "../../memory/MemoryRepository.js";
import { Limits } from "../../common/validation.js";
import { analyticsOf } from "../journal/EntryAnalyticsRepository.contract.js";
import { chunkIndex, createSource } from "./chunkSources.js";
import { day, freshId, malformedId, newChunk, randomVector, seededRandom, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const embedded = (ordinal: number, text: string, vector: number[], model = "test-embedder"): NewChunk =>
  newChunk(ordinal, text, { embedding: { model, vector } });

export const chunkIndexContract = (harness: StorageHarness): void => {
  describe("ChunkIndex: replace, read, delete", () => {
    const { run, fails } = harness;
    const random = seededRandom(7);
    const list = (user: UserId, source: ChunkSource, sourceId: string) =>
      run(chunkIndex((index) => index.listBySource(user, source, sourceId)));

    it("replaces a source's chunks and reads them back by ordinal with exact types", async () => {
      const user = await harness.newUser();
      const sourceId = await createSource(harness, user, "document");
      const input = [
        newChunk(1, "Segunda parte 日本語 🎉", { pageStart: 2, pageEnd: 3, heading: "Animais · Pets 🐈" }),
        embedded(0, unicodeText, randomVector(random, 8)),
      ];
      input[0] = { ...input[0]!, embedding: { model: "test-embedder", vector: randomVector(random, 8) } };
      const stored = await run(chunkIndex((index) => index.replace(user, "document", sourceId, input)));
      expect(stored.map((chunk) => chunk.ordinal)).toEqual([0, 1]);
      for (const chunk of stored) assertDecodes(Chunk, chunk);
      expect(stored[0]).toMatchObject({ userId: user, source: "document", sourceId, text: unicodeText, date: null, pageStart: null, pageEnd: null, heading: null });
      expect(stored[1]).toMatchObject({ text: "Segunda parte 日本語 🎉", pageStart: 2, pageEnd: 3, heading: "Animais · Pets 🐈", startOffset: 1000 });
      expect(await list(user, "document", sourceId)).toEqual(stored);
      expect(await run(chunkIndex((index) => index.get(user, stored[1]!.id)))).toEqual(stored[1]);
      const [keywordHit] = await run(chunkIndex((index) => index.searchKeyword(user, { source: "document", query: "segunda", k: 1 })));
      expect(keywordHit?.chunk).toMatchObject({ id: stored[1]!.id, heading: "Animais · Pets 🐈", pageStart: 2 });
      const [vectorHit] = await run(
        chunkIndex((index) => index.searchVector(user, { source: "document", embedding: stored[1]!.embedding!, k: 1 })),
      );
      expect(vectorHit?.chunk).toMatchObject({ id: stored[1]!.id, heading: "Animais · Pets 🐈" });
      expect(await run(chunkIndex((index) => index.stats(user, "document")))).toEqual({ count: 2, embeddingModel: "test-embedder" });
      const again = await run(chunkIndex((index) => index.replace(user, "document", sourceId, [newChunk(0, "Só um")])));
      expect(await list(user, "document", sourceId)).toEqual(again);
      await fails(chunkIndex((index) => index.get(user, stored[0]!.id)), "NotFound", "NOT_FOUND");
      expect(await run(chunkIndex((index) => index.stats(user, "document")))).toEqual({ count: 1, embeddingModel: null });
    });

    it("keeps a caller-chosen chunk id, and a chunk of maximal size", async () => {
      const user = await harness.newUser();
      const sourceId = await createSource(harness, user, "journal");
      const id = freshId<Chunk["id"]>();
      const text = "á🎉b".repeat(Limits.chunkChars / 4);
      const [chunk] = await run(chunkIndex((index) => index.replace(user, "journal", sourceId, [newChunk(0, text, { id, date: day("2024-01-01") })])));
      expect(chunk).toMatchObject({ id, text });
      const otherSource = await createSource(harness, user, "journal");
      await fails(chunkIndex((index) => index.replace(user, "journal", otherSource, [newChunk(0, "x", { id })])), "Conflict", "CONFLICT");
    });

    it("round-trips 1536-dimensional vectors within float32 precision (1e-6 relative)", async () => {
      const user = await harness.newUser();
      const sourceId = await createSource(harness, user, "memory");
      const vector = Array.from({ length: 1536 }, () => (random() * 2 - 1) * 10 ** Math.floor(random() * 4 - 2));
      const [stored] = await run(chunkIndex((index) => index.replace(user, "memory", sourceId, [embedded(0, "vetor grande", vector, "large-embedder")])));
      const read = await run(chunkIndex((index) => index.get(user, stored!.id)));
      expect(read.embedding?.model).toBe("large-embedder");
      expect(read.embedding?.vector).toHaveLength(1536);
      read.embedding?.vector.forEach((value, index) => {
        const expected = vector[index]!;
        expect(Math.abs(value - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-6);
      });
    });

    it("deletes by source, clears a source kind, and is a no-op on nothing", async () => {
      const user = await harness.newUser();
      const a = await createSource(harness, user, "journal");
      const b = await createSource(harness, user, "journal");
      const doc = await createSource(harness, user, "document");
      for (const [source, sourceId] of [["journal", a], ["journal", b], ["document", doc]] as const) {
        await run(chunkIndex((index) => index.replace(user, source, sourceId, [newChunk(0, "um"), newChunk(1, "dois")])));
      }
      await run(chunkIndex((index) => index.deleteBySource(user, "journal", a)));
      await run(chunkIndex((index) => index.deleteBySource(user, "journal", a)));
      expect(await list(user, "journal", a)).toEqual([]);
      expect(await list(user, "journal", b)).toHaveLength(2);
      await run(chunkIndex((index) => index.clear(user, "journal")));
      expect(await list(user, "journal", b)).toEqual([]);
      expect(await run(chunkIndex((index) => index.stats(user, "journal")))).toEqual({ count: 0, embeddingModel: null });
      expect(await run(chunkIndex((index) => index.stats(user, "document")))).toEqual({ count: 2, embeddingModel: null });
    });

    it("deletes chunks (and an entry's analytics) with their entry, document or memory", async () => {
      const user = await harness.newUser();
      const entryId = await createSource(harness, user, "journal", "2024-02-02");
      const documentId = await createSource(harness, user, "document");
      const memoryId = await createSource(harness, user, "memory");
      const keep = await createSource(harness, user, "journal");
      for (const [source, sourceId] of [["journal", entryId], ["document", documentId], ["memory", memoryId], ["journal", keep]] as const) {
        await run(chunkIndex((index) => index.replace(user, source, sourceId, [newChunk(0, "texto")])));
      }
      await run(EntryAnalyticsRepository.use((repository) => repository.upsert(user, analyticsOf(user, entryId as never, day("2024-02-02")))));
      await run(JournalEntryRepository.use((repository) => repository.delete(user, entryId as never)));
      await run(DocumentRepository.use((repository) => repository.delete(user, documentId as never)));
      await run(MemoryRepository.use((repository) => repository.delete(user, memoryId as never)));
      expect(await list(user, "journal", entryId)).toEqual([]);
      expect(await list(user, "document", documentId)).toEqual([]);
      expect(await list(user, "memory", memoryId)).toEqual([]);
      expect(await list(user, "journal", keep)).toHaveLength(1);
      const analytics = await run(EntryAnalyticsRepository.use((repository) => repository.listByDateRange(user, day("2024-01-01"), day("2024-12-31"))));
      expect(analytics).toEqual([]);
    });
  });

  describe("ChunkIndex: failed replaces leave the previous chunks", () => {
    const { run, fails } = harness;
    const random = seededRandom(11);

    it("refuses a bad batch atomically with the right error", async () => {
      const user = await harness.newUser();
      const sourceId = await createSource(harness, user, "journal");
      const before = await run(chunkIndex((index) => index.replace(user, "journal", sourceId, [embedded(0, "antes", randomVector(random, 4)), embedded(1, "antes 2", randomVector(random, 4))])));
      const good = (ordinal: number) => embedded(ordinal, `novo ${ordinal}`, randomVector(random, 4));
      const attempt = (chunks: ReadonlyArray<NewChunk>) => chunkIndex((index) => index.replace(user, "journal", sourceId, chunks));
      await fails(attempt([good(0), good(0)]), "InvalidInput", "INVALID_INPUT");
      await fails(attempt([good(0), newChunk(1, " ")]), "InvalidInput", "INVALID_INPUT");
      await fails(attempt([good(0), newChunk(1, "x".repeat(Limits.chunkChars + 1))]), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(attempt([good(0), newChunk(1, "fim", { startOffset: 10, endOffset: 5 })]), "InvalidInput", "INVALID_INPUT");
      await fails(attempt([good(0), embedded(1, "curto", randomVector(random, 3))]), "InvalidInput", "INVALID_INPUT");
      await fails(attempt([good(0), embedded(1, "outro modelo", randomVector(random, 4), "other-model")]), "Conflict", "CONFLICT");
      await fails(attempt([good(0), newChunk(1, "NaN", { embedding: { model: "test-embedder", vector: [Number.NaN, 0, 0, 1] } })]), "InvalidInput", "INVALID_INPUT");
      await fails(attempt([good(0), newChunk(-1, "negativo")]), "InvalidInput", "INVALID_INPUT");
      expect(await run(chunkIndex((index) => index.listBySource(user, "journal", sourceId)))).toEqual(before);
    });

    it("never mixes embedding models within a user's source, but may switch after a clear", async () => {
      const user = await harness.newUser();
      const a = await createSource(harness, user, "journal");
      const b = await createSource(harness, user, "journal");
      await run(chunkIndex((index) => index.replace(user, "journal", a, [embedded(0, "a", randomVector(random, 4), "model-one")])));
      await fails(chunkIndex((index) => index.replace(user, "journal", b, [embedded(0, "b", randomVector(random, 4), "model-two")])), "Conflict", "CONFLICT");
      await fails(chunkIndex((index) => index.replace(user, "journal", b, [embedded(0, "b", randomVector(random, 5), "model-one")])), "InvalidInput", "INVALID_INPUT");
      expect(await run(chunkIndex((index) => index.listBySource(user, "journal", b)))).toEqual([]);
      await run(chunkIndex((index) => index.replace(user, "journal", a, [embedded(0, "a", randomVector(random, 6), "model-two")])));
      expect(await run(chunkIndex((index) => index.stats(user, "journal")))).toEqual({ count: 1, embeddingModel: "model-two" });
      const documentId = await createSource(harness, user, "document");
      await run(chunkIndex((index) => index.replace(user, "document", documentId, [embedded(0, "d", randomVector(random, 4), "model-one")])));
      await run(chunkIndex((index) => index.clear(user, "journal")));
      await run(chunkIndex((index) => index.replace(user, "journal", b, [embedded(0, "b", randomVector(random, 4), "model-three")])));
      const other = await harness.newUser();
      const otherSource = await createSource(harness, other, "journal");
      await run(chunkIndex((index) => index.replace(other, "journal", otherSource, [embedded(0, "o", randomVector(random, 9), "model-four")])));
    });

    it("rejects unknown, malformed and foreign sources", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      const theirs = await createSource(harness, stranger, "journal");
      await fails(chunkIndex((index) => index.replace(user, "journal", unknownId(), [newChunk(0, "x")])), "NotFound", "NOT_FOUND");
      await fails(chunkIndex((index) => index.replace(user, "document", unknownId(), [newChunk(0, "x")])), "NotFound", "NOT_FOUND");
      await fails(chunkIndex((index) => index.replace(user, "memory", unknownId(), [newChunk(0, "x")])), "NotFound", "NOT_FOUND");
      await fails(chunkIndex((index) => index.replace(user, "journal", theirs, [newChunk(0, "x")])), "NotFound", "NOT_FOUND");
      await fails(chunkIndex((index) => index.replace(user, "journal", malformedId(), [newChunk(0, "x")])), "InvalidInput", "INVALID_INPUT");
      await fails(chunkIndex((index) => index.replace(user, "diary" as never, theirs, [newChunk(0, "x")])), "InvalidInput", "INVALID_INPUT");
      await fails(chunkIndex((index) => index.get(user, unknownId())), "NotFound", "NOT_FOUND");
      await fails(chunkIndex((index) => index.get(user, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(chunkIndex((index) => index.stats(user, "diary" as never)), "InvalidInput", "INVALID_INPUT");
      expect(await run(chunkIndex((index) => index.listBySource(stranger, "journal", theirs)))).toEqual([]);
    });
  });
};
