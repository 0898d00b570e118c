import type { Chunk, ChunkIndexService, ChunkSource, NewChunk } from "@lifeos/core";
import { Conflict, InvalidInput, NotFound, newChunkRecord } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { journalEntries } from "../journal/schema.js";
import { documents } from "../knowledge/schema.js";
import { memories, memorySummaries } from "../memory/schema.js";
import { chunks } from "./schema.js";
import { vectorLiteral } from "../database/vectorLiteral.js";
import { requireUser } from "../database/requireUser.js";
import { chunkColumns, toChunks, toInsertRow } from "./chunkRows.js";

const owners = {
  journal: { table: journalEntries, entity: "journalEntry" },
  document: { table: documents, entity: "document" },
  memory: { table: memories, entity: "memory" },
  memorySummary: { table: memorySummaries, entity: "memorySummary" },
} as const;

/** Rows per INSERT (one JSON parameter each). */
const insertRows = 2000;

type ChunkRow = typeof chunks.$inferInsert;

/**
 * A SELECT of `rows` from one jsonb parameter, its columns in the table's
 * insert order (the generated `tsv` excluded). Vectors go as pgvector text.
 */
const fromJson = (rows: ReadonlyArray<ChunkRow>): SQL => {
  const json = JSON.stringify(
    rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      embedding: row.embedding == null ? null : vectorLiteral(row.embedding),
    })),
  );
  return sql`SELECT r."id", r."userId", r."source", r."sourceId", r."ordinal", r."text", r."searchTerms", r."searchTermsVersion",
    r."startOffset", r."endOffset", r."date",
    r."pageStart", r."pageEnd", r."heading", r."tokenCount", r."embeddingModel", r."dims", r."embedding"::vector, r."createdAt"
    FROM jsonb_to_recordset(${json}::jsonb) AS r("id" uuid, "userId" uuid, "source" text, "sourceId" text, "ordinal" integer,
      "text" text, "searchTerms" text, "searchTermsVersion" smallint, "startOffset" integer, "endOffset" integer, "date" date, "pageStart" integer, "pageEnd" integer,
      "heading" text, "tokenCount" integer, "embeddingModel" text, "dims" smallint, "embedding" text, "createdAt" timestamptz)`;
};

const invalid = (message: string) => new InvalidInput({ message, field: "chunks" });

interface IndexedModel {
  readonly model: string;
  readonly dims: number;
}

/** The one model and vector length of an item's chunks (null when none is embedded), or the error `replace` gives. */
const itemModel = (batch: ReadonlyArray<NewChunk>): Effect.Effect<IndexedModel | null, InvalidInput | Conflict> => {
  if (new Set(batch.map((chunk) => chunk.ordinal)).size !== batch.length) return Effect.fail(invalid("Chunk ordinals must be distinct"));
  if (batch.some((chunk) => chunk.endOffset < chunk.startOffset)) return Effect.fail(invalid("A chunk ends before it starts"));
  let found: IndexedModel | null = null;
  for (const chunk of batch) {
    if (!chunk.embedding) continue;
    const current = { model: chunk.embedding.model, dims: chunk.embedding.vector.length };
    if (found === null) found = current;
    else if (found.model !== current.model) return Effect.fail(new Conflict({ message: "A batch mixes embedding models" }));
    else if (found.dims !== current.dims) return Effect.fail(invalid("Vectors in the batch differ in length"));
  }
  return Effect.succeed(found);
};

/**
 * Checks each item's model against the index as the items before it leave
 * it: `outside` holds the models of the user's chunks of sources not in the
 * batch, `inside` those of the batch's sources before the call.
 */
const checkModels = (
  kind: ChunkSource,
  items: ReadonlyArray<{ readonly sourceId: string; readonly model: IndexedModel | null }>,
  outside: ReadonlyArray<IndexedModel>,
  inside: Map<string, IndexedModel>,
): Effect.Effect<void, InvalidInput | Conflict> =>
  Effect.gen(function* () {
    for (const { sourceId, model } of items) {
      if (model !== null) {
        const others = [...outside, ...[...inside].filter(([id]) => id !== sourceId).map(([, indexed]) => indexed)];
        if (others.some((other) => other.model !== model.model)) {
          return yield* Effect.fail(new Conflict({ message: `The ${kind} index holds embeddings of another model` }));
        }
        if (others.some((other) => other.dims !== model.dims)) return yield* Effect.fail(invalid("Vector length differs from the index"));
        inside.set(sourceId, model);
      } else inside.delete(sourceId);
    }
  });

