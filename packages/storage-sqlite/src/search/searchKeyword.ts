import { sql } from "drizzle-orm";
import type { ChunkHit, KeywordQuery } from "@lifeos/core";
import { chunks } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { chunkFilterSql } from "./chunkFilter.js";
import { hitsBySeq } from "./chunkRows.js";
import { toKeywordQuery } from "./keywordQuery.js";

/** FTS5 search ranked by bm25 (score = -bm25, higher is better), ties by chunk id. */
export const searchKeyword = (context: SqliteContext, userId: string, query: KeywordQuery): ReadonlyArray<ChunkHit> => {
  const match = toKeywordQuery(query.query);
  if (match === null) return [];
  const ranked = context.db.all<{ seq: number; score: number }>(sql`
    SELECT ${chunks.seq} AS seq, -bm25(chunks_fts) AS score
    FROM chunks_fts JOIN ${chunks} ON ${chunks.seq} = chunks_fts.rowid
    WHERE chunks_fts MATCH ${match} AND ${chunkFilterSql(userId, query)}
    ORDER BY score DESC, ${chunks.id} ASC
    LIMIT ${query.k}`);
  return hitsBySeq(context, userId, ranked);
};
