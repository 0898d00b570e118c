import stopwordsIso from "stopwords-iso/stopwords-iso.json" with { type: "json" };
import { stemmers } from "../common/stemmers.js";
import { normalizeText } from "./normalizeText.js";

/** Words that deny what a sentence says, per language. */
const negations = {
  en: ["not", "no", "never", "nor", "don", "doesn", "didn", "isn", "wasn", "won", "cannot"],
  pt: ["nao", "nunca", "nem", "jamais"],
} as const;

/**
 * Words that change what a sentence says, kept even though the stop-word
 * lists drop them: negations, likes, needs, where one lives and works, ages.
 * Without them "I like coffee" and "I don't like coffee" would look the same.
 */
const meaningful = {
  en: [...negations.en, "can", "like", "love", "hate", "need", "want", "prefer", "work", "works", "live", "lives", "old", "years"],
  pt: [...negations.pt, "gosto", "gosta", "odeio", "adoro", "prefiro", "preciso", "precisa", "quero", "trabalho", "trabalha", "moro", "mora", "vive", "tem", "fez", "anos"],
};

const stopwordsOf = (words: ReadonlyArray<string>, keep: ReadonlyArray<string>): ReadonlySet<string> => {
  const set = new Set(words.map(normalizeText));
  for (const word of keep) set.delete(word);
  return set;
};

const lists = stopwordsIso as Record<string, ReadonlyArray<string>>;
const stopwords = { en: stopwordsOf(lists["en"] ?? [], meaningful.en), pt: stopwordsOf(lists["pt"] ?? [], meaningful.pt) };
const negationSets = { en: new Set<string>(negations.en), pt: new Set<string>(negations.pt) };
/** Without a known language: negations of both, except English "no", which is a Portuguese preposition ("no dentista"). */
const anyNegation = new Set<string>([...negations.en.filter((word) => word !== "no"), ...negations.pt]);

/** The two languages whose stop words and stems the memory logic knows; other texts are compared by folded words. */
const known = (language: string | null | undefined): "en" | "pt" | null => {
  const base = language?.slice(0, 2);
  return base === "en" || base === "pt" ? base : null;
};

/**
 * The words that carry a text's meaning, folded and stemmed: stop words of
 * its language dropped (negations and verbs of liking, needing, living and
 * working kept), each word reduced to its Snowball stem. A text of another
 * or unknown language keeps every folded word, unstemmed.
 */
export const contentTokens = (text: string, language?: string | null): ReadonlyArray<string> => {
  const words = normalizeText(text).split(" ").filter((word) => word !== "");
  const code = known(language);
  if (code === null) return words;
  const stemmer = stemmers[code];
  return words
    .filter((word) => !stopwords[code].has(word))
    .map((word) => (/^\d+$/.test(word) ? word : stemmer.stem(word)));
};

/** True when the text denies what it says an odd number of times ("I don't like", "não gosto"), in its language's negations. */
export const isNegated = (text: string, language?: string | null): boolean => {
  const code = known(language);
  const set = code === null ? anyNegation : negationSets[code];
  const count = normalizeText(text)
    .split(" ")
    .filter((word) => set.has(word)).length;
  return count % 2 === 1;
};

/** The numbers a text states, in order ("Susana tem 15 anos" → ["15"]). */
export const numbersIn = (text: string): ReadonlyArray<string> => text.match(/\d+(?:[.,]\d+)?/g) ?? [];

/** True when the folded `word` is a stop word of `language` ("en" or "pt"; either, when null). */
export const isStopword = (word: string, language?: string | null): boolean => {
  const folded = normalizeText(word);
  const code = known(language);
  return code === null ? stopwords.en.has(folded) || stopwords.pt.has(folded) : stopwords[code].has(folded);
};
