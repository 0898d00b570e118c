import type { NewChunk, StorageServices, UserId } from "@lifeos/core";
import { ChunkIndex, JournalEntryRepository, UserRepository, indexTerms, localDate } from "@lifeos/core";
import type { Effect, Layer } from "effect";
import { ManagedRuntime } from "effect";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { wordSample } from "../src/search/keywordSearch.js";
import { refreshSearchTerms } from "../src/search/searchTerms.js";
import { PostgresStorage } from "../src/index.js";
import { scratchDatabase } from "./scratchDatabase.js";

const serverUrl = inject("postgresUrl");

describe.skipIf(serverUrl === null)("PostgreSQL keyword search over many matches", () => {
  let drop: () => Promise<void> = async () => {};
  let admin: postgres.Sql;
  let runtime: ManagedRuntime.ManagedRuntime<StorageServices, unknown>;
  const run = <A, E>(effect: Effect.Effect<A, E, StorageServices>) => runtime.runPromise(effect);

  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await scratchDatabase(serverUrl ?? ""));
    admin = postgres(url, { max: 1, onnotice: () => {} });
    runtime = ManagedRuntime.make(PostgresStorage.layer({ url, max: 2 }) as Layer.Layer<StorageServices, unknown>);
  });
  afterAll(async () => {
    await runtime?.dispose();
    await admin?.end({ timeout: 5 });
    await drop();
  });

  const chunk = (ordinal: number, text: string, vector?: number[]): NewChunk => ({
    ordinal,
    text,
    startOffset: 0,
    endOffset: text.length,
    tokenCount: 4,
    date: localDate("2024-06-01"),
    embedding: vector ? { model: "m", vector } : null,
  });
  const indexEntry = async (user: UserId, chunks: ReadonlyArray<NewChunk>) => {
    const entry = await run(JournalEntryRepository.use((entries) => entries.create(user, { date: localDate("2024-06-01"), content: "e", contentHash: `${Math.random()}` })));
    await run(ChunkIndex.use((index) => index.replace(user, "journal", entry.id, chunks)));
  };

  it("ranks the chunks holding every word first when each word alone matches more chunks than are sampled", async () => {
    const user = (await run(UserRepository.use((users) => users.create({ name: "Ana" })))).id;
    const many = wordSample + 200;
    await indexEntry(user, Array.from({ length: many }, (_, ordinal) => chunk(ordinal, `alfa dia ${ordinal}`)));
    await indexEntry(user, Array.from({ length: many }, (_, ordinal) => chunk(ordinal, `beta noite ${ordinal}`)));
    await indexEntry(user, [chunk(0, "alfa e beta juntos"), chunk(1, "beta com alfa outra vez"), chunk(2, "ainda alfa, ainda beta")]);
    const search = (query: string, k: number) => run(ChunkIndex.use((index) => index.searchKeyword(user, { source: "journal", query, k })));

    const both = await search("alfa beta", 6);
    expect(both.slice(0, 3).map((hit) => hit.chunk.ordinal).sort()).toEqual([0, 1, 2]);
    expect(both.slice(0, 3).every((hit) => hit.chunk.text.includes("alfa") && hit.chunk.text.includes("beta"))).toBe(true);
    expect(Math.min(...both.slice(0, 3).map((hit) => hit.score))).toBeGreaterThan(Math.max(...both.slice(3).map((hit) => hit.score)));
    expect(both.every((hit) => hit.score > 0)).toBe(true);
    expect(both).toHaveLength(6);
    for (let index = 1; index < both.length; index++) expect(both[index]!.score).toBeLessThanOrEqual(both[index - 1]!.score);

    const one = await search("noite", 4);
    expect(one).toHaveLength(4);
    expect(one.every((hit) => hit.chunk.text.startsWith("beta noite") && hit.score > 0)).toBe(true);
    const stranger = (await run(UserRepository.use((users) => users.create({ name: "Rui" })))).id;
    expect(await run(ChunkIndex.use((index) => index.searchKeyword(stranger, { source: "journal", query: "alfa beta", k: 5 })))).toEqual([]);
  });

  it("indexes the terms core computes, and computes again those of chunks stored by an older version", async () => {
    const user = (await run(UserRepository.use((users) => users.create({ name: "Inês" })))).id;
    const text = "Adotámos um cão no coração do inverno";
    await indexEntry(user, [chunk(0, text)]);
    const [stored] = await admin<Array<{ terms: string }>>`SELECT search_terms AS terms FROM chunks WHERE user_id = ${user}`;
    expect(stored?.terms).toBe(indexTerms(text));
    const search = () => run(ChunkIndex.use((index) => index.searchKeyword(user, { source: "journal", query: "adotamos coracao", k: 5 })));
    expect((await search()).map((hit) => hit.chunk.text)).toEqual([text]);
    await admin`UPDATE chunks SET search_terms = '', search_terms_version = 0 WHERE user_id = ${user}`;
    expect(await search()).toEqual([]);
    expect(await refreshSearchTerms(admin)).toBeGreaterThanOrEqual(1);
    expect((await search()).map((hit) => hit.chunk.text)).toEqual([text]);
  });

  it("keeps tsvectors in the row (storage MAIN) and the GIN pending list small, and finds chunks whose vectors are long", async () => {
    const storage = await admin`SELECT attstorage FROM pg_attribute WHERE attrelid = 'chunks'::regclass AND attname = 'tsv'`;
    expect(storage[0]?.attstorage).toBe("m");
    const index = await admin`SELECT reloptions FROM pg_class WHERE relname = 'chunks_tsv_idx'`;
    expect(index[0]?.reloptions).toEqual(["gin_pending_list_limit=256"]);
    const user = (await run(UserRepository.use((users) => users.create({ name: "Eva" })))).id;
    const text = Array.from({ length: 120 }, (_, index) => `palavra${index} caminhada`).join(" ");
    await indexEntry(user, [chunk(0, text, Array.from({ length: 1536 }, (_, index) => Math.sin(index)))]);
    const hits = await run(ChunkIndex.use((index) => index.searchKeyword(user, { source: "journal", query: "caminhadas", k: 3 })));
    expect(hits.map((hit) => hit.chunk.text)).toEqual([text]);
  });
});
