import Database from "better-sqlite3";
import type { Context } from "effect";
import { Effect, Layer } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { ChunkIndex, UserRepository, cosineSimilarity } from "@lifeos/core";
import type { Chunk, ChunkHit, NewChunk, StorageServices, UserId, VectorQuery } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteStorage } from "../src/index.js";
import { createEntry, createUser } from "./runStorage.js";
import { clustered, random } from "./randomVectors.js";
import { tempDatabase } from "./tempDatabase.js";

const model = "code-test-embedder";
const dimensions = 40;

type Connection = Context.Context<StorageServices>;

/** Runs `body` with several connections to one file, each with its own vector code budget. */
const withConnections = <A>(filename: string, budgets: ReadonlyArray<number | undefined>, body: (connections: Array<Connection>) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.flatMap(
        Effect.forEach(budgets, (vectorCacheBytes) =>
          SqliteStorage.make(vectorCacheBytes === undefined ? { filename } : { filename, vectorCacheBytes }),
        ),
        body,
      ),
    ).pipe(Effect.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
  );

const on = <A, E>(connection: Connection, effect: Effect.Effect<A, E, StorageServices>) => Effect.provide(effect, connection);

/** The exact answer: every chunk of the user's source passing the filters, by float64 cosine, ties by id. */
const bruteForce = (chunks: ReadonlyArray<Chunk>, query: VectorQuery): Array<{ id: string; score: number }> =>
  chunks
    .filter(
      (chunk) =>
        (query.from === undefined || (chunk.date !== null && chunk.date >= query.from)) &&
        (query.to === undefined || (chunk.date !== null && chunk.date <= query.to)) &&
        (query.sourceIds === undefined || query.sourceIds.includes(chunk.sourceId)),
    )
    .map((chunk) => ({ id: chunk.id as string, score: cosineSimilarity(chunk.embedding!.vector, query.embedding.vector) }))
    .sort((left, right) => right.score - left.score || (left.id < right.id ? -1 : 1))
    .slice(0, query.k);

const asExpected = (hits: ReadonlyArray<ChunkHit>) => hits.map((hit) => ({ id: hit.chunk.id as string, score: hit.score }));

const chunksOf = (vectors: ReadonlyArray<ReadonlyArray<number>>, date: string): Array<NewChunk> =>
  vectors.map((vector, ordinal) => ({
    ordinal,
    text: `parte ${ordinal}`,
    startOffset: 0,
    endOffset: 5,
    tokenCount: 2,
    date: date as never,
    embedding: { model, vector: [...vector] },
  }));

/** Every embedded chunk of the user's journal, read back through the port. */
const allChunks = (userId: UserId, sourceIds: ReadonlyArray<string>) =>
  Effect.map(
    Effect.forEach(sourceIds, (sourceId) => ChunkIndex.use((index) => index.listBySource(userId, "journal", sourceId))),
    (lists) => lists.flat(),
  );

