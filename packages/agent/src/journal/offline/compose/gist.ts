import type { Language } from "@lifeos/core";
import { foldAccents, stemsOf } from "@lifeos/core";
import { clip, plain, quote } from "../../../models/offline/answerText.js";

const fold = (word: string) => foldAccents(word.toLowerCase());

/** The sentences of an entry's text or excerpt, Markdown made plain, a leading "…" dropped. */
export const sentencesOf = (excerpt: string): string[] =>
  plain(excerpt)
    .replace(/^…\s*/, "")
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim() !== "");

/** A field of a template rather than a sentence: a word or two, a colon, a short value ("Mood: Happy.", "Humor: 7/10", "Energia: baixa"). */
const fieldLine = /^[\p{L}]+(?: [\p{L}]+)?:\s*[\p{L}\p{N}/ ]{1,20}[.!]?$/u;

/**
 * The sentence of an excerpt that best shows why it matched: the first
 * holding a word that starts like one of `terms` or shares its stem, as the
 * keyword index matches ("ending" finds "end"; earlier terms first: the
 * query's words before related ones), else the first sentence that is no field line ("Humor: Feliz."); a sentence
 * holding more of `groups` (the words asked, each with its related words)
 * before it; cut to `max` characters and quoted in the language's marks.
 */
export const gistOf = (excerpt: string, terms: ReadonlyArray<string>, language: Language, max = 120, groups: ReadonlyArray<ReadonlyArray<string>> = []): string => {
  const sentences = sentencesOf(excerpt);
  const holds = (sentence: string, term: string) => {
    const prefix = term.slice(0, Math.max(4, term.length - 2));
    const stems = new Set(stemsOf(term));
    return (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => fold(word).startsWith(prefix) || stemsOf(fold(word)).some((stem) => stems.has(stem)));
  };
  const folded = terms.map(fold).filter((term) => term.length >= 3);
  const first = folded.map((term) => sentences.find((sentence) => holds(sentence, term))).find((sentence) => sentence !== undefined);
  // "cooked with Rita": the sentence holding more of the words asked (each with its related words) before the first holding one.
  const held = (sentence: string) => groups.filter((group) => group.some((term) => fold(term).length >= 3 && holds(sentence, fold(term)))).length;
  const most = groups.length < 2 ? undefined : sentences.reduce<string | undefined>((best, sentence) => (best === undefined || held(sentence) > held(best) ? sentence : best), undefined);
  const matching = most !== undefined && first !== undefined && held(most) > held(first) ? most : first;
  // With nothing matched, the first sentence that says something: not a field line ("Humor: Animada.", "Mood: 7/10").
  const said = sentences.find((sentence) => !fieldLine.test(sentence.trim())) ?? sentences[0];
  return quote(clip(matching ?? said ?? excerpt, max), language);
};
