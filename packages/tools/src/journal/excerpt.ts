import { foldWord, tokenize } from "./text.js";

/** Longest excerpt any journal tool returns, in characters. */
export const excerptChars = 280;

const clip = (text: string, start: number, end: number): string => {
  const kept = text.slice(start, end).trim();
  const prefix = start > 0 ? "…" : "";
  // A cut after a whole sentence leaves it whole and marks what follows apart ("It rained. …"); one inside a sentence, at a word.
  const suffix = end < text.length ? (/[.!?…]$/.test(kept) ? " …" : "…") : "";
  return `${prefix}${kept}${suffix}`;
};

/** Sentence ends of a flat text: the index just after each ".", "!" or "?" that a space follows. */
const sentenceEnds = (flat: string): number[] => Array.from(flat.matchAll(/[.!?](?=\s)/g), (match) => match.index + 1);

/** Of the sentence ends, the latest in the window's second half, so a cut does not leave half a sentence when a whole one fits. */
const sentenceEndBefore = (ends: ReadonlyArray<number>, start: number, end: number): number | null =>
  ends.filter((index) => index > start + (end - start) / 2 && index <= end).at(-1) ?? null;

/**
 * Where the terms stand in a flat text, each hit with the index of its term. A term starts the words it meets ("run"
 * meets "running"), but one of three letters or fewer first meets only itself: "Tom" is not the "tomatoes" or the
 * "Tomorrow" of the same entry. Only when such a term stands nowhere whole are the words it begins counted.
 */
const termHits = (flat: string, terms: ReadonlyArray<string>, whole: boolean): Array<{ index: number; term: number }> => {
  const meets = (word: string, term: string) => (whole && term.length <= 3 ? word === term : word.startsWith(term.slice(0, Math.max(4, term.length - 2))));
  const hits: Array<{ index: number; term: number }> = [];
  for (const match of flat.matchAll(/[\p{L}\p{N}]+/gu)) {
    const [word] = tokenize(match[0]);
    const term = word === undefined ? -1 : terms.findIndex((candidate) => meets(word, candidate));
    if (term !== -1) hits.push({ index: match.index, term });
  }
  return hits.length === 0 && whole ? termHits(flat, terms, false) : hits;
};

/** A text with its whitespace collapsed, a line that ends without punctuation closed with a full stop. */
const flatten = (text: string): string =>
  text
    .replace(/([\p{L}\p{N}])[ \t]*\r?\n\s*(?=\S)/gu, "$1. ")
    .replace(/\s+/g, " ")
    .trim();

/** The window of `flat` from `start` (a sentence's or a word's start), at most `max` characters, ended at a sentence's end when one lies in reach, else at a word. */
const windowFrom = (flat: string, ends: ReadonlyArray<number>, start: number, max: number): string => {
  let end = Math.min(flat.length, start + max);
  if (end < flat.length) {
    const sentence = sentenceEndBefore(ends, start, end);
    const space = flat.lastIndexOf(" ", end);
    if (sentence !== null) end = sentence;
    else if (space > start) end = space;
  }
  return clip(flat, start, end);
};

/**
 * A window of at most `max` characters of `text` (whitespace collapsed),
 * centred near the first occurrence of one of `terms` when there is one,
 * otherwise its beginning. It starts at a sentence's start and ends at a
 * sentence's end when one lies in reach, else at a word boundary, and a cut
 * is marked with "…": never half a word, and half a sentence only when no
 * whole one fits. A line that ends without punctuation ends its sentence all
 * the same ("Humor: ruim", "Sono: 6h" above a day's text): it is closed with
 * a full stop, so a reader of the excerpt still tells the template's fields
 * from what was written.
 */
export const makeExcerpt = (text: string, terms: ReadonlyArray<string> = [], max = excerptChars): string => {
  const flat = flatten(text);
  if (flat.length <= max) return flat;
  let anchor = 0;
  if (terms.length > 0) {
    const hits = termHits(flat, terms, true);
    // The window that shows the most different query words, earliest first.
    let best = -1;
    for (const hit of hits) {
      const start = Math.max(0, hit.index - Math.floor(max / 3));
      const covered = new Set(hits.filter((other) => other.index >= start && other.index < start + max - 20).map((other) => other.term)).size;
      if (covered > best) {
        best = covered;
        anchor = hit.index;
      }
    }
  }
  const ends = sentenceEnds(flat);
  let start = Math.max(0, anchor - Math.floor(max / 3));
  if (start + max > flat.length) start = Math.max(0, flat.length - max);
  if (start > 0) {
    // From the start of the sentence that holds the anchor when it lies in the window, else from a word.
    const sentence = ends.filter((index) => index >= start && index <= anchor).at(0);
    const space = flat.indexOf(" ", start);
    if (sentence !== undefined) start = sentence + 1;
    else if (space !== -1 && space < anchor) start = space + 1;
  }
  return windowFrom(flat, ends, start, max);
};

/**
 * The excerpt of `text` that shows where its mood is written: the window of at most `max` characters, from a
 * sentence's start, that holds the most of `moodWords` (folded words; one right after a negator, "not happy", does not
 * count), the earliest of the best; the text's beginning when none holds any. So a long day ranked among the happiest
 * is shown by the dinner it loved, not by the errands it opens with. Cut and marked as `makeExcerpt` does.
 */
export const moodExcerpt = (text: string, moodWords: ReadonlySet<string>, negators: ReadonlySet<string>, max = excerptChars): string => {
  const flat = flatten(text);
  if (flat.length <= max) return flat;
  const words = Array.from(flat.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu), (match) => ({ index: match.index, word: foldWord(match[0]) }));
  const hits = words.filter((each, position) => moodWords.has(each.word) && !negators.has(words[position - 1]?.word ?? "")).map((each) => each.index);
  const ends = sentenceEnds(flat);
  const starts = [0, ...ends.map((end) => end + 1)].filter((start) => start < flat.length);
  let best = { start: 0, held: 0 };
  for (const start of starts) {
    const held = hits.filter((index) => index >= start && index < start + max - 20).length;
    if (held > best.held) best = { start, held };
  }
  // A window that would run past the end starts earlier, at the first sentence that leaves it whole.
  const start = best.start + max > flat.length ? (starts.find((each) => each >= flat.length - max && each <= best.start) ?? best.start) : best.start;
  return windowFrom(flat, ends, start, max);
};
