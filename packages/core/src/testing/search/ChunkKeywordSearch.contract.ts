import { describe, expect, it } from "vitest";
import type { ChunkHit, KeywordQuery } from "../../search/chunk.js";
import type { UserId } from "../../common/ids.js";
import { chunkIndex, indexSource } from "./chunkSources.js";
import { day, newChunk } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";

const corpus = {
  both: "Hoje fui nadar na praia com a Marta antes do almoço tranquilo.",
  one: "Hoje fui nadar na praia sozinho antes do almoço tranquilo.",
  none: "Hoje fiquei em casa a ler um livro antes do jantar tranquilo.",
  accented: "O meu coração ficou leve depois da conversa em Lisboa.",
  unaccented: "Sem acentos: coracao apertado na estacao de comboios.",
  english: "Went running by the river and felt grateful for the sunshine.",
};

export const chunkKeywordSearchContract = (harness: StorageHarness): void => {
  describe("ChunkIndex: keyword search", () => {
    const { run, fails } = harness;

    const setUp = async () => {
      const user = await harness.newUser();
      const ids: Record<string, string> = {};
      for (const [name, text] of Object.entries(corpus)) {
        const index = Object.keys(ids).length;
        const date = `2024-05-0${index + 1}`;
        ids[name] = await indexSource(harness, user, "journal", [newChunk(0, text, { date: day(date) })], date);
      }
      return { user, ids };
    };
    const search = (user: UserId, query: string, extra: Partial<KeywordQuery> = {}) =>
      run(chunkIndex((index) => index.searchKeyword(user, { source: "journal", query, k: 10, ...extra })));
    const sources = (hits: ReadonlyArray<ChunkHit>) => hits.map((hit) => hit.chunk.sourceId);

    it("treats every word as optional and ranks chunks matching more words first, with positive falling scores", async () => {
      const { user, ids } = await setUp();
      const hits = await search(user, "praia Marta");
      expect(sources(hits).slice(0, 2)).toEqual([ids.both, ids.one]);
      expect(sources(hits)).not.toContain(ids.none);
      for (const hit of hits) expect(hit.score).toBeGreaterThan(0);
      for (let index = 1; index < hits.length; index++) expect(hits[index]!.score).toBeLessThanOrEqual(hits[index - 1]!.score);
      expect(sources(await search(user, "river sunshine"))).toEqual([ids.english]);
      expect(await search(user, "xilofone")).toEqual([]);
      expect(await search(user, "?!… --")).toEqual([]);
      expect(await search(user, "praia", { k: 1 })).toHaveLength(1);
    });

    it("finds the one chunk holding most of the words among a thousand that each hold two of them", async () => {
      const user = await harness.newUser();
      // Every pair of four common words, 200 chunks a pair: each word is in 600 chunks. No chunk holds every word of the
      // question, and the question has many words that no chunk holds (a long question, with its function words).
      const words = ["Ana", "Maria", "Almeida", "chá"];
      const pairs = words.flatMap((first, position) => words.slice(position + 1).map((second) => `${first} ${second}`));
      for (const [position, pair] of pairs.entries()) {
        for (let part = 0; part < 2; part++) {
          const chunks = Array.from({ length: 100 }, (_, ordinal) => newChunk(ordinal, `${pair} nota ${position * 200 + part * 100 + ordinal}`));
          await indexSource(harness, user, "memory", chunks);
        }
      }
      // As many chunks again with none of the words, so each is in a quarter of the chunks (bm25 gives a word held by half nothing).
      for (let part = 0; part < 12; part++) {
        await indexSource(harness, user, "memory", Array.from({ length: 100 }, (_, ordinal) => newChunk(ordinal, `outra nota ${part * 100 + ordinal}`)));
      }
      const answer = await indexSource(harness, user, "memory", [newChunk(0, "Ana Maria Almeida gosta sempre do chá verde")]);
      const hits = await run(chunkIndex((index) => index.searchKeyword(user, { source: "memory", query: "o que é que a Ana Maria Almeida costuma beber de chá quando chega a noite", k: 10 })));
      expect(hits.map((hit) => hit.chunk.sourceId)[0]).toBe(answer);
      expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    });

    it("matches regardless of case and accents, and keeps text exact", async () => {
      const { user, ids } = await setUp();
      expect(sources(await search(user, "coração")).sort()).toEqual([ids.accented, ids.unaccented].sort());
      expect(sources(await search(user, "CORACAO")).sort()).toEqual([ids.accented, ids.unaccented].sort());
      expect(sources(await search(user, "lisboa"))).toEqual([ids.accented]);
      expect(sources(await search(user, "Estação"))).toEqual([ids.unaccented]);
      const [hit] = await search(user, "Lisboa");
      expect(hit!.chunk.text).toBe(corpus.accented);
    });

    it("treats query syntax and punctuation as plain words", async () => {
      const { user, ids } = await setUp();
      for (const query of ['"praia', "praia*", "-praia", "praia:", "(praia) OR NOT AND", "praia'; DROP TABLE chunks; --", "NEAR(praia)", "praia^2 ~ {x}"]) {
        expect(sources(await search(user, query))).toContain(ids.one);
      }
    });

    it("applies the source, date and source-id filters", async () => {
      const { user, ids } = await setUp();
      await indexSource(harness, user, "document", [newChunk(0, "Guia da praia para o verão")]);
      expect(sources(await search(user, "praia", { from: day("2024-05-02"), to: day("2024-05-02") }))).toEqual([ids.one]);
      expect(sources(await search(user, "praia", { sourceIds: [ids.both!] }))).toEqual([ids.both]);
      expect(await search(user, "praia", { sourceIds: [] })).toEqual([]);
      // More ids than either database takes parameters in one statement.
      const many = [...Array.from({ length: 40_000 }, (_, index) => `absent-${index}`), ids.both!];
      expect(sources(await search(user, "praia", { sourceIds: many }))).toEqual([ids.both]);
      const documents = await run(chunkIndex((index) => index.searchKeyword(user, { source: "document", query: "praia", k: 10 })));
      expect(documents.map((hit) => hit.chunk.text)).toEqual(["Guia da praia para o verão"]);
    });

    it("never searches another user's chunks, and rejects a bad query", async () => {
      const { user } = await setUp();
      const stranger = await harness.newUser();
      expect(await search(stranger, "praia Marta coração river")).toEqual([]);
      await fails(chunkIndex((index) => index.searchKeyword(user, { source: "journal", query: "   ", k: 5 })), "InvalidInput", "INVALID_INPUT");
      await fails(chunkIndex((index) => index.searchKeyword(user, { source: "journal", query: "praia", k: 0 })), "InvalidInput", "INVALID_INPUT");
      await fails(chunkIndex((index) => index.searchKeyword(user, { source: "journal", query: "x".repeat(2001), k: 5 })), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
    });
  });
};
