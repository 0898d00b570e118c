import { Effect } from "effect";
import type { MissingApiKey, ProviderError, RateLimited, StorageError, Timeout } from "../common/errors.js";
import type { MemoryId, MemorySummaryId, UserId } from "../common/ids.js";
import type { Page } from "../common/pagination.js";
import { toLocalDate } from "../common/time.js";
import { Limits } from "../common/validation.js";
import type { Embedder } from "../ai/Embedder.js";
import { ChunkIndex } from "../search/ChunkIndex.js";
import { hybridSearch } from "../search/hybridSearch.js";
import { reciprocalRankFusion } from "../search/rrf.js";
import { EntityRepository } from "./EntityRepository.js";
import type { Memory, MemoryContext, MemoryType } from "./memory.js";
import { MemoryRepository } from "./MemoryRepository.js";
import type { MemorySummary } from "./memorySummary.js";
import { MemorySummaryRepository } from "./MemorySummaryRepository.js";
import { nameKey, normalizeText } from "./normalizeText.js";
import { isCurrent } from "./validity.js";

/** Why a memory was found: by meaning, by its words, by a person or place the question names, by being recent, or by its importance. */
export type MemoryMatch = "semantic" | "keyword" | "entity" | "recent" | "importance";

export interface MemoryHit {
  readonly memory: Memory;
  /** The fused score, highest first; comparable only within one search. */
  readonly score: number;
  readonly matchedBy: ReadonlyArray<MemoryMatch>;
  /** Cosine similarity of the memory to the query's meaning, null when the search of meaning did not reach it. */
  readonly similarity: number | null;
}

export interface MemorySummaryHit {
  readonly summary: MemorySummary;
  /** The fused score of the search of words and meaning, highest first; comparable only within one search. */
  readonly score: number;
  readonly matchedBy: ReadonlyArray<"semantic" | "keyword">;
}

export interface MemorySearchRequest {
  readonly query: string;
  /** Memories wanted, 1..100. */
  readonly limit: number;
  readonly now: Date;
  readonly timeZone: string;
  readonly context?: MemoryContext;
  readonly type?: MemoryType;
  /** When it happened (or was told, when undated), inclusive. */
  readonly from?: Date;
  readonly to?: Date;
  /** When it was told (created), inclusive: every memory told then is a candidate, however many were told since. */
  readonly toldFrom?: Date;
  readonly toldTo?: Date;
  /** Also closed (historical) facts; default only current ones. */
  readonly includeHistory?: boolean;
}

export interface MemorySearchResult {
  readonly hits: ReadonlyArray<MemoryHit>;
  /**
   * Weekly summaries of compressed memories that speak of the question, best
   * first (at most 3): found like the memories, by keyword and semantic
   * search of their indexed text, kept when they hold a topic word of the
   * question or come close to it in meaning.
   */
  readonly summaries: ReadonlyArray<MemorySummaryHit>;
  /**
   * How many memories the filters hold, of which `hits` are the first: known for an empty query when every memory of
   * its range was read (or, without a range, when the newest read were all there are); null otherwise (a query's
   * matches are found best first, never counted whole).
   */
  readonly total: number | null;
}

type SearchError = StorageError | ProviderError | RateLimited | Timeout | MissingApiKey;

/** Weights of the fused lists: meaning and words, named entities, recency, importance. */
const weights = { text: 1, entity: 0.9, recent: 0.1, importance: 0.05 } as const;

const whenOf = (memory: Memory) => memory.occurredAt ?? memory.createdAt;

/**
 * The most memories read, newest told first, for a time range: when they happened is not the order they were told in
 * (a wedding told weeks ago is next Saturday), so the range reads them all up to this bound rather than the newest few.
 */
const rangeReadMost = 5000;

/**
 * Cosine similarity above which a hit counts as found by meaning ("semantic"). The offline
 * embedder without its common component puts a paraphrase ("a new bicycle" / "a blue bike") near
 * 0.43 and unrelated sentences below 0.2.
 */
const semanticSimilarity = 0.4;

/** Whether a hit came close to the query in meaning, past the bar that tells a paraphrase from an unrelated sentence. */
export const nearInMeaning = (hit: MemoryHit): boolean => (hit.similarity ?? 0) > semanticSimilarity;

/**
 * Multi-stage retrieval of a person's memories, in one call: keyword and
 * semantic search (`hybridSearch` over the memory chunks), memories naming
 * an entity the question names (by name or alias, exact folded match — never
 * by embedding), the newest memories, and the candidates' importance, fused
 * by weighted reciprocal-rank fusion. Only current, unarchived memories
 * unless `includeHistory`; filtered by context, type, time range and range of
 * telling. With either range, every memory of it is a candidate (not only the
 * newest told), up to `rangeReadMost` memories read. Each hit says which stages found it. Weekly summaries found by the same
 * search of words and meaning come alongside.
 */
