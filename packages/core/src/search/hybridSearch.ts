import { Effect } from "effect";
import type { StorageError } from "../common/errors.js";
import type { MissingApiKey, ProviderError, RateLimited, Timeout } from "../common/errors.js";
import type { ChunkHit, ChunkSource, ChunkWithoutVector, KeywordQuery } from "./chunk.js";
import { ChunkIndex } from "./ChunkIndex.js";
import { Embedder } from "../ai/Embedder.js";
import type { UserId } from "../common/ids.js";
import type { LocalDate } from "../common/time.js";
import { addDays } from "../common/time.js";
import { analyseQuery, searchText } from "./analyseQuery.js";
import type { QueryAnalysis } from "./analyseQuery.js";
import type { DateCue } from "./dateCues.js";
import { indexTerms, maxQueryWords, queryTermGroups, searchWords, stemsOf } from "./keywordTerms.js";

/** The stems of every word of a (possibly multi-word) expression. */
const stemsOfWord = (text: string): string[] => searchWords(text).flatMap(stemsOf);

/**
 * Which of a query's term groups a text's words hold (a word holds a
 * group when one of its stems is a term of it), given each term's groups:
 * each word stemmed once, no set of the text's terms built.
 */
const groupsHeld = (words: ReadonlyArray<string>, groupsOfTerm: ReadonlyMap<string, ReadonlyArray<number>>): ReadonlySet<number> => {
  const held = new Set<number>();
  for (const word of words) {
    for (const stem of stemsOf(word)) for (const group of groupsOfTerm.get(stem) ?? []) held.add(group);
  }
  return held;
};

/** The most query words (groups) one sentence of a chunk holds together: "Passeei por Sintra com Ana" holds walk, Sintra and Ana. */
const mostInOneSentence = (text: string, groupsOfTerm: ReadonlyMap<string, ReadonlyArray<number>>): number =>
  Math.max(0, ...text.split(/(?<=[.!?;])\s+|\n+/).map((sentence) => groupsHeld(searchWords(sentence), groupsOfTerm).size));

/** The weights of `hybridSearch`; `defaultHybridTuning` holds the values the benchmark chose. */
export interface HybridTuning {
  /** Weight of the keyword score (each list's scores divided by its best). */
  readonly keywordWeight: number;
  /** Weight of the vector score (cosine similarity, rescaled so the list's best is 1 and its floor 0). */
  readonly vectorWeight: number;
  /**
   * Cosine spread (best minus lowest similarity of the vector hits) at which
   * the vector list is fully trusted; a flatter list counts in proportion.
   */
  readonly vectorContrast: number;
  /** Extra weight, as a share of the score, for a chunk naming every name of the question. */
  readonly nameBoost: number;
  /** Extra weight for a chunk dated within the question's date cue. */
  readonly dateBoost: number;
  /** Extra weight of the newest chunk when recency counts, halving every `recencyHalfLifeDays`. */
  readonly recencyBoost: number;
  readonly recencyHalfLifeDays: number;
  /**
   * Agreement that grounds a search without a topic word: a chunk ranked
   * within this many places (and within the first tenth of each list) by
   * both the keyword and the vector search (a paraphrase sharing only the
   * question's lesser words with its answer) counts as evidence that the
   * text speaks of the question; 0 turns it off. Off by default: once the
   * offline embedder lost its common component, `standOut` kept every
   * paraphrase agreement kept on bench:retrieval, and agreement alone
   * answered one question about an absent topic ("violin lessons").
   */
  readonly agreementRank: number;
  /**
   * Margin of cosine similarity by which the best vector hit must stand
   * above the tenth to ground a search by itself: an offline embedder's
   * absolute similarities drift with the language and length of the text,
   * while one chunk standing clear of the rest is evidence wherever the
   * scale sits; 0 turns it off.
   */
  readonly standOut: number;
}

export const defaultHybridTuning: HybridTuning = {
  keywordWeight: 0.5,
  vectorWeight: 0.5,
  vectorContrast: 0.3,
  nameBoost: 0.5,
  dateBoost: 1,
  recencyBoost: 0.5,
  recencyHalfLifeDays: 120,
  agreementRank: 0,
  standOut: 0.07,
};

