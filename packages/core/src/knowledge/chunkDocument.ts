import { chunkText } from "../search/chunker.js";
import { countTokens, estimateTokens } from "../common/tokens.js";
import type { ParsedPage } from "./parsedDocument.js";

/**
 * A piece of a document for retrieval. It lies on one page: `text` equals
 * the page's text between `startOffset` and `endOffset`. `page` is the page
 * number (null for a document without pages); `heading` the nearest heading
 * at or above the chunk's start, on its page or an earlier one (null before
 * the first heading). `ordinal` numbers the chunks of a document from 0 in
 * reading order.
 */
export interface DocumentChunk {
  readonly ordinal: number;
  readonly text: string;
  readonly page: number | null;
  readonly startOffset: number;
  readonly endOffset: number;
  readonly heading: string | null;
  readonly tokenCount: number;
}

export interface DocumentChunkOptions {
  /** A chunk closes at a paragraph boundary once it reaches this many tokens (estimated). Default 350. */
  readonly targetTokens?: number;
  /** No chunk passes this many estimated tokens (about 4 characters each). Default 500. */
  readonly maxTokens?: number;
  /**
   * A piece shorter than this at the end of a section (a heading with little
   * under it) is joined to the next section on the same page when the two fit
   * in `maxTokens`. Default 80.
   */
  readonly minTokens?: number;
}

/** The sizes documents are chunked with: a few hundred tokens, whole paragraphs where they fit. */
export const documentChunkOptions = { targetTokens: 350, maxTokens: 500, minTokens: 80 } as const;

interface Piece {
  readonly start: number;
  readonly end: number;
  readonly heading: string | null;
  readonly section: number;
}

/**
 * Cuts a parsed document into chunks that never cross a page boundary.
 * Each page is split into sections at its headings (a heading starts a new
 * chunk), each section into whole paragraphs packed up to `targetTokens`
 * (a paragraph longer than `maxTokens` is split at sentence ends, then at
 * words), and a short section is joined to its neighbour on the page. Chunks
 * do not overlap: every chunk is a page's exact text, so its page number is
 * exact and it can be found again. Sizes are estimated while cutting; each
 * finished chunk's `tokenCount` is exact (`countTokens`). Pure.
 */
export const chunkDocument = (
  pages: ReadonlyArray<ParsedPage>,
  options: DocumentChunkOptions = {},
): DocumentChunk[] => {
  const targetTokens = options.targetTokens ?? documentChunkOptions.targetTokens;
  const maxTokens = Math.max(targetTokens, options.maxTokens ?? documentChunkOptions.maxTokens);
  const minTokens = options.minTokens ?? documentChunkOptions.minTokens;
  const chunks: DocumentChunk[] = [];
  let carried: string | null = null;
  for (const page of pages) {
    const pieces = pagePieces(page, carried, { targetTokens, maxTokens });
    for (const piece of joinShortSections(page.text, pieces, minTokens, maxTokens)) {
      const text = page.text.slice(piece.start, piece.end);
      chunks.push({
        ordinal: chunks.length,
        text,
        page: page.number,
        startOffset: piece.start,
        endOffset: piece.end,
        heading: piece.heading,
        tokenCount: countTokens(text),
      });
    }
    const last = page.headings.at(-1);
    if (last !== undefined) carried = last.text;
  }
  return chunks;
};

/** The page's paragraph-packed pieces, section by section, each with the heading it falls under. */
const pagePieces = (
  page: ParsedPage,
  carried: string | null,
  sizes: { readonly targetTokens: number; readonly maxTokens: number },
): Piece[] => {
  const starts = [...new Set([0, ...page.headings.map((heading) => heading.offset)])]
    .filter((offset) => offset < page.text.length)
    .sort((a, b) => a - b);
  const pieces: Piece[] = [];
  starts.forEach((start, section) => {
    const end = starts[section + 1] ?? page.text.length;
    const heading = headingAt(page, start) ?? carried;
    for (const chunk of chunkText(page.text.slice(start, end), { ...sizes, countTokens: estimateTokens })) {
      pieces.push({ start: start + chunk.start, end: start + chunk.end, heading, section });
    }
  });
  return pieces;
};

/** The text of the last heading of the page that starts at or before `offset`. */
const headingAt = (page: ParsedPage, offset: number): string | null => {
  let found: string | null = null;
  for (const heading of page.headings) if (heading.offset <= offset) found = heading.text;
  return found;
};

/**
 * Joins a short last piece of a section with the first piece of the next
 * section when both fit, and a short last section of the page (a heading
 * whose text is on the next page) with the piece before it.
 */
const joinShortSections = (text: string, pieces: ReadonlyArray<Piece>, minTokens: number, maxTokens: number): Piece[] => {
  const short = (piece: Piece) => estimateTokens(text.slice(piece.start, piece.end)) < minTokens;
  const fits = (first: Piece, last: Piece) => estimateTokens(text.slice(first.start, last.end)) <= maxTokens;
  const joined: Piece[] = [];
  for (const piece of pieces) {
    const previous = joined.at(-1);
    if (previous !== undefined && previous.section !== piece.section && short(previous) && fits(previous, piece)) {
      joined[joined.length - 1] = { ...previous, end: piece.end, section: piece.section };
    } else joined.push(piece);
  }
  const last = joined.at(-1);
  const beforeLast = joined.at(-2);
  if (last !== undefined && beforeLast !== undefined && last.section !== beforeLast.section && short(last) && fits(beforeLast, last)) {
    joined.splice(-2, 2, { ...beforeLast, end: last.end, section: last.section });
  }
  return joined;
};
