import { foldAccents, sameWords, stopWords } from "@lifeos/core";

/**
 * Sayings of one place around oneself that no single word carries ("around me", "à minha volta", "ao meu redor"):
 * folded, each said as one word, since "volta" alone is a return.
 */
const aroundOneself = /\b(?:around (?:me|us)|a (?:minha|nossa) volta|(?:ao|em) (?:meu|nosso) redor)\b/g;

const fold = (word: string): string => foldAccents(word.toLowerCase());

/**
 * What a thing thanked for says, the same in English and Portuguese: each of its words that is no function word, as
 * the first (in order of the alphabet) of the words that say the same (the topic lists' synonyms and translations,
 * `sameWords`), so "my family" and "minha família", "health of my mother" and "saúde da mãe" say the same. The
 * thing itself, folded, when all its words are function words.
 */
export const thankedMeaning = (thing: string): string => {
  const folded = fold(thing)
    .replace(/['’]s\b/g, "")
    .replace(aroundOneself, " around-oneself ");
  const words = (folded.match(/[\p{L}\p{N}'-]+/gu) ?? []).filter((word) => word === "around-oneself" || !stopWords.has(word));
  const meanings = new Set(words.map((word) => [word, ...sameWords(word).map(fold)].sort()[0]!));
  return meanings.size === 0 ? folded.trim() : [...meanings].sort().join(" ");
};
