import { countTokens, estimateTokens } from "../common/tokens.js";
import type { NewChunk } from "../search/chunk.js";
import { chunkText } from "../search/chunker.js";
import type { JournalEntry } from "./entry.js";

/**
 * Chunk sizes for journal entries: a typical day is one chunk; long entries
 * split at paragraphs. Sizes are estimated while splitting (the exact
 * tokenizer is counted once per finished chunk).
 */
export const journalChunkOptions = { targetTokens: 350, maxTokens: 512, countTokens: estimateTokens } as const;

/**
 * An entry's text as the journal index holds it, by ordinal, dated the
 * entry's day and without vectors: what keyword search reads. The pipeline
 * adds each chunk's embedding to these same pieces.
 */
export const journalChunks = (entry: Pick<JournalEntry, "content" | "date">): NewChunk[] =>
  chunkText(entry.content, journalChunkOptions).map((piece, ordinal) => ({
    ordinal,
    text: piece.text,
    startOffset: piece.start,
    endOffset: piece.end,
    date: entry.date,
    tokenCount: countTokens(piece.text),
  }));
