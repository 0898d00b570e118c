import { describe, expect, it } from "vitest";
import { cosineSimilarity } from "@lifeos/core";
import { coarseBounds, quantizeQuery, quantizeStored, queryCodeLimit, refinedBounds } from "../src/search/vectorCodes/quantize.js";
import { clustered, gaussian, random } from "./randomVectors.js";

/** Both rounds of bounds the scan would compute for this pair, with the codes' integer dot products done here. */
const boundsOf = (stored: ReadonlyArray<number>, query: ReadonlyArray<number>) => {
  const storedCodes = new Int8Array(stored.length);
  const residualCodes = new Int8Array(stored.length);
  const queryCodes = new Int16Array(query.length);
  const storedFactors = quantizeStored(stored, storedCodes, residualCodes, 0);
  const queryFactors = quantizeQuery(query, queryCodeLimit(Math.ceil(query.length / 16) * 16), queryCodes, 0);
  let codeDot = 0;
  let residualCodeDot = 0;
  for (let index = 0; index < stored.length; index++) {
    codeDot += storedCodes[index]! * queryCodes[index]!;
    residualCodeDot += residualCodes[index]! * queryCodes[index]!;
  }
  return {
    coarse: coarseBounds(queryFactors, storedFactors, codeDot),
    refined: refinedBounds(queryFactors, storedFactors, codeDot, residualCodeDot),
  };
};

/** The residual of a vector's own code: v − s·c, the direction that makes Cauchy–Schwarz tight. */
const residualOf = (vector: ReadonlyArray<number>): Array<number> => {
  const largest = Math.max(...vector.map(Math.abs));
  const scale = largest / 127;
  return vector.map((value) => value - scale * Math.round(value / scale));
};

const expectBounded = (stored: ReadonlyArray<number>, query: ReadonlyArray<number>) => {
  const exact = cosineSimilarity(stored, query);
  for (const [round, { lower, upper }] of Object.entries(boundsOf(stored, query))) {
    expect(Number.isNaN(lower) || Number.isNaN(upper)).toBe(false);
    if (!(lower <= exact && exact <= upper)) expect({ round, lower, exact, upper }).toBe("a bounded score");
  }
};

describe("int8 cosine bounds", () => {
  const next = random(2024);
  const vectorOf = (dimensions: number) => Array.from({ length: dimensions }, () => gaussian(next));
  const scaled = (vector: ReadonlyArray<number>, factor: number) => vector.map((value) => value * factor);

  it("hold for random vectors of every length and very different norms", () => {
    for (const dimensions of [1, 3, 17, 48, 384, 1536, 4096]) {
      for (let pair = 0; pair < 40; pair++) {
        const stored = scaled(vectorOf(dimensions), 10 ** Math.round(next() * 120 - 60));
        const query = scaled(vectorOf(dimensions), 10 ** Math.round(next() * 120 - 60));
        expectBounded(stored, query);
      }
    }
  });

  it("hold for clustered vectors, near ties and (anti)parallel pairs", () => {
    const nextVector = clustered(next, 384, 4, 0.3);
    for (let pair = 0; pair < 200; pair++) {
      const stored = nextVector();
      expectBounded(stored, nextVector());
      expectBounded(stored, stored.map((value) => value * (1 + 1e-12 * gaussian(next))));
      expectBounded(stored, scaled(stored, -3));
      expectBounded(stored, stored);
    }
  });

  it("hold when the query lies along a code's residual, where Cauchy–Schwarz is tight", () => {
    for (const dimensions of [16, 384, 1536]) {
      for (let pair = 0; pair < 30; pair++) {
        const stored = vectorOf(dimensions);
        const residual = residualOf(stored);
        expectBounded(stored, residual);
        expectBounded(stored, residual.map((value, index) => value + 1e-3 * stored[index]!));
        expectBounded(stored, residualOf(residual));
        // And the other way: the stored vector along the query's residual.
        const query = vectorOf(dimensions);
        expectBounded(residualOf(query), query);
      }
    }
  });

  it("hold for sparse, spiky, constant and zero vectors", () => {
    const dimensions = 384;
    const oneHot = (index: number) => Array.from({ length: dimensions }, (_, position) => (position === index ? 1 : 0));
    const spiky = () => vectorOf(dimensions).map((value, index) => (index === 7 ? 1e6 : value));
    const constant = Array.from({ length: dimensions }, () => 0.25);
    const zero = Array.from({ length: dimensions }, () => 0);
    const samples = [oneHot(0), oneHot(5), spiky(), spiky(), constant, zero, vectorOf(dimensions), scaled(constant, -1)];
    for (const stored of samples) for (const query of samples) if (query !== zero) expectBounded(stored, query);
    for (const { lower, upper } of Object.values(boundsOf(zero, vectorOf(dimensions)))) {
      expect(lower).toBeLessThanOrEqual(0);
      expect(upper).toBeGreaterThanOrEqual(0);
    }
  });

  it("give up (infinite bounds, never NaN) where squares underflow or overflow", () => {
    const tiny = Array.from({ length: 8 }, () => 1e-160 * gaussian(next));
    const huge = Array.from({ length: 8 }, () => 1e160 * gaussian(next));
    for (const [stored, query] of [
      [tiny, vectorOf(8)],
      [vectorOf(8), tiny],
      [huge, vectorOf(8)],
      [vectorOf(8), huge],
      [Array.from({ length: 8 }, () => 0), tiny],
    ] as const) {
      for (const { lower, upper } of Object.values(boundsOf(stored, query)))
        expect([lower, upper]).toEqual([Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
    }
  });

  it("are tight enough to prune: about 2% of cosine at 1536 dimensions, then a few ten-thousandths", () => {
    const { coarse, refined } = boundsOf(vectorOf(1536), vectorOf(1536));
    expect(coarse.upper - coarse.lower).toBeLessThan(0.03);
    expect(refined.upper - refined.lower).toBeLessThan(0.001);
  });
});
