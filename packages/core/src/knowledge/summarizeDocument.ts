import stopwordsIso from "stopwords-iso" with { type: "json" };
import { figuresIn } from "./keyFigures.js";
import type { ParsedPage } from "./parsedDocument.js";

export interface SummaryOptions {
  /** Most sentences in the summary. Default 4. */
  readonly sentences?: number;
  /** Most characters in the summary (whole sentences; the first is cut at a word when alone too long). Default 600. */
  readonly maxChars?: number;
  /** Characters of the document read, from its start (bounds the work on long documents). Default 200 000. */
  readonly readChars?: number;
}

const stopWords: ReadonlySet<string> = new Set([...stopwordsIso.en, ...stopwordsIso.pt].map((word) => fold(word)));

function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** The topic words of a sentence: folded, at least 3 letters, not a stop word. */
const termsOf = (sentence: string): string[] =>
  Array.from(sentence.matchAll(/\p{L}[\p{L}'’-]*\p{L}/gu), (match) => fold(match[0])).filter(
    (term) => term.length >= 3 && !stopWords.has(term),
  );

interface Candidate {
  readonly text: string;
  readonly position: number;
  readonly terms: ReadonlySet<string>;
  /** How many kinds of key figure it states (`figuresIn`). */
  readonly figures: number;
  /** Whether it opens its paragraph (after a heading, the sentence that says what the section is about). */
  readonly lead: boolean;
}

/** A list item ("- Prémio anual: 412,50 €", "2. Stir in…"), a sentence of its own. */
const listItem = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/;

/**
 * The lines of a paragraph grouped as they are read: a list item stands alone (its marker dropped), and a short line
 * with no closing punctuation before more text is a plain-text heading ("Installation", "Coberturas") and is left out.
 */
const unitsOf = (paragraph: string): Array<{ text: string; listed: boolean }> => {
  const units: Array<{ text: string; listed: boolean }> = [];
  let current: string[] = [];
  const lines = paragraph.split("\n");
  const flush = () => {
    if (current.length > 0) units.push({ text: current.join(" "), listed: false });
    current = [];
  };
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (listItem.test(trimmed)) {
      flush();
      units.push({ text: trimmed.replace(listItem, ""), listed: true });
      return;
    }
    const heading = current.length === 0 && index < lines.length - 1 && trimmed.split(/\s+/).length <= 5 && !/[.!?…]["')\]]*$/.test(trimmed);
    if (!heading) current.push(trimmed);
  });
  flush();
  return units;
};

/** The prose sentences of the pages in reading order: headings left out, lines of a paragraph joined. */
const sentencesOf = (pages: ReadonlyArray<ParsedPage>, readChars: number): Candidate[] => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: "sentence" });
  const candidates: Candidate[] = [];
  let read = 0;
  for (const page of pages) {
    if (read >= readChars) break;
    let text = page.text.slice(0, readChars - read);
    read += text.length;
    // From the last heading back, so earlier offsets still hold.
    for (const heading of [...page.headings].sort((a, b) => b.offset - a.offset)) {
      if (heading.offset >= text.length) continue;
      const lineEnd = text.indexOf("\n", heading.offset);
      const end = lineEnd === -1 ? text.length : lineEnd;
      text = `${text.slice(0, heading.offset)}\n\n${text.slice(end)}`;
    }
    for (const paragraph of text.split(/\n[ \t]*\n/)) {
      for (const { text: unit, listed } of unitsOf(paragraph)) {
        const flat = unit.replace(/\s+/g, " ").trim();
        let first = true;
        for (const { segment } of segmenter.segment(flat)) {
          const sentence = segment.trim();
          const words = sentence.split(" ").length;
          if (words < 6 || words > 60 || !/[.!?…:]["')\]]*$/.test(sentence)) continue;
          candidates.push({ text: sentence, position: candidates.length, terms: new Set(termsOf(sentence)), figures: figuresIn(sentence).length, lead: first && !listed });
          first = false;
        }
      }
    }
  }
  return candidates;
};

/** How much each kind of key figure a sentence states adds to its score. */
const figureWeight = 0.3;

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
};

/**
 * A short extractive summary: the sentences closest to the document's
 * centroid (the counts of the topic words used more than once), with a
 * small preference for early sentences, skipping any that mostly repeat one
 * already chosen, given in document order. English and Portuguese stop
 * words are ignored. Null when the pages hold no prose sentence (a table, a
 * list of names): a summary is never made up. Deterministic and offline.
 */
export const summarizeDocument = (pages: ReadonlyArray<ParsedPage>, options: SummaryOptions = {}): string | null => {
  const limit = options.sentences ?? 4;
  const maxChars = options.maxChars ?? 600;
  const candidates = sentencesOf(pages, options.readChars ?? 200_000);
  if (candidates.length === 0 || limit < 1) return null;
  const counts = new Map<string, number>();
  for (const candidate of candidates) for (const term of candidate.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  let norm = 0;
  for (const count of counts.values()) if (count > 1) norm += count * count;
  norm = Math.sqrt(norm) || 1;
  const scored = candidates.map((candidate) => {
    let dot = 0;
    for (const term of candidate.terms) {
      const count = counts.get(term) ?? 0;
      if (count > 1) dot += count;
    }
    const centrality = dot / (norm * Math.sqrt(Math.max(1, candidate.terms.size)));
    // Key figures (the rent, the term, the premium) are what a reader of a document looks for first.
    const figures = figureWeight * candidate.figures * (candidate.lead ? 2 : 1);
    return { candidate, score: centrality * (1 + 0.25 * (1 - candidate.position / candidates.length)) + figures };
  });
  scored.sort((a, b) => b.score - a.score || a.candidate.position - b.candidate.position);
  const chosen: Candidate[] = [];
  let length = 0;
  for (const { candidate } of scored) {
    if (chosen.length >= limit) break;
    if (chosen.some((other) => overlap(other.terms, candidate.terms) > 0.6)) continue;
    if (length + candidate.text.length + 1 > maxChars && chosen.length > 0) continue;
    chosen.push(candidate);
    length += candidate.text.length + 1;
  }
  const summary = chosen
    .sort((a, b) => a.position - b.position)
    .map((candidate) => candidate.text)
    .join(" ");
  if (summary.length <= maxChars) return summary;
  const cut = summary.lastIndexOf(" ", maxChars - 1);
  return `${summary.slice(0, cut > 0 ? cut : maxChars - 1)}…`;
};