export interface HybridSearchRequest {
  readonly source: ChunkSource;
  readonly query: string;
  /** Inclusive date bounds given by the caller; when set, the question's own date cue is not used. */
  readonly from?: LocalDate;
  readonly to?: LocalDate;
  /** Only chunks of these source objects (documents chosen by the caller); absent: every source object. */
  readonly sourceIds?: ReadonlyArray<string>;
  /** Results wanted (after grouping). */
  readonly limit: number;
  /** Today, in the user's time zone: date cues and recency are relative to it. */
  readonly today: LocalDate;
  /** Prefer recent chunks even when the question does not ask for the latest. */
  readonly recencyBoost?: boolean;
  /** "source": the best chunk of each source object (a journal entry, a memory); "chunk": every chunk. */
  readonly groupBy: "source" | "chunk";
  /**
   * Evidence that the searched text speaks of the question at all: unless
   * some candidate holds a topic word of the question or reaches this cosine
   * similarity, the search finds nothing (default 0: always found).
   */
  readonly similarityFloor?: number;
  /**
   * Query expansion: each list is a word of the query followed by words
   * that mean it (synonyms, narrower words, translations). They join the
   * keyword search (after the query's own words), and a chunk holding one
   * of them holds that word for `coverage` and the similarity floor; the
   * vector search reads the query alone.
   */
  readonly related?: ReadonlyArray<ReadonlyArray<string>>;
  /** Look up the topic words no candidate holds, to name those the text never mentions (`absent`); off: `absent` is empty. */
  readonly nameAbsent?: boolean;
  readonly tuning?: HybridTuning;
}

export interface HybridHit {
  readonly chunk: ChunkWithoutVector;
  /** The fused score, highest first among the hits holding as many of the question's names (and of its words in one sentence, when one is named); comparable only within one search. */
  readonly score: number;
  /** Cosine similarity to the question, when the chunk was among the vector hits. */
  readonly similarity: number | null;
  /** Share of the question's topic words the chunk holds (by stem). */
  readonly coverage: number;
  /** The question's topic words (folded, in the question's order) the chunk does not hold, by stem or by a related word. */
  readonly lacking: ReadonlyArray<string>;
}

