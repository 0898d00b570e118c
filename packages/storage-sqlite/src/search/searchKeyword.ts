import { sql } from "drizzle-orm";
import type { ChunkHit, KeywordQuery } from "@lifeos/core";
import { chunks } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { chunkFilterSql } from "./chunkFilter.js";
import { hitsBySeq } from "./chunkRows.js";
import { toKeywordQuery } from "./keywordQuery.js";

interface Ranked {
  readonly seq: number;
  readonly score: number;
}

/** How many of the index's best matches the first pass ranks before checking owner and filters. */
const windowSize = (k: number): number => Math.max(500, k * 4);

/**
 * FTS5 search ranked by bm25 (score = -bm25, higher is better), ties by the
 * order the chunks were indexed.
 *
 * Ranking every match in the FTS index alone is cheap; reading each match's
 * chunk row to check owner, source and filters is not (for a word in half of
 * 30k chunks that join cost four times the ranking). So the index's first
 * `windowSize(k)` matches in that order are taken and only their rows are
 * read. When they hold k of the user's filtered matches, or every match of
 * the index, those are exactly the top k; otherwise (other users' or
 * sources' chunks fill the window) the full join ranks every match. Both
 * give the same hits in the same order. Either way a match's owner and
 * filters are read through the `chunks_seq_scope` index, which holds those
 * columns by seq many to a page, not from the wide row (text and vector).
 */
export const searchKeyword = (context: SqliteContext, userId: string, query: KeywordQuery): ReadonlyArray<ChunkHit> => {
  const match = toKeywordQuery(query.query);
  if (match === null) return [];
  const filter = chunkFilterSql(userId, query);
  const window = windowSize(query.k);
  const windowed = context.db.all<Ranked>(sql`
    SELECT best.seq AS seq, best.score AS score
    FROM (
      SELECT rowid AS seq, -bm25(chunks_fts) AS score FROM chunks_fts
      WHERE chunks_fts MATCH ${match} ORDER BY score DESC, rowid ASC LIMIT ${window}
    ) AS best CROSS JOIN ${chunks} INDEXED BY chunks_seq_scope ON ${chunks.seq} = best.seq
    WHERE ${filter}
    ORDER BY best.score DESC, best.seq ASC
    LIMIT ${query.k}`);
  if (windowed.length === query.k || !windowFull(context, match, window)) return hitsBySeq(context, userId, windowed);
  const ranked = context.db.all<Ranked>(sql`
    SELECT ${chunks.seq} AS seq, -bm25(chunks_fts) AS score
    FROM chunks_fts JOIN ${chunks} INDEXED BY chunks_seq_scope ON ${chunks.seq} = chunks_fts.rowid
    WHERE chunks_fts MATCH ${match} AND ${filter}
    ORDER BY score DESC, ${chunks.seq} ASC
    LIMIT ${query.k}`);
  return hitsBySeq(context, userId, ranked);
};

/** Whether the index holds at least `window` matches, so the window may have left some out. */
const windowFull = (context: SqliteContext, match: string, window: number): boolean =>
  (context.db.get<{ readonly matches: number }>(sql`
    SELECT count(*) AS matches FROM (SELECT 1 FROM chunks_fts WHERE chunks_fts MATCH ${match} LIMIT ${window})`)?.matches ?? 0) >= window;
