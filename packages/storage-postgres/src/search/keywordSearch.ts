import type { ChunkHit, KeywordQuery, StorageError, UserId } from "@lifeos/core";
import { queryTermGroups } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { chunks } from "./schema.js";
import type { RawHitRow } from "./chunkRows.js";
import { filterCondition, rawHitColumns, toHits } from "./chunkRows.js";
import { preparedQuery } from "./preparedQuery.js";

/** Share of the score that cover density (`ts_rank_cd`, scaled to 0-1) may add. */
const densityWeight = sql.raw("0.1");

/** Chunks taken per query word (and per "at least m of the words" level) into the candidate set. */
export const wordSample = 500;

/**
 * The tsquery text of each query word: its terms as core computes them for
 * every adapter (`queryTermGroups`), OR-ed. Terms are runs of letters and
 * digits, so no tsquery syntax ever reaches PostgreSQL.
 */
export const queryWords = (text: string): string[] => queryTermGroups(text).map((group) => group.join(" | "));

/** The tsquery of one word's terms (an SQL text expression), read as written like the stored terms. */
const termOf = (terms: SQL): SQL => sql`to_tsquery('simple', ${terms})`;

/**
 * Most of the common words (held by more chunks than are sampled) that the
 * "at least m of them" levels are built from, in the question's order.
 */
export const levelWords = 8;

/** Most conjunctions in one level's query; a level with more is not sampled (with 8 words every level fits). */
const maxConjunctions = 70;

/**
 * The sampling of the levels, most words first, as CTEs `level_<m>`
 * (`level_2` holds them all): each holds the levels above it and, while
 * they hold fewer than `k` chunks, up to k (at most `wordSample`) chunks
 * holding at least m of the common words, found one conjunction of m words at a time
 * (a GIN scan of a conjunction intersects its words' posting lists; one of
 * a disjunction of conjunctions reads every posting list whole, several
 * times slower). Once k chunks hold m words, chunks holding fewer are not
 * looked for (on a big journal, two of a question's common words are held
 * by thousands of chunks).
 */
const levelSamples = (filter: SQL, k: number): SQL =>
  sql.join(
    Array.from({ length: levelWords - 1 }, (_, offset) => {
      const size = levelWords - offset;
      const name = sql.raw(`level_${size}`);
      const above = size === levelWords ? sql`SELECT NULL::uuid AS id, NULL::tsvector AS tsv WHERE false` : sql`SELECT id, tsv FROM ${sql.raw(`level_${size + 1}`)}`;
      return sql`${name} AS MATERIALIZED (
        ${above}
        UNION ALL
        (SELECT hit.id, hit.tsv FROM levels CROSS JOIN LATERAL (
          SELECT ${chunks.id} AS id, ${chunks.tsv} AS tsv FROM ${chunks} WHERE ${filter} AND ${chunks.tsv} @@ levels.term LIMIT ${wordSample}
        ) AS hit
        WHERE levels.size = ${sql.raw(String(size))} AND (SELECT count(*) FROM (${above}) AS found) < ${k}
        LIMIT ${Math.min(k, wordSample)})
      )`;
    }),
    sql`, `,
  );

/**
 * Full-text search over the keyword terms core computes (accent-folded
 * English and Portuguese stems, `indexTerms` stored, `queryTermGroups`
 * asked). Each query word is optional. The score is BM25's: the summed rarity
 * (idf among the candidates) of the distinct query words a chunk matches,
 * raised by up to a tenth by their cover density (`ts_rank_cd` scaled to 0-1,
 * computed for the 4k leading candidates only); so a chunk matching more and
 * rarer words ranks higher, and one rare word outweighs several common ones
 * (a question's "when", "did", "we" match half the journal and say little),
 * as SQLite's bm25 ranks them. Every score is positive; ties go to the
 * smaller id.
 *
 * The candidates are bounded: up to `wordSample` chunks matching each word,
 * then, over the common words (those whose sample is full; the first
 * `levelWords` of them), for m from all of them down to two, up to k
 * chunks holding at least m of them, until k chunks are found
 * this way (`levelSamples`). So every chunk holding a word that at most
 * `wordSample` chunks hold is a candidate, and a chunk left out holds only
 * common words, and fewer of them than k candidates do (a memory naming a
 * person by three common names and a common topic word is found among
 * thousands holding one or two of them). While no word matches more than `wordSample` chunks (within the
 * filters) the candidates are every matching chunk. A word's frequency, and
 * the candidate count the idf is taken against, are counted among the
 * candidates.
 */
