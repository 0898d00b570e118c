import { sql } from "drizzle-orm";
import type { ChunkHit, KeywordQuery } from "@lifeos/core";
import type { SqliteContext } from "../database/SqliteContext.js";
import { hitsBySeq } from "./chunkRows.js";
import { toKeywordQuery } from "./keywordQuery.js";

/**
 * FTS5 search ranked by bm25 (score = -bm25, higher is better), ties by
 * chunk id. Each match is filtered through the `chunks_seq_scope` index,
 * which holds a chunk's filter columns by seq many to a page, instead of its
 * wide row (text and vector): at 100k memories a question naming common
 * words matches tens of thousands of chunks, and reading their rows took
 * twice as long as FTS5's own ranking.
 */
export const searchKeyword = (context: SqliteContext, userId: string, query: KeywordQuery): ReadonlyArray<ChunkHit> => {
  const match = toKeywordQuery(query.query);
  if (match === null) return [];
  const conditions = [sql`scope.user_id = ${userId}`, sql`scope.source = ${query.source}`];
  if (query.from !== undefined) conditions.push(sql`scope.date >= ${query.from}`);
  if (query.to !== undefined) conditions.push(sql`scope.date <= ${query.to}`);
  if (query.sourceIds !== undefined)
    conditions.push(query.sourceIds.length === 0 ? sql`0` : sql`scope.source_id IN (${sql.join(query.sourceIds.map((id) => sql`${id}`), sql`, `)})`);
  const ranked = context.db.all<{ seq: number; score: number }>(sql`
    SELECT scope.seq AS seq, -bm25(chunks_fts) AS score
    FROM chunks_fts JOIN chunks AS scope INDEXED BY chunks_seq_scope ON scope.seq = chunks_fts.rowid
    WHERE chunks_fts MATCH ${match} AND ${sql.join(conditions, sql` AND `)}
    ORDER BY score DESC, scope.id ASC
    LIMIT ${query.k}`);
  return hitsBySeq(context, userId, ranked);
};