describe("SqliteStorage vector codes", () => {
  const database = tempDatabase();
  afterAll(() => database.remove());
  const next = random(99);
  const nextVector = clustered(next, dimensions, 5, 0.5);

  it("stay exact and coherent when another connection inserts, deletes, replaces and clears", async () => {
    await withConnections(database.filename, [undefined, undefined], ([reader, writer]) =>
      Effect.gen(function* () {
        const userId = yield* on(writer!, createUser("Eva"));
        const stranger = yield* on(writer!, createUser("Filipe"));
        const sourceIds: Array<string> = [];
        const write = (date: string, vectors: ReadonlyArray<ReadonlyArray<number>>, owner = userId) =>
          on(
            writer!,
            Effect.gen(function* () {
              const entry = yield* createEntry(owner, date, `entry ${date} ${owner}`);
              yield* ChunkIndex.use((index) => index.replace(owner, "journal", entry.id, chunksOf(vectors, date)));
              return entry.id as string;
            }),
          );
        for (let day = 10; day < 22; day++) sourceIds.push(yield* write(`2025-01-${day}`, Array.from({ length: 20 }, nextVector)));
        const query = nextVector();
        // The stranger holds the query itself: user isolation must keep it out.
        yield* write("2025-01-15", [query, query], stranger);

        const check = Effect.fn(function* (extra: Partial<VectorQuery> = {}) {
          const vectorQuery: VectorQuery = { source: "journal", embedding: { model, vector: query }, k: 12, ...extra };
          const hits = yield* on(reader!, ChunkIndex.use((index) => index.searchVector(userId, vectorQuery)));
          const all = yield* on(reader!, allChunks(userId, sourceIds));
          expect(hits.every((hit) => hit.chunk.userId === userId)).toBe(true);
          expect(asExpected(hits)).toEqual(bruteForce(all, vectorQuery));
          return hits;
        });

        yield* check();
        yield* check({ from: "2025-01-12" as never, to: "2025-01-14" as never, k: 30 });
        yield* check({ sourceIds: [sourceIds[3]!, sourceIds[7]!], k: 5 });

        // Inserted elsewhere, near the query: must be found next.
        const near = Array.from({ length: 4 }, () => query.map((value) => value + 0.01 * (next() - 0.5)));
        const nearSource = yield* write("2025-01-30", near);
        sourceIds.push(nearSource);
        const afterInsert = yield* check();
        expect(afterInsert.slice(0, 4).every((hit) => hit.chunk.sourceId === nearSource)).toBe(true);

        // Deleted elsewhere: the best chunks vanish, and the rest must fill the k.
        yield* on(writer!, ChunkIndex.use((index) => index.deleteBySource(userId, "journal", nearSource)));
        sourceIds.pop();
        const afterDelete = yield* check();
        expect(afterDelete.some((hit) => hit.chunk.sourceId === nearSource)).toBe(false);

        // Replaced elsewhere (an edited entry): its new vectors count, the old ones do not.
        const edited = sourceIds[5]!;
        const editedDate = "2025-01-15";
        yield* on(
          writer!,
          ChunkIndex.use((index) => index.replace(userId, "journal", edited, chunksOf([query.map((value) => -value), ...near], editedDate))),
        );
        const afterReplace = yield* check();
        expect(afterReplace.slice(0, 4).every((hit) => hit.chunk.sourceId === edited)).toBe(true);
        yield* check({ from: editedDate as never, to: editedDate as never, k: 3 });

        // Many deletes at once (compaction), then more inserts.
        for (const sourceId of sourceIds.splice(0, 6)) yield* on(writer!, ChunkIndex.use((index) => index.deleteBySource(userId, "journal", sourceId)));
        yield* check();
        sourceIds.push(yield* write("2025-02-01", Array.from({ length: 30 }, nextVector)));
        yield* check({ k: 40 });

        // Cleared elsewhere, then indexed with another model and length.
        yield* on(writer!, ChunkIndex.use((index) => index.clear(userId, "journal")));
        expect(yield* on(reader!, ChunkIndex.use((index) => index.searchVector(userId, { source: "journal", embedding: { model, vector: query }, k: 5 })))).toEqual([]);
        const other = yield* on(
          writer!,
          Effect.gen(function* () {
            const entry = yield* createEntry(userId, "2025-03-01", "other model");
            const batch = [1, 2, 3].map((ordinal) => ({ ...chunksOf([[ordinal, 0, 1]], "2025-03-01")[0]!, ordinal, embedding: { model: "other", vector: [ordinal, 0, 1] } }));
            return yield* ChunkIndex.use((index) => index.replace(userId, "journal", entry.id, batch));
          }),
        );
        const otherHits = yield* on(reader!, ChunkIndex.use((index) => index.searchVector(userId, { source: "journal", embedding: { model: "other", vector: [3, 0, 1] }, k: 2 })));
        expect(otherHits.map((hit) => hit.chunk.id)).toEqual([other[2]!.id, other[1]!.id]);
      }),
    );
  });

  it("see rows rewritten in place by another process (counted by the update trigger)", async () => {
    const { userId, sourceIds, query } = await withConnections(database.filename, [undefined], ([connection]) =>
      on(
        connection!,
        Effect.gen(function* () {
          const userId = yield* createUser("Gil");
          const sourceIds: Array<string> = [];
          for (let day = 10; day < 16; day++) {
            const entry = yield* createEntry(userId, `2025-04-${day}`, "x");
            yield* ChunkIndex.use((index) => index.replace(userId, "journal", entry.id, chunksOf(Array.from({ length: 10 }, nextVector), `2025-04-${day}`)));
            sourceIds.push(entry.id);
          }
          return { userId, sourceIds, query: nextVector() };
        }),
      ),
    );
    await withConnections(database.filename, [undefined], ([reader]) =>
      Effect.gen(function* () {
        const ranged: VectorQuery = { source: "journal", embedding: { model, vector: query }, k: 8, from: "2025-04-20" as never };
        expect(yield* on(reader!, ChunkIndex.use((index) => index.searchVector(userId, ranged)))).toEqual([]);
        const raw = new Database(database.filename);
        raw.prepare("UPDATE chunks SET date = '2025-04-25' WHERE user_id = ? AND source_id = ?").run(userId, sourceIds[2]);
        raw.close();
        const hits = yield* on(reader!, ChunkIndex.use((index) => index.searchVector(userId, ranged)));
        const all = yield* on(reader!, allChunks(userId, sourceIds));
        expect(hits).toHaveLength(8);
        expect(asExpected(hits)).toEqual(bruteForce(all, ranged));
      }),
    );
  });

  it("give the same answers with no code budget, a budget for one scope, and the default", async () => {
    const setup = await withConnections(database.filename, [undefined], ([connection]) =>
      on(
        connection!,
        Effect.gen(function* () {
          const users = yield* Effect.forEach(["Helena", "Ivo"], (name) => UserRepository.use((repository) => repository.create({ name })));
          const sourceIds = new Map<string, Array<string>>();
          for (const user of users) {
            sourceIds.set(user.id, []);
            for (let day = 10; day < 20; day++) {
              const entry = yield* createEntry(user.id, `2025-05-${day}`, "y");
              yield* ChunkIndex.use((index) => index.replace(user.id, "journal", entry.id, chunksOf(Array.from({ length: 30 }, nextVector), `2025-05-${day}`)));
              sourceIds.get(user.id)!.push(entry.id);
            }
          }
          return { users: users.map((user) => user.id), sourceIds };
        }),
      ),
    );
    // A scope of 300 vectors of 40 takes one 64 KiB page of codes plus ~17 kB of metadata:
    // 100 kB holds one scope at a time, so the two users' scopes evict each other.
    await withConnections(database.filename, [0, 100_000, undefined], (connections) =>
      Effect.gen(function* () {
        for (let round = 0; round < 3; round++) {
          for (const userId of setup.users) {
            const query: VectorQuery = { source: "journal", embedding: { model, vector: nextVector() }, k: 10, to: "2025-05-17" as never };
            const all = yield* on(connections[0]!, allChunks(userId, setup.sourceIds.get(userId)!));
            for (const connection of connections) {
              const hits = yield* on(connection, ChunkIndex.use((index) => index.searchVector(userId, query)));
              expect(asExpected(hits).map((hit) => hit.id)).toEqual(bruteForce(all, query).map((hit) => hit.id));
            }
          }
          if (round === 1) {
            // The first user's scope outgrows the 100 kB budget: that connection falls back to sqlite-vec.
            const userId = setup.users[0]!;
            const entry = yield* on(connections[0]!, createEntry(userId, "2025-05-09", "more"));
            const batch = chunksOf(Array.from({ length: 400 }, nextVector), "2025-05-09");
            yield* on(connections[0]!, ChunkIndex.use((index) => index.replace(userId, "journal", entry.id, batch)));
            setup.sourceIds.get(userId)!.push(entry.id);
          }
        }
      }),
    );
  });
});
