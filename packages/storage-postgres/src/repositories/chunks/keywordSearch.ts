import type { ChunkHit, StorageError } from "@lifeos/core";
import { KeywordQuery, decodeInput } from "@lifeos/core";
import { inArray, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../../Database.js";
import { query } from "../../Database.js";
import { chunks } from "../../schema/index.js";
import { actingUser } from "../arguments.js";
import { chunkColumns, filterCondition, toChunks } from "./chunkRows.js";

/** Most distinct words of one query that are scored. */
const maxWords = 32;

/**
 * The words of a query: runs of letters and digits, lower-cased, deduplicated.
 * Everything else (quotes, `*`, `-`, `:`, `&`, `|`, `!`, parentheses) separates
 * words, so no tsquery syntax ever reaches PostgreSQL.
 */
export const queryWords = (text: string): string[] =>
  [...new Set(text.normalize("NFC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, maxWords);

/**
 * Full-text search over the English and Portuguese stems of the chunks (accents
 * folded). Each query word is optional. The score is the number of distinct
 * query words a chunk matches, plus a fraction below 1 that grows with the
 * BM25 rarity (idf among the matching chunks) of the words it matches, scaled by
 * their cover density (`ts_rank_cd`, computed for the 4k leading chunks only);
 * so a chunk matching more words always ranks higher, and among equals rarer
 * and denser matches rank higher. Every score is positive; ties go to the
 * smaller id.
 */
export const searchKeyword =
  ({ db }: Database) =>
  (userId: unknown, input: unknown): Effect.Effect<ReadonlyArray<ChunkHit>, StorageError> =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const value = yield* decodeInput(KeywordQuery, input);
      const words = queryWords(value.query);
      if (words.length === 0) return [];
      const wordArray = sql`ARRAY[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]`;
      const anyWord = words.join(" | ");
      const anyQuery = sql`(to_tsquery('lifeos_english', ${anyWord}) || to_tsquery('lifeos_portuguese', ${anyWord}))`;
      const scored = yield* query(() =>
        db.execute<{ id: string; score: number }>(sql`
          WITH terms AS MATERIALIZED (
            SELECT word_index, plainto_tsquery('lifeos_english', word) || plainto_tsquery('lifeos_portuguese', word) AS term
            FROM unnest(${wordArray}) WITH ORDINALITY AS words(word, word_index)
          ),
          live_terms AS MATERIALIZED (SELECT word_index, term FROM terms WHERE numnode(term) > 0),
          candidates AS MATERIALIZED (
            SELECT ${chunks.id} AS id, ${chunks.tsv} AS tsv FROM ${chunks}
            WHERE ${filterCondition(user, value)} AND ${chunks.tsv} @@ ${anyQuery}
          ),
          matches AS MATERIALIZED (
            SELECT candidates.id, live_terms.word_index
            FROM candidates JOIN live_terms ON candidates.tsv @@ live_terms.term
          ),
          frequencies AS (SELECT word_index, count(*) AS containing FROM matches GROUP BY word_index),
          total AS (SELECT count(*) AS n FROM candidates),
          weighted AS (
            SELECT matches.id, count(*) AS matched, sum(ln(1 + (total.n - frequencies.containing + 0.5) / (frequencies.containing + 0.5))) AS rarity
            FROM matches JOIN frequencies USING (word_index) CROSS JOIN total
            GROUP BY matches.id
          ),
          leaders AS (
            SELECT id, matched, rarity FROM weighted ORDER BY matched DESC, rarity DESC, id ASC LIMIT ${value.k * 4}
          ),
          scored AS (
            SELECT leaders.id, leaders.matched, leaders.rarity * (1 + ts_rank_cd(candidates.tsv, ${anyQuery})) AS weight
            FROM leaders JOIN candidates USING (id)
          )
          SELECT id::text AS id, (matched + weight / (1 + weight))::float8 AS score
          FROM scored
          ORDER BY score DESC, id ASC
          LIMIT ${value.k}
        `),
      );
      const list = [...scored];
      if (list.length === 0) return [];
      const rows = yield* query(() => db.select(chunkColumns).from(chunks).where(inArray(chunks.id, list.map((row) => row.id))));
      const byId = new Map((yield* toChunks(rows)).map((chunk) => [chunk.id as string, chunk]));
      return list.flatMap((row) => {
        const chunk = byId.get(row.id);
        return chunk === undefined ? [] : [{ chunk, score: Number(row.score) }];
      });
    });
