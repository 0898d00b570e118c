import { stopWords } from "@lifeos/core";
import { sharedWordVectors } from "../../../embedders/wordVectors.js";
import { cueVocabulary } from "./cueVocabulary.js";
import { editDistance } from "./normalizeText.js";

/**
 * An English topic word as the dictionary (the offline embedder's 30,000
 * most frequent English words, and the engine's own vocabulary) spells it: unchanged when known or shorter
 * than five letters, else the most frequent word one edit away with the
 * same first letter ("climbign" → "climbing"), else unchanged.
 */
export const correctTopicWord = (word: string): string => {
  const table = sharedWordVectors();
  if (word.length < 5 || /\d/.test(word) || table.index.has(word) || cueVocabulary.has(word)) return word;
  let best: { word: string; row: number } | null = null;
  for (const [candidate, row] of table.index) {
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > 1 || stopWords.has(candidate)) continue;
    if ((best === null || row < best.row) && editDistance(word, candidate, 1) <= 1) best = { word: candidate, row };
  }
  return best?.word ?? word;
};
