import { describe, expect, it } from "vitest";
import type { Chunk, NewChunk } from "../../search/chunk.js";
import type { UserId } from "../../common/ids.js";
import { Limits } from "../../common/validation.js";
import { chunkIndex, createSource, indexSource } from "./chunkSources.js";
import { day, freshId, malformedId, newChunk, randomVector, seededRandom, unicodeText, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";

const embedded = (ordinal: number, text: string, vector: number[], model = "test-embedder"): NewChunk =>
  newChunk(ordinal, text, { embedding: { model, vector }, date: day("2024-09-01") });

/** What a chunk is apart from the identity and time the store gives it. */
const content = ({ id: _id, sourceId: _sourceId, createdAt: _createdAt, ...rest }: Chunk) => rest;

/** `ChunkIndex.replaceMany`: the rules of `replace`, for several sources in one transaction. */
export const chunkReplaceManyContract = (harness: StorageHarness): void => {
  describe("ChunkIndex: replaceMany", () => {
    const { run, fails } = harness;
    const random = seededRandom(11);
    const list = (user: UserId, sourceId: string) => run(chunkIndex((index) => index.listBySource(user, "journal", sourceId)));

    it("stores each source's chunks exactly as replace would, replacing what was there, in input order", async () => {
      const user = await harness.newUser();
      const [a, b, c] = [await createSource(harness, user, "journal"), await createSource(harness, user, "journal"), await createSource(harness, user, "journal")];
      const old = await run(chunkIndex((index) => index.replace(user, "journal", b, [embedded(0, "velho", randomVector(random, 6)), embedded(1, "antigo", randomVector(random, 6))])));
      const forA = [embedded(1, "segunda 🎉", randomVector(random, 6)), embedded(0, unicodeText, randomVector(random, 6))];
      const forB = [embedded(0, "novo texto", randomVector(random, 6))];
      const result = await run(chunkIndex((index) => index.replaceMany(user, "journal", [{ sourceId: a, chunks: forA }, { sourceId: b, chunks: forB }])));
      expect(result.map((chunks) => chunks.map((chunk) => [chunk.sourceId, chunk.ordinal]))).toEqual([[[a, 0], [a, 1]], [[b, 0]]]);
      expect(await list(user, a)).toEqual(result[0]);
      expect(await list(user, b)).toEqual(result[1]);
      for (const chunk of old) await fails(chunkIndex((index) => index.get(user, chunk.id)), "NotFound", "NOT_FOUND");
      const single = await run(chunkIndex((index) => index.replace(user, "journal", c, forA)));
      expect(result[0]!.map(content)).toEqual(single.map(content));
      expect(await run(chunkIndex((index) => index.stats(user, "journal")))).toEqual({ count: 5, embeddingModel: "test-embedder" });
      const [hit] = await run(chunkIndex((index) => index.searchVector(user, { source: "journal", embedding: forB[0]!.embedding!, k: 1 })));
      expect(hit?.chunk.id).toBe(result[1]![0]!.id);
      const cleared = await run(chunkIndex((index) => index.replaceMany(user, "journal", [{ sourceId: a, chunks: [] }])));
      expect(cleared).toEqual([[]]);
      expect(await list(user, a)).toEqual([]);
      expect(await run(chunkIndex((index) => index.replaceMany(user, "journal", [])))).toEqual([]);
    });

    it("changes no source when any item breaks a rule of replace", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const vector = () => randomVector(random, 4);
      const kept = await indexSource(harness, user, "journal", [embedded(0, "guardado", vector())]);
      const target = await createSource(harness, user, "journal");
      const theirs = await indexSource(harness, other, "journal", [embedded(0, "alheio", vector())]);
      const before = { kept: await list(user, kept), theirs: await list(other, theirs) };
      const good = { sourceId: kept, chunks: [embedded(0, "substituído", vector())] };
      const attempt = (second: { sourceId: string; chunks: ReadonlyArray<NewChunk> }) =>
        chunkIndex((index) => index.replaceMany(user, "journal", [good, second]));
      await fails(attempt({ sourceId: target, chunks: [newChunk(0, "a"), newChunk(0, "b")] }), "InvalidInput", "INVALID_INPUT");
      await fails(attempt({ sourceId: target, chunks: [newChunk(0, "fim", { startOffset: 10, endOffset: 5 })] }), "InvalidInput", "INVALID_INPUT");
      await fails(attempt({ sourceId: target, chunks: [newChunk(0, " ")] }), "InvalidInput", "INVALID_INPUT");
      await fails(attempt({ sourceId: target, chunks: [newChunk(0, "x".repeat(Limits.chunkChars + 1))] }), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(attempt({ sourceId: target, chunks: [embedded(0, "outro modelo", vector(), "other-model")] }), "Conflict", "CONFLICT");
      await fails(attempt({ sourceId: target, chunks: [embedded(0, "curto", randomVector(random, 3))] }), "InvalidInput", "INVALID_INPUT");
      await fails(attempt({ sourceId: target, chunks: [newChunk(0, "id de outro", { id: before.theirs[0]!.id })] }), "Conflict", "CONFLICT");
      await fails(attempt({ sourceId: kept, chunks: [newChunk(0, "de novo")] }), "InvalidInput", "INVALID_INPUT");
      await fails(attempt({ sourceId: theirs, chunks: [newChunk(0, "invasão")] }), "NotFound", "NOT_FOUND");
      await fails(attempt({ sourceId: unknownId(), chunks: [newChunk(0, "x")] }), "NotFound", "NOT_FOUND");
      await fails(attempt({ sourceId: malformedId(), chunks: [newChunk(0, "x")] }), "InvalidInput", "INVALID_INPUT");
      const tooMany = Array.from({ length: Limits.batchItemsMax + 1 }, () => good);
      await fails(chunkIndex((index) => index.replaceMany(user, "journal", tooMany)), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      await fails(chunkIndex((index) => index.replaceMany(user, "diary" as never, [good])), "InvalidInput", "INVALID_INPUT");
      expect(await list(user, kept)).toEqual(before.kept);
      expect(await list(user, target)).toEqual([]);
      expect(await list(other, theirs)).toEqual(before.theirs);
      expect(await run(chunkIndex((index) => index.stats(user, "journal")))).toEqual({ count: 1, embeddingModel: "test-embedder" });
    });

    it("checks models against the index as the batch leaves it", async () => {
      const user = await harness.newUser();
      const [a, b] = [await indexSource(harness, user, "journal", [embedded(0, "a", randomVector(random, 4), "model-one")]), await createSource(harness, user, "journal")];
      const switched = await run(chunkIndex((index) => index.replaceMany(user, "journal", [
        { sourceId: a, chunks: [embedded(0, "a2", randomVector(random, 5), "model-two")] },
        { sourceId: b, chunks: [embedded(0, "b", randomVector(random, 5), "model-two")] },
      ])));
      expect(switched.flat().map((chunk) => chunk.embedding?.model)).toEqual(["model-two", "model-two"]);
      const c = await createSource(harness, user, "journal");
      await fails(chunkIndex((index) => index.replaceMany(user, "journal", [
        { sourceId: c, chunks: [embedded(0, "c", randomVector(random, 5), "model-two")] },
        { sourceId: a, chunks: [embedded(0, "a3", randomVector(random, 5), "model-three")] },
      ])), "Conflict", "CONFLICT");
      expect((await list(user, c)).length).toBe(0);
      const id = freshId<Chunk["id"]>();
      await fails(chunkIndex((index) => index.replaceMany(user, "journal", [
        { sourceId: c, chunks: [newChunk(0, "c", { id })] },
        { sourceId: b, chunks: [newChunk(0, "b", { id })] },
      ])), "Conflict", "CONFLICT");
      expect((await list(user, b)).map((chunk) => chunk.text)).toEqual(["b"]);
    });
  });
};
