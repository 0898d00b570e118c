import { describe, expect, it } from "vitest";
import { Effect, Schema } from "effect";
import { Embedding, Limits, VectorQuery, cosineSimilarity, decodeInput, normalize, reciprocalRankFusion } from "../src/index.js";

describe("cosineSimilarity", () => {
  it("is 1 for parallel, 0 for orthogonal and -1 for opposite vectors", () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1, 12);
  });

  it("is 0 for a zero vector and rejects different lengths", () => {
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(RangeError);
  });

  it("normalize gives unit length", () => {
    const unit = normalize([3, 4]);
    expect(unit).toEqual([0.6, 0.8]);
    expect(normalize([0, 0])).toEqual([0, 0]);
  });
});

describe("reciprocalRankFusion", () => {
  const key = (item: { id: string }) => item.id;

  it("ranks items found by both lists above items found by one", () => {
    const vector = [{ id: "a" }, { id: "b" }, { id: "c" }];
    const keyword = [{ id: "c" }, { id: "d" }, { id: "a" }];
    const fused = reciprocalRankFusion([vector, keyword], key);
    expect(fused.map((result) => result.item.id)).toEqual(["a", "c", "b", "d"]);
    expect(fused[0]?.ranks).toEqual([1, 3]);
    expect(fused[0]?.score).toBeCloseTo(1 / 61 + 1 / 63, 12);
    expect(fused[3]?.ranks).toEqual([null, 2]);
  });

  it("applies weights and ignores duplicates within a list", () => {
    const fused = reciprocalRankFusion(
      [[{ id: "a" }, { id: "a" }], [{ id: "b" }]],
      key,
      { k: 0, weights: [1, 3] },
    );
    expect(fused.map((result) => [result.item.id, result.score])).toEqual([
      ["b", 3],
      ["a", 1],
    ]);
  });

  it("breaks ties by best single rank, then by key", () => {
    const fused = reciprocalRankFusion([[{ id: "y" }], [{ id: "x" }]], key);
    expect(fused.map((result) => result.item.id)).toEqual(["x", "y"]);
  });
});

describe("Vector", () => {
  const decode = (input: unknown) => Effect.runSync(Effect.result(decodeInput(VectorQuery, { source: "journal", k: 3, embedding: { model: "m", vector: input } })));

  it("accepts 1 to 4096 finite numbers and passes the array through as given", () => {
    const vector = Array.from({ length: Limits.vectorDimsMax }, (_, index) => index / 7 - 100);
    const result = decode(vector);
    expect(result._tag).toBe("Success");
    if (result._tag === "Success") expect(result.success.embedding.vector).toBe(vector);
    expect(decode([-0.5])._tag).toBe("Success");
  });

  it("refuses empty, too long, non-finite, non-number and non-array input with INVALID_INPUT", () => {
    const bad: ReadonlyArray<unknown> = [
      [],
      Array.from({ length: Limits.vectorDimsMax + 1 }, () => 1),
      [1, Number.NaN],
      [Number.POSITIVE_INFINITY],
      [1, "2"],
      [1, null],
      new Float32Array([1, 2]),
      "1,2",
      { 0: 1, length: 1 },
    ];
    for (const input of bad) {
      const result = decode(input);
      expect(result._tag).toBe("Failure");
      if (result._tag === "Failure") {
        expect(result.failure.code).toBe("INVALID_INPUT");
        expect(result.failure.message).toContain("finite numbers");
      }
    }
  });

  it("is JSON-encoded as the plain array", () => {
    const embedding = { model: "m", vector: [0.25, -1, 3] };
    expect(Schema.encodeSync(Schema.toCodecJson(Embedding))(embedding)).toEqual(embedding);
    expect(Schema.decodeUnknownSync(Schema.toCodecJson(Embedding))(embedding)).toEqual(embedding);
  });
});
