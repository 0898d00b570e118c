import type { Language } from "@lifeos/core";
import { foldAccents, stemsOf, stopWords } from "@lifeos/core";
import { clip, plain, quote } from "../../../models/offline/answerText.js";
import { wordInfo } from "../../lexicon/matchWords.js";

const fold = (word: string) => foldAccents(word.toLowerCase());

const sentencesOf = (excerpt: string): string[] =>
  plain(excerpt)
    .replace(/^…\s*/, "")
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim() !== "");

/** Words that say how a day or a mood went, not what was done ("a rough day", "o humor esteve estável"). */
const dayWords = new Set("day days today tonight overall felt feel feeling feelings mood moods bit little pretty quite really very hoje dia dias humor geral senti sinto sentia especial bocado pouco muito esteve estava".split(" "));

/** Whether a sentence only says how the day felt: at most one of its words is neither a mood word of the lexicons nor a word of the day. */
const onlyFeeling = (sentence: string): boolean =>
  (sentence.match(/[\p{L}]+/gu) ?? []).map(fold).filter((word) => word.length >= 3 && !stopWords.has(word) && !dayWords.has(word) && wordInfo(word) === null).length <= 1;

/**
 * What an entry says was done ("what did I do last weekend?", "o que fiz na
 * semana passada?"): its first two sentences that say more than how the
 * day felt ("A rough day." is passed over for "Took the train to Porto"),
 * else its first sentence; cut to `max` characters and quoted.
 */
export const doingGistOf = (excerpt: string, language: Language, max = 160): string => {
  const sentences = sentencesOf(excerpt);
  const doing = sentences.filter((sentence) => !onlyFeeling(sentence)).slice(0, 2);
  return quote(clip(doing.length > 0 ? doing.join(" ") : (sentences[0] ?? excerpt), max), language);
};

/**
 * The sentence of an excerpt that best shows why it matched: the first
 * holding a word that starts like one of `terms` or shares its stem, as the
 * keyword index matches ("ending" finds "end"; earlier terms first: the
 * query's words before related ones), else the first sentence; cut to
 * `max` characters and quoted in the language's marks.
 */
export const gistOf = (excerpt: string, terms: ReadonlyArray<string>, language: Language, max = 120): string => {
  const sentences = sentencesOf(excerpt);
  const holds = (sentence: string, term: string) => {
    const prefix = term.slice(0, Math.max(4, term.length - 2));
    const stems = new Set(stemsOf(term));
    return (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => fold(word).startsWith(prefix) || stemsOf(fold(word)).some((stem) => stems.has(stem)));
  };
  const folded = terms.map(fold).filter((term) => term.length >= 3);
  const matching = folded.map((term) => sentences.find((sentence) => holds(sentence, term))).find((sentence) => sentence !== undefined);
  return quote(clip(matching ?? sentences[0] ?? excerpt, max), language);
};