export const retrieveMemories = (
  userId: UserId,
  request: MemorySearchRequest,
): Effect.Effect<MemorySearchResult, SearchError, MemoryRepository | EntityRepository | MemorySummaryRepository | ChunkIndex | Embedder> =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const limit = Math.max(1, Math.min(100, request.limit));
    const depth = Math.min(100, limit * 3);
    const keep = (memory: Memory) =>
      !memory.archived &&
      (request.includeHistory === true || isCurrent(memory)) &&
      (request.context === undefined || memory.context === request.context) &&
      (request.type === undefined || memory.type === request.type) &&
      (request.from === undefined || whenOf(memory).getTime() >= request.from.getTime()) &&
      (request.to === undefined || whenOf(memory).getTime() <= request.to.getTime()) &&
      (request.toldFrom === undefined || memory.createdAt.getTime() >= request.toldFrom.getTime()) &&
      (request.toldTo === undefined || memory.createdAt.getTime() <= request.toldTo.getTime());
    const query = request.query.trim();
    const today = toLocalDate(request.now, request.timeZone);

    // 1. Words and meaning.
    const textStage = Effect.gen(function* () {
      const found = { hits: [] as Memory[], semantic: new Set<string>(), keyword: new Set<string>(), similarity: new Map<string, number>() };
      if (query === "") return found;
      const result = yield* hybridSearch(userId, {
        source: "memory",
        query,
        limit: depth,
        today,
        groupBy: "source",
        ...(request.from === undefined ? {} : { from: toLocalDate(request.from, request.timeZone) }),
        ...(request.to === undefined ? {} : { to: toLocalDate(request.to, request.timeZone) }),
      });
      const byId = new Map((yield* repository.getMany(userId, result.hits.map((hit) => hit.chunk.sourceId as MemoryId))).map((memory) => [memory.id as string, memory]));
      for (const hit of result.hits) {
        const memory = byId.get(hit.chunk.sourceId);
        if (memory === undefined || !keep(memory)) continue;
        found.hits.push(memory);
        if (hit.similarity !== null) found.similarity.set(memory.id, hit.similarity);
        if (hit.coverage > 0) found.keyword.add(memory.id);
        if (hit.similarity !== null && hit.coverage === 0) found.semantic.add(memory.id);
        else if (hit.similarity !== null && hit.similarity > semanticSimilarity) found.semantic.add(memory.id);
      }
      return found;
    });

    // 2. Entities the question names.
    const entityStage = Effect.gen(function* () {
      const found: Memory[] = [];
      if (query === "") return found;
      const folded = ` ${normalizeText(query)} `;
      const entities = yield* (yield* EntityRepository).list(userId, 500);
      const named = entities.filter((entity) =>
        [entity.name, ...entity.aliases].some((name) => {
          const key = nameKey(name);
          return key.length > 1 && folded.includes(` ${key} `);
        }),
      );
      // Memories naming the entity, found through the keyword index (a scan of every memory's entity list grows with the memories).
      const index = yield* ChunkIndex;
      for (const entity of named.slice(0, 3)) {
        const keys = new Set([entity.name, ...entity.aliases].map(nameKey));
        const hits = yield* index.searchKeyword(userId, { source: "memory", query: entity.name, k: depth });
        const fetched = new Map((yield* repository.getMany(userId, hits.map((hit) => hit.chunk.sourceId as MemoryId))).map((memory) => [memory.id as string, memory]));
        for (const hit of hits) {
          const memory = fetched.get(hit.chunk.sourceId);
          if (memory === undefined || !keep(memory) || !memory.entities.some((name) => keys.has(nameKey(name)))) continue;
          found.push(memory);
        }
      }
      return found;
    });

    // 3. The newest; with a time range, every memory of it, however long before the newest it was told; with a range of
    // telling, the storage reads only the memories told in it.
    const listed = {
      ...(request.context ? { context: request.context } : {}),
      ...(request.type ? { type: request.type } : {}),
      ...(request.toldFrom ? { createdFrom: request.toldFrom } : {}),
      ...(request.toldTo ? { createdTo: request.toldTo } : {}),
    };
    // `whole`: every memory the filters hold was read, so the candidates can be counted.
    const recentStage: Effect.Effect<{ readonly found: ReadonlyArray<Memory>; readonly whole: boolean }, StorageError> =
      request.from === undefined && request.to === undefined && request.toldFrom === undefined && request.toldTo === undefined
        ? Effect.map(repository.list(userId, { limit: Math.min(50, limit * 2), ...listed }), (page) => ({ found: page.items.filter(keep), whole: page.nextCursor === null }))
        : Effect.gen(function* () {
            const found: Memory[] = [];
            let cursor: string | null = null;
            for (let read = 0; read < rangeReadMost; ) {
              const page: Page<Memory> = yield* repository.list(userId, { limit: Limits.pageLimitMax, ...listed, ...(cursor === null ? {} : { cursor }) });
              read += page.items.length;
              found.push(...page.items.filter(keep));
              if (page.nextCursor === null || page.items.length === 0) return { found, whole: true };
              cursor = page.nextCursor;
            }
            return { found, whole: false };
          });

    // 5. Weekly summaries, by the same search of words and meaning.
    const summaryStage = Effect.gen(function* () {
      const summaries: MemorySummaryHit[] = [];
      // Most people have no summary yet: nothing to embed the question for or search.
      if (query === "" || (yield* (yield* ChunkIndex).stats(userId, "memorySummary")).count === 0) return summaries;
      const found = yield* hybridSearch(userId, { source: "memorySummary", query, limit: 10, today, groupBy: "source" });
      // Held the question's topic words, or close enough in meaning (the bar of a semantic memory hit).
      const relevant = found.hits.filter((hit) => hit.coverage > 0 || (hit.similarity ?? 0) > semanticSimilarity);
      const byId = new Map((yield* (yield* MemorySummaryRepository).getMany(userId, relevant.map((hit) => hit.chunk.sourceId as MemorySummaryId))).map((summary) => [summary.id as string, summary]));
      for (const hit of relevant) {
        const summary = byId.get(hit.chunk.sourceId);
        if (summary === undefined || (request.context !== undefined && summary.context !== request.context)) continue;
        summaries.push({ summary, score: hit.score, matchedBy: [...(hit.similarity !== null && hit.similarity > semanticSimilarity ? ["semantic" as const] : []), ...(hit.coverage > 0 ? ["keyword" as const] : [])] });
        if (summaries.length === 3) break;
      }
      return summaries;
    });

    // The stages read independently: at once (on PostgreSQL their round trips overlap).
    const [text, entityFound, recent, summaries] = yield* Effect.all([textStage, entityStage, recentStage, summaryStage], { concurrency: "unbounded" });
    const byId = new Map<string, Memory>();
    const canonical = (memory: Memory): Memory => {
      const known = byId.get(memory.id);
      if (known !== undefined) return known;
      byId.set(memory.id, memory);
      return memory;
    };
    const textHits = text.hits.map(canonical);
    const entityHits = entityFound.map(canonical);
    const recentHits = recent.found.map(canonical);
    const { semantic, keyword } = text;

    // 4. Importance among every candidate.
    const importanceHits = [...byId.values()].sort((left, right) => right.importance - left.importance || whenOf(right).getTime() - whenOf(left).getTime());

    const lists = query === "" ? [recentHits, importanceHits] : [textHits, entityHits, recentHits, importanceHits];
    const listWeights = query === "" ? [1, weights.importance] : [weights.text, weights.entity, weights.recent, weights.importance];
    const fused = reciprocalRankFusion(lists, (memory) => memory.id, { weights: listWeights });
    const textSet = new Set(textHits.map((memory) => memory.id));
    const entitySet = new Set(entityHits.map((memory) => memory.id));
    const recentSet = new Set(recentHits.map((memory) => memory.id));
    // A memory found only by being recent or important does not answer a question that names something.
    const answering = fused.filter((result) => query === "" || keyword.has(result.item.id) || semantic.has(result.item.id) || entitySet.has(result.item.id) || textSet.has(result.item.id));
    const hits: MemoryHit[] = answering
      .slice(0, limit)
      .map((result) => {
        const matchedBy: MemoryMatch[] = [];
        if (semantic.has(result.item.id)) matchedBy.push("semantic");
        if (keyword.has(result.item.id)) matchedBy.push("keyword");
        if (entitySet.has(result.item.id)) matchedBy.push("entity");
        if (recentSet.has(result.item.id)) matchedBy.push("recent");
        if (result.item.importance >= 8) matchedBy.push("importance");
        if (matchedBy.length === 0) matchedBy.push("semantic");
        return { memory: result.item, score: result.score, matchedBy, similarity: text.similarity.get(result.item.id) ?? null };
      });
    return { hits, summaries, total: query === "" && recent.whole ? answering.length : null };
  });