export interface HybridSearchResult {
  readonly hits: ReadonlyArray<HybridHit>;
  /** How the question was read. */
  readonly analysis: QueryAnalysis;
  /** Hits before grouping and the limit. */
  readonly candidates: number;
  /**
   * With `nameAbsent`, the question's topic words (folded) that no chunk of
   * the searched source and range holds, by stem or by a related word: the
   * text never speaks of them, whatever it says of the question's other
   * words. Empty without `nameAbsent`.
   */
  readonly absent: ReadonlyArray<string>;
  /**
   * The topic words (folded) the fewest candidates hold, when the question has
   * two or more and candidates hold them unequally: the most telling words,
   * which a hit lacking one does not match however many others it holds.
   * Empty otherwise.
   */
  readonly rarest: ReadonlyArray<string>;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Whether a chunk's date is within the question's date cue: its range, or its month in any year when no year was said. */
const withinCue = (cue: DateCue, date: string): boolean =>
  (date >= cue.range.from && date <= cue.range.to) || (cue.month !== undefined && Number(date.slice(5, 7)) === cue.month);

interface Candidate {
  readonly chunk: ChunkWithoutVector;
  keyword: number;
  vector: number;
  similarity: number | null;
  keywordRank: number;
  vectorRank: number;
}

/**
 * Search of the journal, memories or documents by keywords and meaning at
 * once, the one retrieval every domain uses. The method, measured on
 * `bench:retrieval` (journal, conversation and document sets, English and
 * Portuguese, SQLite and PostgreSQL), where it beats keyword-only and
 * vector-only search on every set at recall@10:
 *
 * 1. Read the question (`analyseQuery`): keep its topic words and names;
 *    drop question, function and record words; note a date cue ("in May",
 *    "last year", "em março de 2023") and a wish for the latest ("last time").
 * 2. Gather candidates: keyword search on the question less its question and
 *    record words (every word optional; both adapters index and search the
 *    terms core computes, `indexTerms`/`queryTermGroups`, ranked by BM25) and
 *    vector search on the embedding of the whole question, each for
 *    `limit × 6` chunks (at least 50). With a date cue (and no explicit
 *    range) both also run within it, so the days it names are candidates;
 *    with a wish for the latest (and no range or cue), keyword search also
 *    runs over the last 30 and the last 365 days, so the newest mentions of
 *    a topic written about hundreds of times are candidates.
 *    Words given as `related` join the keyword search and count as the
 *    topic word they expand.
 * 3. Fuse by score, not by rank: `keywordWeight × keyword + vectorWeight ×
 *    vector`. keyword is the chunk's keyword score over the list's best;
 *    vector its similarity rescaled from the list's lowest (0) to its best
 *    (1), times the list's trust: its spread (best − lowest) over
 *    `vectorContrast`, at most 1, so a flat list (every chunk about equally
 *    close, as long entries are to the offline embedder) weighs little. A
 *    chunk missing from a list scores 0 there. The date cue's own searches
 *    are scaled by their own best when the cue names its year, and by the
 *    unbounded searches' best for a month without a year (which may mean
 *    any year: their bounded searches cover only its latest occurrence).
 *    Equal weights with a contrast of 0.3 are what the benchmark kept;
 *    equal-weight rank fusion (RRF) fell below keyword search alone, and
 *    trusting the keyword list only as far as its hits hold the question's
 *    topic words lifted the journal and conversation sets but cost the
 *    documents recall@10 (0.766 → 0.72), so it is not done.
 * 4. Boost: the score is multiplied by `1 + nameBoost × share of the
 *    question's names the chunk holds`, by `1 + dateBoost` within the date
 *    cue (a month without a year: that month of any year), and, when
 *    recency counts, by `1 + recencyBoost × ½^(age / half-life)`; and when
 *    it counts, the chunks holding every topic word come first, newest first;
 *    otherwise (and among those) the chunks holding more of the question's
 *    names come first, then those holding more of its words in one sentence
 *    ("walked in Sintra with Ana" before a walk there with Tom on a day Ana
 *    called).
 * 5. Abstain when nothing speaks of the question: no candidate holds a topic
 *    word, none reaches the similarity floor, none is ranked within
 *    `agreementRank` by both searches, and the best vector hit does not
 *    stand `standOut` above the tenth. Standing out keeps paraphrased
 *    questions that share only lesser words with their answer ("a dental
 *    appointment about my molar" for a day at the dentist) without answering
 *    questions about absent topics, whose vector lists are flat.
 * 6. Group (best chunk per source object, or each chunk) and return the
 *    first `limit`.
 * 7. When asked (`nameAbsent`), name the absent words: a topic word no
 *    candidate holds is looked up alone (with its related words) in the
 *    keyword index over the searched range; when no chunk holds it, it is
 *    `absent`, so a caller can say the text never mentions it rather than
 *    offer matches on the question's other, commoner words.
 */
export const hybridSearch = (
  userId: UserId,
  request: HybridSearchRequest,
): Effect.Effect<HybridSearchResult, StorageError | ProviderError | RateLimited | Timeout | MissingApiKey, ChunkIndex | Embedder> =>
  Effect.gen(function* () {
    const index = yield* ChunkIndex;
    const embedder = yield* Embedder;
    const tuning = request.tuning ?? defaultHybridTuning;
    const analysis = analyseQuery(request.query, request.today);
    const topic = analysis.keywords.join(" ");
    const depth = Math.min(200, Math.max(50, request.limit * 6));
    const filter = { source: request.source, from: request.from, to: request.to, sourceIds: request.sourceIds };
    const explicitRange = request.from !== undefined || request.to !== undefined;
    const cue = explicitRange ? null : analysis.dateCue;
    const recency = analysis.wantsRecent || request.recencyBoost === true;
    const filters = cue === null ? [filter] : [filter, { ...filter, from: cue.range.from, to: cue.range.to }];
    // "When did I last…" about a topic written about hundreds of times: the best matches by words
    // alone can all be old, so the last month's and the last year's are looked up on their own
    // too, and the newest mentions are candidates for the recency boost. Within a range ("and
    // before that?" is up to the day before the last time), the month and year up to its end.
    const end = request.to ?? request.today;
    const recentWindows =
      recency && cue === null
        ? [30, 365].map((days) => addDays(end, -days)).filter((from) => request.from === undefined || from > request.from).map((from) => ({ ...filter, from, to: end }))
        : [];

    const alternatives = (request.related ?? []).filter((list) => list.length > 1);
    const keywordText = [searchText(request.query, analysis), ...alternatives.flatMap((list) => list.slice(1))].join(" ");
    const [vector] = yield* embedder.embed([request.query]);
    const searches = filters.flatMap((bounds) => [
      vector === undefined || vector.length === 0
        ? Effect.succeed<ReadonlyArray<ChunkHit>>([])
        : index.searchVector(userId, { ...bounds, embedding: { model: embedder.info.model, vector }, k: depth }),
      index.searchKeyword(userId, { ...bounds, query: keywordText, k: depth }),
    ]);
    // Keyword only, in the same (vector, keyword) pairs.
    for (const bounds of recentWindows) searches.push(Effect.succeed([]), index.searchKeyword(userId, { ...bounds, query: keywordText, k: depth }));
    // At once: on PostgreSQL the keyword and vector queries run on two connections side by side.
    const lists = yield* Effect.all(searches, { concurrency: "unbounded" });

    const candidates = new Map<string, Candidate>();
    let stoodOut = false;
    lists.forEach((hits, position) => {
      if (hits.length === 0) return;
      const isVector = position % 2 === 0;
      if (isVector && tuning.standOut > 0 && hits.length >= 10 && hits[0]!.score - hits[9]!.score >= tuning.standOut) stoodOut = true;
      // A cue that names its year scales its searches by their own best (the best of that time is
      // a good answer); a month without a year, whose searches cover only its latest occurrence,
      // by the unbounded search's best, so its guessed year is not raised above the other years.
      const unbounded = lists[position % 2]!;
      const reference = cue?.month !== undefined && unbounded.length > 0 ? unbounded : hits;
      const best = reference[0]!.score;
      const lowest = reference[reference.length - 1]!.score;
      // A rank means something only among many: agreement counts within the first tenth of a list.
      const agreeable = Math.min(tuning.agreementRank, hits.length / 10);
      hits.forEach((hit, rank) => {
        const candidate = candidates.get(hit.chunk.id) ?? { chunk: hit.chunk, keyword: 0, vector: 0, similarity: null, keywordRank: Infinity, vectorRank: Infinity };
        if (isVector) {
          const trust = Math.min(1, (best - lowest) / tuning.vectorContrast);
          candidate.vector = Math.max(candidate.vector, trust * (best > lowest ? Math.min(1, Math.max(0, (hit.score - lowest) / (best - lowest))) : 1));
          candidate.similarity = hit.score;
          if (rank < agreeable) candidate.vectorRank = Math.min(candidate.vectorRank, rank);
        } else {
          candidate.keyword = Math.max(candidate.keyword, best > 0 ? Math.min(1, hit.score / best) : 0);
          if (rank < agreeable) candidate.keywordRank = Math.min(candidate.keywordRank, rank);
        }
        candidates.set(hit.chunk.id, candidate);
      });
    });

    const topicWords = [...new Set(searchWords(topic))].slice(0, maxQueryWords);
    const wordGroups = queryTermGroups(topic);
    const expansions = wordGroups.map((group) => alternatives.find((list) => stemsOfWord(list[0]!).some((stem) => group.includes(stem)))?.slice(1) ?? []);
    const groups = wordGroups.map((group, position) => [...new Set([...group, ...expansions[position]!.flatMap(stemsOfWord)])]);
    const groupsOfTerm = new Map<string, number[]>();
    groups.forEach((group, position) => {
      for (const term of new Set(group)) groupsOfTerm.set(term, [...(groupsOfTerm.get(term) ?? []), position]);
    });
    const floor = request.similarityFloor ?? 0;
    const scored: HybridHit[] = [];
    const namesHeld = new Map<HybridHit, { names: number; together: number }>();
    const held = groups.map(() => false);
    const holders = groups.map(() => 0);
    let grounded = stoodOut;
    for (const candidate of candidates.values()) {
      // The chunk's words read once, for its terms (what `indexTerms` stores) and its names.
      const words = searchWords(candidate.chunk.text);
      const heldHere = groupsHeld(words, groupsOfTerm);
      for (const position of heldHere) {
        held[position] = true;
        holders[position]!++;
      }
      const coverage = groups.length === 0 ? 0 : heldHere.size / groups.length;
      const agreed = candidate.keywordRank < tuning.agreementRank && candidate.vectorRank < tuning.agreementRank;
      if (coverage > 0 || (candidate.similarity ?? 0) >= floor || agreed) grounded = true;
      let score = tuning.keywordWeight * candidate.keyword + tuning.vectorWeight * candidate.vector;
      const named = new Set(words);
      const namesHere = analysis.names.filter((name) => named.has(name)).length;
      if (analysis.names.length > 0) score *= 1 + (tuning.nameBoost * namesHere) / analysis.names.length;
      const date = candidate.chunk.date;
      if (cue !== null && date !== null && withinCue(cue, date)) score *= 1 + tuning.dateBoost;
      if (recency && date !== null) score *= 1 + tuning.recencyBoost * 0.5 ** (Math.max(0, daysBetween(date, request.today)) / tuning.recencyHalfLifeDays);
      const hit: HybridHit = { chunk: candidate.chunk, score, similarity: candidate.similarity, coverage, lacking: topicWords.filter((_, position) => !heldHere.has(position)) };
      // With a name asked, where the words meet counts too: Ana named in the sentence of the walk, not in another one.
      namesHeld.set(hit, { names: namesHere, together: namesHere > 0 && groups.length >= 2 ? mostInOneSentence(candidate.chunk.text, groupsOfTerm) : 0 });
      scored.push(hit);
    }
    const absent = request.nameAbsent !== true ? [] : yield* absentWords(userId, filter, groups.map((group, position) => ({ terms: group, query: [topicWords[position]!, ...expansions[position]!].join(" "), held: held[position]! })));
    const fewest = Math.min(...holders);
    const rarest = groups.length >= 2 && fewest < Math.max(...holders) ? topicWords.filter((_, position) => holders[position] === fewest) : [];
    if (!grounded) return { hits: [], analysis, candidates: candidates.size, absent, rarest };
    // Asked for the latest: the chunks holding every topic word come newest first (a boost alone
    // lets an old entry that says the word twice outrank last week's), then the rest by score.
    // With a name asked, they must meet in one sentence: "when did I last cook with Rita?" is not a day of cooking alone on which Rita called.
    const together = (hit: HybridHit): boolean => analysis.names.length === 0 || groups.length < 2 || namesHeld.get(hit)!.together === groups.length;
    const newestOf = (hit: HybridHit): string | null => (recency && groups.length > 0 && hit.coverage === 1 && together(hit) ? hit.chunk.date : null);
    scored.sort((a, b) => {
      const [first, second] = [newestOf(a), newestOf(b)];
      if (first !== second) {
        if (first === null) return 1;
        if (second === null) return -1;
        return first < second ? 1 : -1;
      }
      // "Did I walk in Sintra with Ana?": a chunk holding more of the names asked comes first, whatever a shorter one scores.
      const [namesOfA, namesOfB] = [namesHeld.get(a)!, namesHeld.get(b)!];
      return namesOfB.names - namesOfA.names || namesOfB.together - namesOfA.together || b.score - a.score || (a.chunk.id < b.chunk.id ? -1 : 1);
    });
    const seen = new Set<string>();
    const hits: HybridHit[] = [];
    for (const hit of scored) {
      const key = request.groupBy === "source" ? hit.chunk.sourceId : hit.chunk.id;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push(hit);
      if (hits.length === request.limit) break;
    }
    return { hits, analysis, candidates: candidates.size, absent, rarest };
  });

/**
 * The words of the term groups no chunk holds: each group no candidate held
 * is searched alone (its stems and related words) over the request's bounds,
 * since a chunk holding only a rare word may rank below the depth of a
 * search led by commoner ones.
 */
const absentWords = (
  userId: UserId,
  bounds: Omit<KeywordQuery, "query" | "k">,
  groups: ReadonlyArray<{ readonly terms: ReadonlyArray<string>; readonly query: string; readonly held: boolean }>,
): Effect.Effect<string[], StorageError, ChunkIndex> =>
  Effect.gen(function* () {
    const index = yield* ChunkIndex;
    const absent: string[] = [];
    for (const group of groups) {
      if (group.held) continue;
      const hits = yield* index.searchKeyword(userId, { ...bounds, query: group.query, k: 5 });
      const found = hits.some((hit) => indexTerms(hit.chunk.text).split(" ").some((term) => group.terms.includes(term)));
      if (!found) absent.push(group.query.split(" ")[0]!);
    }
    return absent;
  });
