import Database from "better-sqlite3";
import { Effect } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { ChunkIndex, MemoryRepository, queryTermGroups } from "@lifeos/core";
import type { UserId } from "@lifeos/core";
import { toKeywordQuery } from "../src/search/keywordQuery.js";
import { createEntry, createUser, runStorage } from "./runStorage.js";
import { tempDatabase } from "./tempDatabase.js";

const texts = [
  "Hoje fui à praia com a minha irmã e senti o coração leve.",
  "Reunião longa no trabalho; o projeto atrasou outra vez.",
  "Went running by the river and felt calm afterwards.",
  "The project review went well: the team shipped the river map.",
  "Jantar com amigos, conversa sobre o projeto da praia.",
];

describe("SqliteStorage keyword search", () => {
  const database = tempDatabase();
  afterAll(() => database.remove());
  let userId: UserId;

  const search = (query: string, k = 10) =>
    runStorage(
      database.filename,
      ChunkIndex.use((index) => index.searchKeyword(userId, { source: "journal", query, k })),
    );

  it("indexes chunk text", async () => {
    userId = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const index = yield* ChunkIndex;
        const owner = yield* createUser("Ana");
        const stranger = yield* createUser("Bruno");
        for (const [position, text] of texts.entries()) {
          const date = `2025-06-0${position + 1}`;
          for (const user of [owner, stranger]) {
            const entry = yield* createEntry(user, date, text);
            yield* index.replace(user, "journal", entry.id, [
              { ordinal: 0, text, startOffset: 0, endOffset: text.length, tokenCount: 10, date: date as never },
            ]);
          }
        }
        return owner;
      }),
    );
  });

  it("folds accents and case both ways (Portuguese)", async () => {
    const plain = await search("coracao IRMA");
    expect(plain.map((hit) => hit.chunk.text)).toEqual([texts[0]]);
    const accented = await search("reuniÃo");
    expect(accented.map((hit) => hit.chunk.text)).toEqual([texts[1]]);
  });

  it("ranks chunks matching more of the words higher, with positive scores", async () => {
    const hits = await search("projeto praia");
    expect(hits[0]!.chunk.text).toBe(texts[4]);
    expect(hits.map((hit) => hit.chunk.text)).toEqual(expect.arrayContaining([texts[0], texts[1], texts[4]]));
    expect(hits).toHaveLength(3);
    expect(hits.every((hit) => hit.score > 0)).toBe(true);
    for (let position = 1; position < hits.length; position++)
      expect(hits[position - 1]!.score).toBeGreaterThanOrEqual(hits[position]!.score);
    expect(hits.every((hit) => hit.chunk.userId === userId)).toBe(true);
  });

  it("stems English words", async () => {
    const hits = await search("run");
    expect(hits.map((hit) => hit.chunk.text)).toEqual([texts[2]]);
  });

  it("treats FTS5 syntax as plain words and never fails on it", async () => {
    for (const query of ['"unterminated', "river AND", "NOT calm", "col:river", "(praia*", "-", "NEAR(a b)", "^river"]) {
      const hits = await search(query);
      expect(Array.isArray(hits)).toBe(true);
    }
    expect((await search("river AND")).map((hit) => hit.chunk.text).sort()).toEqual([texts[2], texts[3]].sort());
    expect(await search("...!!!")).toEqual([]);
  });

  it("honours the date filter and k", async () => {
    const hits = await runStorage(
      database.filename,
      ChunkIndex.use((index) =>
        index.searchKeyword(userId, { source: "journal", query: "projeto river praia", k: 2, from: "2025-06-02" as never }),
      ),
    );
    expect(hits).toHaveLength(2);
    expect(hits.every((hit) => hit.chunk.date! >= "2025-06-02")).toBe(true);
  });

  it("computes again, when the storage opens, the terms of chunks stored by an older version", async () => {
    const client = new Database(database.filename);
    try {
      client.prepare("UPDATE chunks SET search_terms = '', search_terms_version = 0").run();
      expect(client.prepare("SELECT count(*) AS n FROM chunks_fts WHERE chunks_fts MATCH 'coracao'").get()).toEqual({ n: 0 });
    } finally {
      client.close();
    }
    const hits = await search("coracao");
    expect(hits.map((hit) => hit.chunk.text)).toEqual([texts[0]]);
  });

  it("quotes every term core computes for the words and ORs them", () => {
    expect(toKeywordQuery('Coração "e" AND x*')).toBe([...new Set(queryTermGroups('Coração "e" AND x*').flat())].map((term) => `"${term}"`).join(" OR "));
    expect(toKeywordQuery('Coração "e" AND x*')).toBe('"coracao" OR "coraca" OR "e" OR "and" OR "x"');
    expect(toKeywordQuery(" -- ")).toBeNull();
  });
});

