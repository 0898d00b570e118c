import { countTokens } from "../common/tokens.js";

/** A piece of a text with its place in it: `text === source.slice(start, end)`. */
export interface TextChunk {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly tokenCount: number;
}

export interface ChunkOptions {
  /** Chunks aim to reach this many tokens before a paragraph boundary closes them. Default 700. */
  readonly targetTokens?: number;
  /** No chunk exceeds this many tokens. Default 1000. */
  readonly maxTokens?: number;
  readonly countTokens?: (text: string) => number;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Spans of non-blank text between blank lines. */
const paragraphSpans = (text: string): Span[] => {
  const spans: Span[] = [];
  const separator = /\n[ \t]*\n\s*/g;
  let start = 0;
  for (const match of text.matchAll(separator)) {
    spans.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  spans.push({ start, end: text.length });
  return spans.flatMap((span) => trimSpan(text, span));
};

const trimSpan = (text: string, span: Span): Span[] => {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start] ?? "")) start++;
  while (end > start && /\s/.test(text[end - 1] ?? "")) end--;
  return end > start ? [{ start, end }] : [];
};

/** Splits a span at boundaries matched by `pattern` (the boundary stays with the left piece). */
const splitSpan = (text: string, span: Span, pattern: RegExp): Span[] => {
  const pieces: Span[] = [];
  const slice = text.slice(span.start, span.end);
  let start = 0;
  for (const match of slice.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (end > start && end < slice.length) {
      pieces.push({ start: span.start + start, end: span.start + end });
      start = end;
    }
  }
  pieces.push({ start: span.start + start, end: span.end });
  return pieces.flatMap((piece) => trimSpan(text, piece));
};

/**
 * Splits text into chunks of whole paragraphs. Paragraphs (separated by blank
 * lines) are packed together until adding the next would pass `maxTokens`; a
 * chunk closes early only at a paragraph boundary. A paragraph is split only
 * when it alone is longer than `maxTokens`: at sentence ends, then at words,
 * then (for a single enormous word) at characters. Offsets index the original
 * text, so every chunk can be found again in its source.
 */
export const chunkText = (text: string, options: ChunkOptions = {}): TextChunk[] => {
  const maxTokens = options.maxTokens ?? 1000;
  const targetTokens = Math.min(options.targetTokens ?? 700, maxTokens);
  const count = options.countTokens ?? countTokens;
  const measure = (span: Span) => count(text.slice(span.start, span.end));

  const fitSpans = (span: Span, level: number): Span[] => {
    if (measure(span) <= maxTokens) return [span];
    const patterns = [/[.!?…]+["')\]]*\s+|\n/g, /\s+/g];
    const pattern = patterns[level];
    if (pattern === undefined) {
      // One unbroken run of characters: cut it into pieces that fit.
      const pieces: Span[] = [];
      let start = span.start;
      while (start < span.end) {
        let end = Math.min(span.end, start + maxTokens);
        while (end > start + 1 && count(text.slice(start, end)) > maxTokens) end = start + Math.floor((end - start) / 2);
        pieces.push({ start, end });
        start = end;
      }
      return pieces;
    }
    const parts = splitSpan(text, span, pattern);
    if (parts.length <= 1) return fitSpans(span, level + 1);
    return packSpans(parts.flatMap((part) => fitSpans(part, level + 1)), maxTokens, maxTokens);
  };

  const packSpans = (spans: Span[], target: number, limit: number): Span[] => {
    const packed: Span[] = [];
    let current: Span | undefined;
    for (const span of spans) {
      if (current === undefined) {
        current = span;
        continue;
      }
      const joined = { start: current.start, end: span.end };
      if (measure(current) < target && measure(joined) <= limit) current = joined;
      else {
        packed.push(current);
        current = span;
      }
    }
    if (current !== undefined) packed.push(current);
    return packed;
  };

  const paragraphs = paragraphSpans(text).flatMap((span) => fitSpans(span, 0));
  return packSpans(paragraphs, targetTokens, maxTokens).map((span) => {
    const chunk = text.slice(span.start, span.end);
    return { text: chunk, start: span.start, end: span.end, tokenCount: count(chunk) };
  });
};
