import { describe, expect, it } from "vitest";
import { cosineSimilarity } from "@lifeos/core";
import type { SlotFilter } from "../src/search/vectorCodes/ScopeCodes.js";
import { ScopeCodes, ScopeTooLarge, dateKey, scopeBytes } from "../src/search/vectorCodes/ScopeCodes.js";
import { clustered, gaussian, random } from "./randomVectors.js";

interface Stored {
  readonly seq: number;
  readonly sourceId: string;
  readonly date: string | null;
  readonly vector: Array<number>;
}

const everything: SlotFilter = { dated: false, fromKey: 0, toKey: 99_999_999, sourceMask: null };

/** Every stored vector scoring at least the k-th best exact score: what any exact top-k may contain. */
const mustContain = (stored: ReadonlyArray<Stored>, query: ReadonlyArray<number>, k: number): Array<number> => {
  const scores = stored.map((item) => ({ seq: item.seq, score: cosineSimilarity(item.vector, query) }));
  const kth = [...scores].sort((left, right) => right.score - left.score)[Math.min(k, scores.length) - 1]?.score ?? 0;
  return scores.filter((item) => item.score >= kth).map((item) => item.seq);
};

const expectSuperset = (found: ReadonlyArray<number>, wanted: ReadonlyArray<number>) => {
  const set = new Set(found);
  expect(wanted.filter((seq) => !set.has(seq))).toEqual([]);
};

/** A scope of clustered vectors with exact duplicates, zero vectors, wild norms, dates and five sources. */
const buildScope = (seed: number, count: number, dimensions: number) => {
  const next = random(seed);
  const nextVector = clustered(next, dimensions, 6, 0.4);
  const codes = new ScopeCodes("model", dimensions, 8);
  const stored: Array<Stored> = [];
  for (let seq = 1; stored.length < count; seq += 1 + Math.floor(next() * 3)) {
    const roll = next();
    const vector =
      roll < 0.05 && stored.length > 0
        ? [...stored[Math.floor(next() * stored.length)]!.vector]
        : roll < 0.07
          ? Array.from({ length: dimensions }, () => 0)
          : nextVector().map((value) => value * 10 ** Math.round(next() * 8 - 4));
    const item = { seq, sourceId: `source-${seq % 5}`, date: seq % 7 === 0 ? null : `2024-0${1 + (seq % 9)}-1${seq % 10}`, vector };
    codes.append(item.seq, item.sourceId, item.date, item.vector);
    stored.push(item);
  }
  return { codes, stored, next, nextVector };
};

describe("ScopeCodes candidates", () => {
  it("always contain the exact top-k, ties included, with and without filters", () => {
    const { codes, stored, next, nextVector } = buildScope(11, 1500, 96);
    for (let trial = 0; trial < 30; trial++) {
      const query = trial % 3 === 0 ? [...stored[Math.floor(next() * stored.length)]!.vector] : nextVector();
      const k = [1, 10, 25, 200][trial % 4]!;
      expectSuperset(codes.candidates(query, everything, k), mustContain(stored, query, k));

      const dated: SlotFilter = { ...everything, dated: true, fromKey: dateKey("2024-03-10"), toKey: dateKey("2024-06-19") };
      const inRange = stored.filter((item) => item.date !== null && item.date >= "2024-03-10" && item.date <= "2024-06-19");
      const datedFound = codes.candidates(query, dated, k);
      expectSuperset(datedFound, mustContain(inRange, query, k));
      expect(datedFound.every((seq) => inRange.some((item) => item.seq === seq))).toBe(true);

      const bySource: SlotFilter = { ...everything, sourceMask: codes.sourceMask(["source-1", "source-3", "unknown"]) };
      const ofSources = stored.filter((item) => item.sourceId === "source-1" || item.sourceId === "source-3");
      const sourceFound = codes.candidates(query, bySource, k);
      expectSuperset(sourceFound, mustContain(ofSources, query, k));
      expect(sourceFound.every((seq) => ofSources.some((item) => item.seq === seq))).toBe(true);
    }
  });

  it("prune most vectors of an ordinary scope", () => {
    const next = random(5);
    const codes = new ScopeCodes("model", 384, 8);
    for (let seq = 1; seq <= 2000; seq++) codes.append(seq, "s", null, Array.from({ length: 384 }, () => gaussian(next)));
    const found = codes.candidates(Array.from({ length: 384 }, () => gaussian(next)), everything, 10);
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(found.length).toBeLessThan(400);
  });

  it("keep exact results through deletes, compaction and growth", () => {
    const { codes, stored, next, nextVector } = buildScope(23, 600, 48);
    let live = [...stored];
    for (let round = 0; round < 6; round++) {
      live = live.filter(() => next() > 0.2);
      codes.retainOnly(live.map((item) => item.seq));
      for (let added = 0; added < 100; added++) {
        const item = { seq: codes.lastSeq + 1, sourceId: "new", date: "2025-01-01", vector: nextVector() };
        codes.append(item.seq, item.sourceId, item.date, item.vector);
        live.push(item);
      }
      const query = nextVector();
      const found = codes.candidates(query, everything, 15);
      expectSuperset(found, mustContain(live, query, 15));
      const liveSeqs = new Set(live.map((item) => item.seq));
      expect(found.every((seq) => liveSeqs.has(seq))).toBe(true);
    }
    expect(() => codes.append(1, "old", null, nextVector())).toThrow(RangeError);
  });

  it("never grow past their byte limit", () => {
    const next = random(3);
    const limit = scopeBytes(40, 1000);
    const codes = new ScopeCodes("model", 40, 10, limit);
    let appended = 0;
    expect(() => {
      for (;;) codes.append(++appended, "s", null, Array.from({ length: 40 }, () => gaussian(next)));
    }).toThrow(ScopeTooLarge);
    expect(codes.bytes).toBeLessThanOrEqual(limit);
    expect(appended).toBeGreaterThan(1000);
    expect(() => new ScopeCodes("model", 40, 5000, limit)).toThrow(ScopeTooLarge);
  });
});
