import { foldAccents } from "@lifeos/core";

/** Words of a text with whether each opens a sentence (where a capital says nothing of a name). */
const wordsOf = (text: string): Array<{ word: string; opens: boolean }> =>
  Array.from(text.matchAll(/\p{L}+/gu), (match) => {
    const before = text.slice(0, match.index).trimEnd();
    return { word: match[0], opens: before === "" || /[.!?:…"“«]$/u.test(before) };
  });

/**
 * The words of a query as the journal writes them, when its entries hold them: the accents the question left out
 * ("irmao" → "irmão", "cafe" → "café") and a name's capital ("cafe Aurora" → "Cafe Aurora", when every entry that
 * holds it writes it so mid-sentence). A word the texts do not hold stays as asked.
 */
export const asWritten = (query: string, texts: ReadonlyArray<string>): string => {
  const fold = (word: string) => foldAccents(word.toLowerCase());
  // "cafe aurora": the words together as an entry writes them ("Cafe Aurora"), before each word alone ("café").
  const asked = query.match(/\p{L}+/gu) ?? [];
  if (asked.length >= 2) {
    for (const words of texts.map((text) => wordsOf(text).map((item) => item.word))) {
      const at = words.findIndex((_, index) => asked.every((word, offset) => fold(words[index + offset] ?? "") === fold(word)));
      if (at >= 0 && /^\p{Lu}/u.test(words[at]!)) return words.slice(at, at + asked.length).join(" ");
    }
  }
  const written = texts.flatMap(wordsOf);
  return query.replace(/\p{L}+/gu, (word) => {
    const key = fold(word);
    const same = written.filter((other) => fold(other.word) === key);
    if (same.length === 0) return word;
    const lower = same.find((other) => other.word === other.word.toLowerCase());
    // A name: written with its capital wherever it stands mid-sentence, and never in lower case.
    const name = lower === undefined ? same.find((other) => !other.opens) : undefined;
    if (name !== undefined) return name.word;
    const accented = (lower ?? same[0]!).word.toLowerCase();
    return /^\p{Lu}/u.test(word) ? `${accented.charAt(0).toUpperCase()}${accented.slice(1)}` : accented;
  });
};