describe("SqliteStorage keyword search over many matches", () => {
  const database = tempDatabase();
  afterAll(() => database.remove());

  /** Every match joined with its chunk row and sorted: the reference order. */
  const reference = (userId: string, words: ReadonlyArray<string>, k: number) => {
    const client = new Database(database.filename, { readonly: true });
    try {
      return (
        client
          .prepare(
            `SELECT chunks.id AS id FROM chunks_fts JOIN chunks ON chunks.seq = chunks_fts.rowid
             WHERE chunks_fts MATCH ? AND chunks.user_id = ? AND chunks.source = 'memory' ORDER BY -bm25(chunks_fts) DESC, chunks.seq ASC LIMIT ?`,
          )
          .all(words.map((word) => `"${word}"`).join(" OR "), userId, k) as Array<{ id: string }>
      ).map((row) => row.id);
    } finally {
      client.close();
    }
  };

  it("gives the same top k as joining every match with its chunk row, whoever's chunks rank first", async () => {
    const [owner, stranger] = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const index = yield* ChunkIndex;
        const memories = yield* MemoryRepository;
        const owner = yield* createUser("Ana");
        const stranger = yield* createUser("Bruno");
        // The stranger's short chunks rank above all of the owner's longer ones for "river": more than the leading thousand.
        const add = (user: UserId, texts: ReadonlyArray<string>) =>
          Effect.gen(function* () {
            const created = [];
            for (const content of texts) created.push(yield* memories.create(user, { content, type: "fact", context: "personal", importance: 5 }));
            for (let start = 0; start < created.length; start += 500)
              yield* index.replaceMany(
                user,
                "memory",
                created.slice(start, start + 500).map((memory) => ({
                  sourceId: memory.id,
                  chunks: [{ ordinal: 0, text: memory.content, startOffset: 0, endOffset: memory.content.length, tokenCount: 5, date: null }],
                })),
              );
          });
        yield* add(stranger, Array.from({ length: 1100 }, (_, position) => `river ${position}`));
        yield* add(owner, Array.from({ length: 30 }, (_, position) => `a long walk by the river and then home again, day ${position}${position % 3 === 0 ? " with a boat" : ""}`));
        return [owner, stranger] as const;
      }),
    );
    for (const [user, words, k] of [
      [owner, ["river"], 10],
      [owner, ["river", "boat"], 5],
      [stranger, ["river"], 10],
      [owner, ["boat"], 20],
    ] as const) {
      const hits = await runStorage(database.filename, ChunkIndex.use((index) => index.searchKeyword(user, { source: "memory", query: words.join(" "), k })));
      expect(hits.map((hit) => hit.chunk.id)).toEqual(reference(user, words, k));
      expect(hits.every((hit) => hit.chunk.userId === user && hit.score > 0)).toBe(true);
    }
  });
});

describe("SqliteStorage keyword search among many other matches", () => {
  const database = tempDatabase();
  afterAll(() => database.remove());

  it("finds the user's matches when better matches of another user fill the first ranking window", async () => {
    const { owner, stranger, ownerTexts } = await runStorage(
      database.filename,
      Effect.gen(function* () {
        const index = yield* ChunkIndex;
        const owner = yield* createUser("Ana");
        const stranger = yield* createUser("Bruno");
        const crowd = yield* createEntry(stranger, "2025-07-01", "crowd");
        // More matches than the first window ranks (500), each scoring above every chunk of the owner.
        yield* index.replace(
          stranger,
          "journal",
          crowd.id,
          Array.from({ length: 700 }, (_, ordinal) => {
            const text = `Lighthouse lighthouse ${ordinal}.`;
            return { ordinal, text, startOffset: 0, endOffset: text.length, tokenCount: 4 };
          }),
        );
        const ownerTexts = [
          "A long walk along the coast, past the harbour and the old lighthouse, then home for dinner with friends.",
          "The lighthouse keeper's cottage is for sale.",
        ];
        const entry = yield* createEntry(owner, "2025-07-02", "walk");
        yield* index.replace(
          owner,
          "journal",
          entry.id,
          ownerTexts.map((text, ordinal) => ({ ordinal, text, startOffset: 0, endOffset: text.length, tokenCount: 20 })),
        );
        return { owner, stranger, ownerTexts };
      }),
    );
    const search = (userId: UserId, k: number) =>
      runStorage(database.filename, ChunkIndex.use((index) => index.searchKeyword(userId, { source: "journal", query: "lighthouse", k })));
    const mine = await search(owner, 10);
    expect(mine.map((hit) => hit.chunk.text)).toEqual([ownerTexts[1], ownerTexts[0]]);
    expect(mine.every((hit) => hit.chunk.userId === owner && hit.score > 0)).toBe(true);
    const theirs = await search(stranger, 600);
    expect(theirs).toHaveLength(600);
    expect(theirs.every((hit) => hit.chunk.userId === stranger)).toBe(true);
    // Equal scores keep the order the chunks were indexed in.
    expect(theirs.slice(0, 3).map((hit) => hit.chunk.ordinal)).toEqual([0, 1, 2]);
    for (let position = 1; position < theirs.length; position++)
      expect(theirs[position - 1]!.score).toBeGreaterThanOrEqual(theirs[position]!.score);
  });
});