/**
 * `ChunkIndex.replaceMany`: every item validated first, then one
 * transaction of a fixed number of statements whatever the batch size
 * (ownership, models, one DELETE, multi-row INSERTs).
 */
export const makeReplaceMany =
  ({ db, now, nextId }: Database): ChunkIndexService["replaceMany"] =>
  (user, kind, items) =>
    Effect.gen(function* () {
      const owner = owners[kind];
      const sourceIds = items.map((item) => item.sourceId);
      const models = yield* Effect.forEach(items, (item) => itemModel(item.chunks));
      const chosen = items.flatMap((item) => item.chunks.flatMap((chunk) => (chunk.id ? [chunk.id] : [])));
      if (new Set(chosen).size !== chosen.length) return yield* Effect.fail(new Conflict({ message: "A chunk id is already in use" }));
      const at = yield* now;
      const rows: ChunkRow[] = [];
      for (const [index, item] of items.entries()) {
        for (const chunk of [...item.chunks].sort((a, b) => a.ordinal - b.ordinal)) {
          rows.push(toInsertRow(newChunkRecord(chunk, { id: chunk.id ?? (yield* nextId), userId: user, source: kind, sourceId: sourceIds[index]!, now: at })));
        }
      }
      if (items.length === 0) return [];
      const stored = yield* transaction(db, (tx: Executor) =>
        Effect.gen(function* () {
          yield* requireUser(tx, user);
          const owned = yield* query(() =>
            tx.select({ id: owner.table.id }).from(owner.table).where(and(eq(owner.table.userId, user), inArray(owner.table.id, sourceIds))),
          );
          const ownedIds = new Set(owned.map((row) => row.id));
          const missing = sourceIds.find((id) => !ownedIds.has(id));
          if (missing !== undefined) return yield* Effect.fail(NotFound.of(owner.entity, missing));
          if (models.some((model) => model !== null)) {
            const embedded = and(eq(chunks.userId, user), eq(chunks.source, kind), isNotNull(chunks.embeddingModel));
            const outside = yield* query(() =>
              // One row is enough, as for `replace`: every write keeps a source's index to one model.
              tx.select({ model: chunks.embeddingModel, dims: chunks.dims }).from(chunks).where(and(embedded, notInArray(chunks.sourceId, sourceIds))).limit(1),
            );
            const inside = yield* query(() =>
              tx
                .selectDistinct({ sourceId: chunks.sourceId, model: chunks.embeddingModel, dims: chunks.dims })
                .from(chunks)
                .where(and(embedded, inArray(chunks.sourceId, sourceIds))),
            );
            yield* checkModels(
              kind,
              items.map((_, index) => ({ sourceId: sourceIds[index]!, model: models[index]! })),
              outside.map((row) => ({ model: row.model!, dims: row.dims! })),
              new Map(inside.map((row) => [row.sourceId, { model: row.model!, dims: row.dims! }])),
            );
          }
          yield* query(() => tx.delete(chunks).where(and(eq(chunks.userId, user), eq(chunks.source, kind), inArray(chunks.sourceId, sourceIds))));
          const inserted: Chunk[] = [];
          for (let start = 0; start < rows.length; start += insertRows) {
            const slice = rows.slice(start, start + insertRows);
            // The rows travel as one JSON parameter: building a statement of
            // thousands of parameters costs more than the database's insert.
            const returned = yield* query(() => tx.insert(chunks).select(fromJson(slice)).returning(chunkColumns));
            inserted.push(...(yield* toChunks(returned)));
          }
          return inserted;
        }),
      );
      const bySource = new Map<string, Chunk[]>(sourceIds.map((id) => [id, []]));
      for (const chunk of stored) bySource.get(chunk.sourceId)?.push(chunk);
      return sourceIds.map((id) => bySource.get(id)!.sort((a, b) => a.ordinal - b.ordinal));
    });
