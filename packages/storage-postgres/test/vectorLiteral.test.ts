import { describe, expect, it } from "vitest";
import { vectorLiteral } from "../src/database/vectorLiteral.js";

/** The elements of a literal, read as `strtof` reads them (to the nearest float32). */
const readBack = (literal: string): number[] => literal.slice(1, -1).split(",").map((text) => Math.fround(Number(text)));

const randomFloat32s = (count: number, seed: number): number[] => {
  const float = new Float32Array(1);
  const bits = new Uint32Array(float.buffer);
  let state = seed;
  const values: number[] = [];
  while (values.length < count) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    bits[0] = state;
    if (Number.isFinite(float[0])) values.push(float[0]!);
  }
  return values;
};

describe("vectorLiteral", () => {
  it("writes pgvector's bracketed, comma-separated form", () => {
    expect(vectorLiteral([0.5, -1, 0, 2])).toBe("[500000000e-9,-100000000e-8,0,200000000e-8]");
    expect(vectorLiteral([])).toBe("[]");
  });

  it("reads back as exactly the float32 of every element, across every exponent", () => {
    const values = randomFloat32s(200_000, 12_345);
    for (let start = 0; start < values.length; start += 4096) {
      const slice = values.slice(start, start + 4096);
      expect(readBack(vectorLiteral(slice))).toEqual(slice);
    }
  });

  it("keeps extremes, subnormals, powers of ten and signed zeros", () => {
    const values = [3.4028234663852886e38, -3.4028234663852886e38, 1.1754943508222875e-38, 1.401298464324817e-45, -1.401298464324817e-45, 1e-40, 0.1, 1, 10, 1e10, 1e-10, -0, 0];
    expect(readBack(vectorLiteral(values))).toEqual(values.map((value) => Math.fround(value) || 0));
  });

  it("rounds doubles to the float32 they are stored as", () => {
    const doubles = Array.from({ length: 1536 }, (_, index) => Math.sin(index) / 7);
    expect(readBack(vectorLiteral(doubles))).toEqual(doubles.map(Math.fround));
  });

  it("writes elements beyond float32's range as Infinity, which pgvector refuses", () => {
    expect(vectorLiteral([1e39, -1e39])).toBe("[Infinity,-Infinity]");
  });

  it("formats the longest vectors core allows and falls back to join beyond them", () => {
    const longest = randomFloat32s(4096, 7).map((value) => -Math.abs(value) || -1e-45);
    expect(readBack(vectorLiteral(longest))).toEqual(longest.map(Math.fround));
    expect(vectorLiteral(Array.from({ length: 4097 }, () => 0.25))).toBe(`[${Array.from({ length: 4097 }, () => "0.25").join(",")}]`);
  });
});
