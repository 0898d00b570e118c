import type { ChunkHit, ChunkWithoutVector } from "@lifeos/core";
import { ChunkIndex, Embedder, LocalDate as LocalDateSchema, reciprocalRankFusion } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { daysBetween, today } from "./dates.js";
import { makeExcerpt } from "./excerpt.js";
import { listMeta } from "./meta.js";
import { contentTerms, stem, tokenize } from "./text.js";

export const SearchJournalParameters = Schema.Struct({
  query: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500)),
  from: Schema.optional(LocalDateSchema),
  to: Schema.optional(LocalDateSchema),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
  recencyBoost: Schema.optional(Schema.Boolean),
});
export type SearchJournalParameters = typeof SearchJournalParameters.Type;

export type Confidence = "high" | "low";

export interface SearchJournalResult {
  readonly entryId: string;
  readonly date: string;
  readonly excerpt: string;
  readonly score: number;
  readonly confidence: Confidence;
}

export interface SearchJournalData {
  readonly results: ReadonlyArray<SearchJournalResult>;
  /** "none" when nothing passed the similarity floor: the journal says nothing about the query. */
  readonly confidence: Confidence | "none";
}

/** Thresholds of the hybrid search, in cosine similarity of the embedder's vectors. */
export interface SearchTuning {
  /**
   * A chunk without any query word must reach this similarity to be returned
   * at all. The offline embedder's averaged word vectors make unrelated texts
   * look alike (0.4-0.5), so with it only very close chunks pass without a
   * shared word; a real embedding model separates topics at a lower floor.
   */
  readonly similarityFloor: { readonly offline: number; readonly model: number };
  /** Similarity at which a result is labelled "high" even without the query's words. */
  readonly highSimilarity: number;
  /** Half-life, in days, of the recency boost. */
  readonly recencyHalfLifeDays: number;
}

export const defaultSearchTuning: SearchTuning = {
  similarityFloor: { offline: 0.62, model: 0.45 },
  highSimilarity: 0.7,
  recencyHalfLifeDays: 120,
};

const maxResults = 20;

/** The share of `terms` (by stem) that occur in `text`. */
const coverage = (text: string, terms: ReadonlyArray<string>): number => {
  if (terms.length === 0) return 0;
  const words = new Set(tokenize(text).map(stem));
  return terms.filter((term) => words.has(stem(term))).length / terms.length;
};

interface Candidate {
  readonly chunk: ChunkWithoutVector;
  readonly similarity: number | null;
  readonly coverage: number;
}

/** Builds `search_journal` with the given thresholds (see `defaultSearchTuning`). */
export const makeSearchJournal = (tuning: SearchTuning = defaultSearchTuning) =>
  defineTool({
    name: "search_journal",
    description:
      "Search the journal by meaning and keywords. Returns matching entries (id, date, excerpt, score, confidence). " +
      "Optional inclusive date range from/to (YYYY-MM-DD) and recencyBoost to prefer recent entries. " +
      'confidence "none" with no results means the journal does not mention the topic: say so, never guess. ' +
      "For the latest entries use get_recent_entries instead.",
    parameters: SearchJournalParameters,
    readOnly: true,
    maxResults,
    run: (params, context) =>
      Effect.gen(function* () {
        const index = yield* ChunkIndex;
        const embedder = yield* Embedder;
        const limit = params.limit ?? 8;
        const k = Math.min(100, limit * 6);
        const terms = contentTerms(params.query).slice(0, 20);
        const filter = { source: "journal" as const, from: params.from, to: params.to };

        const [vector] = yield* embedder.embed([params.query]);
        const vectorHits: ReadonlyArray<ChunkHit> =
          vector === undefined || vector.length === 0
            ? []
            : yield* index.searchVector(context.userId, {
                ...filter,
                embedding: { model: embedder.info.model, vector },
                k,
              });
        const keywordHits: ReadonlyArray<ChunkHit> =
          terms.length === 0 ? [] : yield* index.searchKeyword(context.userId, { ...filter, query: terms.join(" "), k });

        const similarity = new Map(vectorHits.map((hit) => [hit.chunk.id as string, hit.score]));
        const toCandidate = (hit: ChunkHit): Candidate => ({
          chunk: hit.chunk,
          similarity: similarity.get(hit.chunk.id) ?? null,
          coverage: coverage(hit.chunk.text, terms),
        });
        const floor = embedder.info.offline ? tuning.similarityFloor.offline : tuning.similarityFloor.model;
        const grounded = (candidate: Candidate) => candidate.coverage > 0 || (candidate.similarity ?? 0) >= floor;
        const vectorList = vectorHits.map(toCandidate).filter(grounded);
        const keywordList = keywordHits.map(toCandidate).filter(grounded);

        const fused = reciprocalRankFusion([vectorList, keywordList], (candidate) => candidate.chunk.id);
        const now = today(context);
        const best = new Map<string, { candidate: Candidate; score: number }>();
        for (const { item, score } of fused) {
          const age = item.chunk.date === null ? 0 : Math.max(0, daysBetween(item.chunk.date, now));
          const boost = params.recencyBoost === true ? 1 + 0.5 * 0.5 ** (age / tuning.recencyHalfLifeDays) : 1;
          const boosted = score * boost;
          const current = best.get(item.chunk.sourceId);
          if (current === undefined || boosted > current.score) best.set(item.chunk.sourceId, { candidate: item, score: boosted });
        }
        const ranked = [...best.values()].sort((a, b) => b.score - a.score);
        const top = ranked.length === 0 ? 1 : ranked[0]!.score;
        const fullCoverage = terms.length <= 2 ? 1 : 2 / 3;
        const labelled = ranked.map(({ candidate, score }) => ({
          candidate,
          score,
          confidence: (candidate.coverage >= fullCoverage || (candidate.similarity ?? 0) >= tuning.highSimilarity
            ? "high"
            : "low") as Confidence,
        }));
        // Weak matches are only offered when there is nothing better.
        const kept = labelled.some((item) => item.confidence === "high")
          ? labelled.filter((item) => item.confidence === "high")
          : labelled;
        const results: SearchJournalResult[] = kept.slice(0, limit).map(({ candidate, score, confidence }) => ({
          entryId: candidate.chunk.sourceId,
          date: candidate.chunk.date ?? "",
          excerpt: makeExcerpt(candidate.chunk.text, terms),
          score: Math.round((score / top) * 1000) / 1000,
          confidence,
        }));
        const confidence = results.length === 0 ? "none" : results.some((result) => result.confidence === "high") ? "high" : "low";
        const data: SearchJournalData = { results, confidence };
        return {
          data,
          meta: listMeta(results.length, kept.length, {
            from: params.from,
            to: params.to,
            recencyBoost: params.recencyBoost === true,
            terms,
            embeddingModel: embedder.info.model,
          }),
        };
      }),
  });

/** `search_journal` with the default thresholds. */
export const searchJournal = makeSearchJournal();

