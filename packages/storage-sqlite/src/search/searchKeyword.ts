import { sql } from "drizzle-orm";
import type { ChunkHit, KeywordQuery } from "@lifeos/core";
import { chunks } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { prepared } from "../database/SqliteContext.js";
import { chunkFilterSql } from "./chunkFilter.js";
import { hitsBySeq } from "./chunkRows.js";
import { toKeywordQuery } from "./keywordQuery.js";

/** How many of FTS5's best matches (of every user and source) are read before the filters: at least this many, or 10 per hit wanted. */
const leadingMin = 1000;

interface Ranked {
  readonly seq: number;
  readonly score: number;
}

/**
 * The best k of FTS5's leading matches that pass the filters, or null when
 * they may not be the exact top k: FTS5 ranks its matches by bm25 without
 * reading a chunk row, and only the leading `bound` are looked up. They are
 * exact when FTS5 had no more matches, or when the k-th kept hit scores above
 * the last leading match (every chunk scoring higher is among the leading;
 * a tie at that edge could hide a chunk with a smaller id).
 */
const fromLeading = (context: SqliteContext, userId: string, query: KeywordQuery, match: string): Array<Ranked> | null => {
  const bound = Math.max(leadingMin, query.k * 10);
  const leading = prepared(context, "SELECT rowid AS seq, -rank AS score FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ?").all(match, bound) as Array<Ranked>;
  if (leading.length === 0) return [];
  const scores = new Map(leading.map((row) => [row.seq, row.score]));
  // CROSS JOIN: one rowid lookup per leading match, never a walk of the user's chunks.
  const kept = context.db
    .all<{ seq: number; id: string }>(
      sql`SELECT ${chunks.seq} AS seq, ${chunks.id} AS id FROM json_each(${JSON.stringify(leading.map((row) => row.seq))}) AS wanted
        CROSS JOIN ${chunks} ON ${chunks.seq} = wanted.value WHERE ${chunkFilterSql(userId, query)}`,
    )
    .map((row) => ({ seq: row.seq, id: row.id, score: scores.get(row.seq)! }))
    .sort((left, right) => right.score - left.score || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0))
    .slice(0, query.k);
  if (leading.length < bound) return kept;
  const edge = leading[leading.length - 1]!.score;
  return kept.length === query.k && kept[kept.length - 1]!.score > edge ? kept : null;
};

/**
 * FTS5 search ranked by bm25 (score = -bm25, higher is better), ties by
 * chunk id. Usually answered from FTS5's leading matches (`fromLeading`);
 * otherwise every match is joined with its chunk row and sorted.
 */
export const searchKeyword = (context: SqliteContext, userId: string, query: KeywordQuery): ReadonlyArray<ChunkHit> => {
  const match = toKeywordQuery(query.query);
  if (match === null) return [];
  const leading = fromLeading(context, userId, query, match);
  if (leading !== null) return hitsBySeq(context, userId, leading);
  const ranked = context.db.all<{ seq: number; score: number }>(sql`
    SELECT ${chunks.seq} AS seq, -bm25(chunks_fts) AS score
    FROM chunks_fts JOIN ${chunks} ON ${chunks.seq} = chunks_fts.rowid
    WHERE chunks_fts MATCH ${match} AND ${chunkFilterSql(userId, query)}
    ORDER BY score DESC, ${chunks.id} ASC
    LIMIT ${query.k}`);
  return hitsBySeq(context, userId, ranked);
};
