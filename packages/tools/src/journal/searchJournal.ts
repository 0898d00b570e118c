import type { SearchConfidence as Confidence, SearchJournalResult } from "@lifeos/core";
import { defaultHybridTuning, Embedder, hybridSearch, LocalDate as LocalDateSchema, SearchJournalOutput } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { today } from "./dates.js";
import { foldWord } from "./text.js";
import { makeExcerpt } from "./excerpt.js";
import { holdsName, holdsPhrase } from "./phrase.js";
import { listMeta } from "./meta.js";

export const SearchJournalParameters = Schema.Struct({
  query: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500)),
  from: Schema.optional(LocalDateSchema),
  to: Schema.optional(LocalDateSchema),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
  recencyBoost: Schema.optional(Schema.Boolean),
  related: Schema.optional(
    Schema.Array(Schema.Array(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(60))).check(Schema.isMinLength(2), Schema.isMaxLength(25))).check(
      Schema.isMaxLength(8),
    ),
  ),
  /** The query's words as one phrase, as count_mentions reads it: an entry matches only where they come within three words of each other ("break up", "work out", "acabar com"). */
  near: Schema.optional(Schema.Boolean),
  /**
   * Names of several words among the query's ("Ana Sousa" of "dinner Ana Sousa Lisbon"): an entry holds such a name only
   * with its words together, so "Ana" alone or another Sousa is no match of it; no entry found holding it, it is missing.
   */
  wholeNames: Schema.optional(Schema.Array(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80))).check(Schema.isMaxLength(4))),
});
export type SearchJournalParameters = typeof SearchJournalParameters.Type;

export type SearchJournalData = SearchJournalOutput;

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

/** Builds `search_journal` with the given thresholds (see `defaultSearchTuning`). */
export const makeSearchJournal = (tuning: SearchTuning = defaultSearchTuning) =>
  defineTool({
    name: "search_journal",
    description:
      "Search the journal by meaning and keywords. Returns matching entries (id, date, excerpt, score, confidence). " +
      "Optional inclusive date range from/to (YYYY-MM-DD) and recencyBoost to prefer recent entries. " +
      'Optional related: lists of a query word followed by words that mean it (e.g. [["dog", "puppy", "cão"]]); ' +
      "an entry with one of them counts as mentioning the word. " +
      'confidence "none" with no results means the journal does not mention the topic: say so, never guess. ' +
      'missing lists query words no entry holds: the journal does not mention them (say so); any "low" results only match the other words and are not about them. ' +
      "apart lists the query words when each is in some entry but no entry holds them all: say that no entry mentions them together, and search each alone. " +
      "With near the query words match only as a phrase, within three words of each other ('break up' is not a coffee break). " +
      "wholeNames lists names of several words in the query (e.g. [\"Ana Sousa\"]): an entry matches such a name only with its words together. " +
      "For the latest entries use get_recent_entries instead.",
    parameters: SearchJournalParameters,
    output: SearchJournalOutput,
    readOnly: true,
    maxResults,
    run: (params, context) =>
      Effect.gen(function* () {
        const embedder = yield* Embedder;
        const limit = params.limit ?? 8;
        const found = yield* hybridSearch(context.userId, {
          source: "journal",
          query: params.query,
          from: params.from,
          to: params.to,
          // A phrase is looked for among more hits than are shown, as the hits without it are left out.
          limit: params.near === true ? maxResults : limit,
          today: today(context),
          recencyBoost: params.recencyBoost,
          related: params.related,
          nameAbsent: true,
          groupBy: "source",
          similarityFloor: embedder.info.offline ? tuning.similarityFloor.offline : tuning.similarityFloor.model,
          tuning: { ...defaultHybridTuning, recencyHalfLifeDays: tuning.recencyHalfLifeDays },
        });
        const { analysis, absent, rarest } = found;
        const hits = params.near === true ? found.hits.filter((hit) => holdsPhrase(hit.chunk.text, params.query, params.related ?? [])) : found.hits;
        // A name of several words is held only whole: a hit with one of its words is no match of it.
        const wholeNames = params.wholeNames ?? [];
        const lacksName = (hit: (typeof hits)[number]) => wholeNames.some((name) => !holdsName(hit.chunk.text, name));
        const namesFound = wholeNames.filter((name) => hits.some((hit) => holdsName(hit.chunk.text, name)));
        const terms = [...analysis.keywords, ...(params.related ?? []).flatMap((list) => list.slice(1))].map(foldWord);
        // The best score, which need not be the first hit's: a hit holding more of the names asked comes first.
        const top = hits.length === 0 ? 1 : Math.max(...hits.map((hit) => hit.score));
        const fullCoverage = analysis.keywords.length <= 2 ? 1 : 2 / 3;
        // A word the journal never holds is the question's most telling one (no entry is rarer): covering
        // the others ("played" of "played violin") is no longer a full match, only a near one.
        // A name none of the hits holds whole is missing as one, in place of any of its words.
        const namesMissing = wholeNames.filter((name) => !namesFound.includes(name));
        const inMissingName = new Set(namesMissing.flatMap((name) => name.split(/\s+/).map(foldWord)));
        const missing = [...analysis.keywords.filter((word) => absent.includes(foldWord(word)) && !inMissingName.has(foldWord(word))), ...namesMissing];
        const labelled = hits.map((hit) => ({
          hit,
          // The rarest word is the most telling too: a hit without it ("a walk with Ana" for "a walk with Ana in Sintra") is
          // no full match, however alike it reads.
          confidence: ((missing.length === 0 && hit.coverage >= fullCoverage) || (hit.similarity ?? 0) >= tuning.highSimilarity) && !hit.lacking.some((word) => rarest.includes(word)) && !lacksName(hit)
            ? "high"
            : ("low" as Confidence),
        }));
        // Every word is in some entry, but none holds them all: the answer says so before what each word finds.
        const apart = analysis.keywords.length >= 2 && missing.length === 0 && hits.length > 0 && hits.every((hit) => hit.lacking.length > 0) ? analysis.keywords : [];
        // Weak matches are only offered when there is nothing better, and those sharing a word of the
        // query before those that are merely alike to the embedder.
        const worded = labelled.some((item) => item.hit.coverage > 0);
        const kept = labelled.some((item) => item.confidence === "high")
          ? labelled.filter((item) => item.confidence === "high")
          : labelled.filter((item) => !worded || item.hit.coverage > 0);
        const results: SearchJournalResult[] = kept.slice(0, limit).map(({ hit, confidence }) => ({
          entryId: hit.chunk.sourceId,
          date: hit.chunk.date ?? "",
          excerpt: makeExcerpt(hit.chunk.text, terms),
          score: Math.round((hit.score / top) * 1000) / 1000,
          confidence,
        }));
        const confidence = results.length === 0 ? "none" : results.some((result) => result.confidence === "high") ? "high" : "low";
        // With nothing found every topic word is missing; the list names them only beside matches of the others.
        const data: SearchJournalData = {
          results,
          confidence,
          ...(missing.length > 0 && results.length > 0 ? { missing } : {}),
          ...(apart.length > 0 && results.length > 0 ? { apart } : {}),
        };
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

