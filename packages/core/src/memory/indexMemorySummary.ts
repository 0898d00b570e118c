import { Effect } from "effect";
import type { MissingApiKey, ProviderError, RateLimited, StorageError, Timeout } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import { toLocalDate } from "../common/time.js";
import { estimateTokens } from "../common/tokens.js";
import { Embedder } from "../ai/Embedder.js";
import { ChunkIndex } from "../search/ChunkIndex.js";
import type { MemorySummary, NewMemorySummary } from "./memorySummary.js";
import { MemorySummaryRepository } from "./MemorySummaryRepository.js";

type IndexError = StorageError | ProviderError | RateLimited | Timeout | MissingApiKey;

/**
 * The searchable pieces of a summary: each non-empty line (a bullet's
 * marker dropped), by its place in the text, leaving out a heading line
 * ending in ":" when other lines follow; the whole text when it has no
 * other line. One memory per line keeps each line's meaning whole: a week
 * of unrelated memories embedded as one text is close to no question.
 */
export const summaryPieces = (content: string): Array<{ text: string; startOffset: number; endOffset: number }> => {
  const pieces: Array<{ text: string; startOffset: number; endOffset: number }> = [];
  let offset = 0;
  for (const line of content.split("\n")) {
    const lead = line.length - line.trimStart().length + (/^\s*[-*•]\s+/.exec(line)?.[0].trimStart().length ?? 0);
    const text = line.slice(lead).trim();
    if (text !== "") pieces.push({ text, startOffset: offset + lead, endOffset: offset + lead + text.length });
    offset += line.length + 1;
  }
  const body = pieces.length > 1 && pieces[0]!.text.endsWith(":") ? pieces.slice(1) : pieces;
  return body.length === 0 ? [{ text: content, startOffset: 0, endOffset: content.length }] : body;
};

/**
 * Makes a weekly summary searchable like memories: its pieces
 * (`summaryPieces`) as chunks of source "memorySummary", dated by the
 * week's first day in `timeZone`, embedded when the embedder can. A summary
 * index built with another embedding model keeps the chunks for keyword
 * search only.
 */
export const indexMemorySummary = (userId: UserId, summary: MemorySummary, timeZone: string): Effect.Effect<void, IndexError, ChunkIndex | Embedder> =>
  Effect.gen(function* () {
    const index = yield* ChunkIndex;
    const embedder = yield* Embedder;
    const date = toLocalDate(summary.periodStart, timeZone);
    const chunks = summaryPieces(summary.content).map((piece, ordinal) => ({ ...piece, ordinal, date, tokenCount: estimateTokens(piece.text) }));
    const vectors = yield* embedder.embed(chunks.map((chunk) => chunk.text));
    const embedded = chunks.map((chunk, position) => {
      const vector = vectors[position];
      return { ...chunk, embedding: vector === undefined ? null : { model: embedder.info.model, vector } };
    });
    yield* index.replace(userId, "memorySummary", summary.id, embedded).pipe(Effect.catchTag("Conflict", () => index.replace(userId, "memorySummary", summary.id, chunks)));
  });

/** Stores a weekly summary and indexes it (`indexMemorySummary`); a summary that cannot be indexed is not kept. */
export const storeMemorySummary = (
  userId: UserId,
  input: NewMemorySummary,
  timeZone: string,
): Effect.Effect<MemorySummary, IndexError, MemorySummaryRepository | ChunkIndex | Embedder> =>
  Effect.gen(function* () {
    const summaries = yield* MemorySummaryRepository;
    const summary = yield* summaries.create(userId, input);
    yield* indexMemorySummary(userId, summary, timeZone).pipe(
      Effect.tapError(() => summaries.delete(userId, summary.id).pipe(Effect.catchCause(() => Effect.void))),
    );
    return summary;
  });
