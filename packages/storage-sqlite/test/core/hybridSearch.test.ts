import { createHash } from "node:crypto";
import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import type { EmbedderService, HybridTuning, LocalDate, UserId } from "@lifeos/core";
import { ChunkIndex, defaultHybridTuning, Embedder, hybridSearch, JournalEntryRepository, localDate, normalize, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "../../src/testing/index.js";

/** Hashed words of four letters or more: texts sharing words are close, others are not. */
const embedder: EmbedderService = {
  info: { model: "test-words", dimensions: 128, offline: true },
  embed: (texts) =>
    Effect.sync(() =>
      texts.map((text) => {
        const vector = new Array<number>(128).fill(0.01);
        for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
          const slot = createHash("md5").update(word).digest().readUInt32LE(0) % 128;
          vector[slot] = (vector[slot] ?? 0) + 1;
        }
        return normalize(vector);
      }),
    ),
};

const layer = Layer.mergeAll(
  SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
  Layer.succeed(Embedder, embedder),
);

const entries: ReadonlyArray<readonly [string, string]> = [
  ["2024-01-10", "Ana and I went climbing at the gym; my forearms burned."],
  ["2024-03-05", "Miguel came over for dinner and we cooked risotto."],
  ["2024-05-12", "Climbing outdoors with Miguel in Sintra, a long day on the rock."],
  ["2024-05-20", "Read a novel about lighthouses in the park."],
  ["2024-09-01", "Climbing again, this time alone; slow but happy."],
];

const today = localDate("2024-12-01");

/** Ordinary days that hold only the commonest words of a question. */
const fillerDays = (count: number): ReadonlyArray<readonly [string, string]> =>
  Array.from({ length: count }, (_, day) => [localDate(`2023-${String(1 + (day % 12)).padStart(2, "0")}-${String(1 + (day % 28)).padStart(2, "0")}`), `Walked to the shop and back in the evening, day ${day}.`] as const);

const search = (query: string, options: { similarityFloor?: number; from?: LocalDate; tuning?: HybridTuning; filler?: number } = {}) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const user = yield* (yield* UserRepository).create({ name: "Searcher", timeZone: "UTC" });
      const repository = yield* JournalEntryRepository;
      const index = yield* ChunkIndex;
      const dates = new Map<string, string>();
      for (const [date, text] of [...entries, ...fillerDays(options.filler ?? 0)]) {
        const entry = yield* repository.create(user.id, { date: localDate(date), content: text, contentHash: date });
        const [vector] = yield* embedder.embed([text]);
        yield* index.replace(user.id, "journal", entry.id, [
          { ordinal: 0, text, startOffset: 0, endOffset: text.length, tokenCount: 10, date: localDate(date), embedding: { model: embedder.info.model, vector: vector! } },
        ]);
        dates.set(entry.id, date);
      }
      const { filler: _filler, ...request } = options;
      const result = yield* hybridSearch(user.id as UserId, { source: "journal", query, limit: 10, today, groupBy: "source", ...request });
      return { ...result, dates: result.hits.map((hit) => dates.get(hit.chunk.sourceId)) };
    }).pipe(Effect.provide(layer)),
  );

describe("hybridSearch", () => {
  it("ranks a chunk matching the question's words and name above chunks matching fewer", async () => {
    const { dates, hits } = await search("When did I go climbing with Miguel?");
    expect(dates[0]).toBe("2024-05-12");
    expect(dates).toContain("2024-01-10");
    expect(hits[0]!.coverage).toBe(1);
    // The chunks holding the name come first, each side highest score first.
    const named = hits.map((hit) => /\bmiguel\b/i.test(hit.chunk.text));
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
    for (let index = 1; index < hits.length; index++) {
      if (named[index] === named[index - 1]) expect(hits[index]!.score).toBeLessThanOrEqual(hits[index - 1]!.score);
    }
  });

  it("puts the days of a date cue first", async () => {
    // In a journal of any size "in" is common; among five entries alone its rarity would outrank "climbing".
    const { dates, analysis } = await search("climbing in September", { filler: 40 });
    expect(analysis.dateCue?.range.from).toBe("2024-09-01");
    expect(dates[0]).toBe("2024-09-01");
  });

  it("weighs newer matches up when the question asks for the latest", async () => {
    const ratio = (result: Awaited<ReturnType<typeof search>>) => {
      const score = (date: string) => result.hits[result.dates.indexOf(date)]!.score;
      return score("2024-09-01") / score("2024-01-10");
    };
    const plain = await search("When did I go climbing?");
    const latest = await search("When did I last go climbing?");
    expect(latest.analysis.wantsRecent).toBe(true);
    expect(ratio(latest)).toBeGreaterThan(ratio(plain) * 1.15);
  });

  it("keeps to an explicit date range, ignoring the question's own cue", async () => {
    const { dates } = await search("climbing in September", { from: localDate("2024-05-01") });
    expect(dates.every((date) => date! >= "2024-05-01")).toBe(true);
    expect(dates).toContain("2024-05-12");
  });

  it("finds nothing when no chunk holds a topic word and none is close enough", async () => {
    const { hits } = await search("Did I ever go skydiving?", { similarityFloor: 0.9 });
    expect(hits).toEqual([]);
    const { hits: unfloored } = await search("Did I ever go skydiving?");
    expect(unfloored.length).toBeGreaterThan(0);
  });

  it("finds a paraphrase without a topic word when both searches rank the same chunk first among many", async () => {
    const question = "When did I go again alone to the place?";
    const { dates } = await search(question, { similarityFloor: 0.9, filler: 60, tuning: { ...defaultHybridTuning, agreementRank: 3, standOut: 0 } });
    expect(dates[0]).toBe("2024-09-01");
    const { hits: withoutAgreement } = await search(question, { similarityFloor: 0.9, filler: 60, tuning: { ...defaultHybridTuning, agreementRank: 0, standOut: 0 } });
    expect(withoutAgreement).toEqual([]);
  });

  it("finds a paraphrase without a topic word when its chunk stands clear of the other vector hits", async () => {
    const question = "When did I go again alone to the place?";
    const { dates } = await search(question, { similarityFloor: 0.9, filler: 60, tuning: { ...defaultHybridTuning, agreementRank: 0 } });
    expect(dates[0]).toBe("2024-09-01");
    const { hits: unclear } = await search(question, { similarityFloor: 0.9, filler: 60, tuning: { ...defaultHybridTuning, agreementRank: 0, standOut: 2 } });
    expect(unclear).toEqual([]);
  });

  it("defaults to the weights the benchmark chose", () => {
    expect(defaultHybridTuning.keywordWeight + defaultHybridTuning.vectorWeight).toBeCloseTo(1, 12);
  });
});
