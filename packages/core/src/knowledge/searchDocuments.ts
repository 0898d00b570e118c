import { Effect } from "effect";
import type { MissingApiKey, ProviderError, RateLimited, StorageError, Timeout } from "../common/errors.js";
import type { DocumentId, UserId } from "../common/ids.js";
import type { LocalDate } from "../common/time.js";
import { Embedder } from "../ai/Embedder.js";
import type { ChunkIndex } from "../search/ChunkIndex.js";
import { hybridSearch } from "../search/hybridSearch.js";
import { DocumentRepository } from "./DocumentRepository.js";
import type { DocumentPassage } from "./documentPassage.js";

/** Most passages one document search returns. */
export const documentSearchLimitMax = 10;

/**
 * The cosine similarity a passage holding none of the question's topic
 * words must reach to count as relevant. The offline embedder's averaged
 * word vectors make unrelated texts look alike, so its floor is higher.
 */
export const documentSimilarityFloor = { offline: 0.62, model: 0.45 } as const;

export interface DocumentSearchRequest {
  readonly query: string;
  /** Only these documents (of the user); absent: every document. */
  readonly documentIds?: ReadonlyArray<string>;
  /** Passages wanted, 1 to `documentSearchLimitMax` (default 5). */
  readonly limit?: number;
  /** The relevance floor: see `documentSimilarityFloor` (the embedder's default when absent). */
  readonly similarityFloor?: number;
  /** Query expansion, as in `hybridSearch`: a word of the query followed by words that mean it. */
  readonly related?: ReadonlyArray<ReadonlyArray<string>>;
  /** Today in the user's time zone. */
  readonly today: LocalDate;
}


/** The citation token of a passage: the file name (brackets dropped) and its page. */
export const citationOf = (name: string, page: number | null): string => {
  const clean = name.replace(/[[\]]/g, "").trim();
  return page === null ? `[${clean}]` : `[${clean} p. ${page}]`;
};

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The passages of the user's documents closest to a question, best first,
 * by the shared hybrid search (keywords and meaning fused) over document
 * chunks, one passage per chunk. A passage holding none of the question's
 * topic words must reach the similarity floor; when none does the list is
 * empty: the documents do not speak of it, and nothing is made up. Only the
 * user's documents are read; unknown or another user's ids in
 * `documentIds` simply match nothing.
 */
export const searchDocuments = (
  userId: UserId,
  request: DocumentSearchRequest,
): Effect.Effect<ReadonlyArray<DocumentPassage>, StorageError | ProviderError | RateLimited | Timeout | MissingApiKey, ChunkIndex | Embedder | DocumentRepository> =>
  Effect.gen(function* () {
    const embedder = yield* Embedder;
    const floor = request.similarityFloor ?? (embedder.info.offline ? documentSimilarityFloor.offline : documentSimilarityFloor.model);
    const limit = Math.min(documentSearchLimitMax, Math.max(1, request.limit ?? 5));
    const { hits } = yield* hybridSearch(userId, {
      source: "document",
      query: request.query,
      ...(request.documentIds === undefined ? {} : { sourceIds: request.documentIds }),
      limit,
      today: request.today,
      groupBy: "chunk",
      similarityFloor: floor,
      ...(request.related === undefined ? {} : { related: request.related }),
    });
    const relevant = hits.filter((hit) => hit.coverage > 0 || (hit.similarity ?? 0) >= floor);
    if (relevant.length === 0) return [];
    const documents = yield* DocumentRepository;
    const ids = [...new Set(relevant.map((hit) => hit.chunk.sourceId))];
    const found = yield* Effect.forEach(
      ids,
      (id) =>
        documents.get(userId, id as DocumentId).pipe(
          Effect.map((document) => ({ name: document.fileName, title: document.title })),
          Effect.catchTag("NotFound", () => Effect.succeed(null)),
        ),
      { concurrency: "unbounded" },
    );
    const names = new Map(ids.map((id, index) => [id, found[index] ?? null]));
    const best = relevant[0]!.score || 1;
    const passages: DocumentPassage[] = [];
    for (const hit of relevant) {
      const id = hit.chunk.sourceId;
      const named = names.get(id);
      if (named === null || named === undefined) continue;
      passages.push({
        documentId: id,
        name: named.name,
        title: named.title,
        page: hit.chunk.pageStart,
        heading: hit.chunk.heading,
        text: hit.chunk.text,
        startOffset: hit.chunk.startOffset,
        endOffset: hit.chunk.endOffset,
        score: round(hit.score / best),
        similarity: hit.similarity === null ? null : round(hit.similarity),
        citation: citationOf(named.name, hit.chunk.pageStart),
      });
    }
    return passages;
  });