export const searchKeyword =
  ({ sql: pool }: Database) =>
  (user: UserId, value: KeywordQuery): Effect.Effect<ReadonlyArray<ChunkHit>, StorageError> =>
    Effect.gen(function* () {
      const words = queryWords(value.query);
      if (words.length === 0) return [];
      const filter = filterCondition(user, value);
      // The terms reach the sampling scans as values the planner cannot see, so
      // it plans each as a GIN bitmap scan, which stops after `wordSample`
      // rows whatever the word's frequency (a sequential scan, chosen for a
      // word it thinks common, would test every row's tsvector until then).
      const rows = yield* preparedQuery<RawHitRow>(
        pool,
        sql`
          WITH terms AS MATERIALIZED (
            SELECT word_index, ${termOf(sql.raw("word"))} AS term
            FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS words(word, word_index)
          ),
          live_terms AS MATERIALIZED (SELECT word_index, term FROM terms WHERE numnode(term) > 0),
          query_terms AS MATERIALIZED (SELECT string_agg('(' || term::text || ')', ' | ')::tsquery AS any_term FROM live_terms),
          word_hits AS MATERIALIZED (
            SELECT live_terms.word_index, hit.id, hit.tsv FROM live_terms CROSS JOIN LATERAL (
              SELECT ${chunks.id} AS id, ${chunks.tsv} AS tsv FROM ${chunks} WHERE ${filter} AND ${chunks.tsv} @@ live_terms.term LIMIT ${wordSample}
            ) AS hit
          ),
          common AS MATERIALIZED (
            SELECT word_index, term FROM live_terms
            WHERE (SELECT count(*) FROM word_hits WHERE word_hits.word_index = live_terms.word_index) >= ${wordSample}
            ORDER BY word_index LIMIT ${levelWords}
          ),
          levels AS MATERIALIZED (
            WITH RECURSIVE conjunctions(last, size, text) AS (
              SELECT word_index, 1, '(' || term::text || ')' FROM common
              UNION ALL
              SELECT common.word_index, conjunctions.size + 1, conjunctions.text || ' & (' || common.term::text || ')'
              FROM conjunctions JOIN common ON common.word_index > conjunctions.last
            )
            SELECT size, term FROM (
              SELECT size, text::tsquery AS term, count(*) OVER (PARTITION BY size) AS conjunctions FROM conjunctions WHERE size >= 2
            ) AS sized
            WHERE conjunctions <= ${maxConjunctions}
          ),
          ${levelSamples(filter, value.k)},
          hits AS (SELECT id, tsv FROM word_hits UNION ALL SELECT id, tsv FROM level_2),
          candidates AS MATERIALIZED (
            SELECT DISTINCT ON (hits.id) hits.id, matched.words
            FROM hits CROSS JOIN LATERAL (SELECT array_agg(word_index) AS words FROM live_terms WHERE hits.tsv @@ live_terms.term) AS matched
            ORDER BY hits.id
          ),
          rarities AS MATERIALIZED (
            SELECT word_index, ln(1 + (total.n - count(*) + 0.5) / (count(*) + 0.5)) AS idf
            FROM candidates CROSS JOIN unnest(candidates.words) AS word_index
              CROSS JOIN (SELECT count(*)::float8 AS n FROM candidates) AS total
            GROUP BY word_index, total.n
          ),
          leaders AS MATERIALIZED (
            SELECT candidates.id, cardinality(candidates.words) AS matched, rarity.value AS rarity
            FROM candidates CROSS JOIN LATERAL (SELECT sum(idf) AS value FROM rarities WHERE rarities.word_index = ANY (candidates.words)) AS rarity
            ORDER BY rarity DESC, matched DESC, id ASC
            LIMIT ${value.k * 4}
          ),
          best AS MATERIALIZED (
            SELECT leaders.id, (leaders.rarity * (1 + ${densityWeight} * ts_rank_cd(${chunks.tsv}, query_terms.any_term, 32)))::float8 AS score
            FROM leaders JOIN ${chunks} ON ${chunks.id} = leaders.id CROSS JOIN query_terms
            ORDER BY score DESC, leaders.id ASC
            LIMIT ${value.k}
          )
          SELECT ${rawHitColumns}, best.score FROM best JOIN ${chunks} ON ${chunks.id} = best.id
          ORDER BY best.score DESC, best.id ASC
        `,
        value.sourceIds === undefined,
      );
      return yield* toHits(rows);
    });
