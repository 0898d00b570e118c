import { searchWords, stemsOf } from "@lifeos/core";

/** A group of stems that stand for one query word: its own and its related words' (`stemGroup`). */
export interface StemGroup {
  readonly stems: ReadonlySet<string>;
}

/** The stems one query word stands for: its own and its related words', by the keyword index's rule (`stemsOf`). */
export const stemGroup = (word: string, related: ReadonlyArray<ReadonlyArray<string>>): ReadonlySet<string> => {
  const alternatives = related.find((list) => searchWords(list[0] ?? "").join(" ") === word)?.slice(1) ?? [];
  return new Set([word, ...alternatives].flatMap((text) => searchWords(text)).flatMap(stemsOf));
};

/**
 * The words of a query asked as a phrase, each a group: every word, short function words too, which make the phrase
 * ("break up", "work out", "acabar com" are not "break", "work", "acabar").
 */
export const phraseWords = (query: string): string[] => [...new Set(searchWords(query).filter((word) => word.length > 1))];

/** Words apart at most, between the first and the last of a phrase's words ("slept really badly"). */
const phraseReach = 3;

/** Whether some stretch of `phraseReach` + the groups' words holds a word of every group. */
export const together = (words: ReadonlyArray<string>, groups: ReadonlyArray<StemGroup>): boolean => {
  const positions = words.map((word) => groups.flatMap((group, index) => (stemsOf(word).some((stem) => group.stems.has(stem)) ? [index] : [])));
  const span = groups.length + phraseReach - 1;
  return positions.some((_, start) => groups.every((_group, index) => positions.slice(start, start + span).some((found) => found.includes(index))));
};

/** Whether a text holds a query's words as a phrase (see `phraseWords` and `together`), each word or one of its related words. */
export const holdsPhrase = (text: string, query: string, related: ReadonlyArray<ReadonlyArray<string>>): boolean =>
  together(
    searchWords(text),
    phraseWords(query).map((word) => ({ stems: stemGroup(word, related) })),
  );

/**
 * Whether a text holds a name of several words whole: its words in a row, in its order ("Ana Sousa"), not each within
 * reach of the other ("Ana; o Rui Sousa ligou" names no Ana Sousa). Accents and case aside.
 */
export const holdsName = (text: string, name: string): boolean => {
  const words = searchWords(text);
  const named = searchWords(name);
  return named.length > 0 && words.some((_, start) => named.every((word, index) => words[start + index] === word));
};
