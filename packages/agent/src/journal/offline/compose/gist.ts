import type { Language } from "@lifeos/core";
import { foldAccents, stemsOf } from "@lifeos/core";
import { clip, plain, quote } from "../../../models/offline/answerText.js";
import { withCause } from "./causeSentence.js";

const fold = (word: string) => foldAccents(word.toLowerCase());

/** A term written as a name ("Tom", "Rita"): it matches only itself, not the words it begins ("tomatoes", "tomorrow"). */
export const isName = (term: string): boolean => /^\p{Lu}/u.test(term);

/** Whether a text names `name` as a whole word ("Tom's" does, "tomatoes" does not). */
export const namesWord = (text: string, name: string): boolean => (text.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => fold(word) === fold(name));

/** The sentences of an entry's text or excerpt, Markdown made plain, a leading "…" dropped. */
export const sentencesOf = (excerpt: string): string[] =>
  plain(excerpt)
    .replace(/^…\s*/, "")
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim() !== "");

/** A field of a template rather than a sentence: a word or two, a colon, a short value ("Mood: Happy.", "Humor: 7/10", "Energia: baixa"). */
const fieldLine = /^[\p{L}]+(?: [\p{L}]+)?:\s*[\p{L}\p{N}/ ]{1,20}[.!]?$/u;

/**
 * The fewest sentences, in their order, that together hold each of `count` groups (`groupsIn` says which a sentence
 * holds), taking each time the one holding most of those not yet held; null when they never hold them all.
 */
const coveringSentences = (sentences: ReadonlyArray<string>, count: number, groupsIn: (sentence: string) => number[]): string[] | null => {
  const held = new Set<number>();
  const chosen = new Set<number>();
  const of = sentences.map(groupsIn);
  while (held.size < count) {
    let best = -1;
    let gain = 0;
    for (const [index, groups] of of.entries()) {
      const more = groups.filter((group) => !held.has(group)).length;
      if (more > gain) [best, gain] = [index, more];
    }
    if (best < 0) return null;
    chosen.add(best);
    for (const group of of[best]!) held.add(group);
  }
  return sentences.filter((_, index) => chosen.has(index));
};

/**
 * The sentence of an excerpt that best shows why it matched: the first
 * holding a word that starts like one of `terms` or shares its stem, as the
 * keyword index matches ("ending" finds "end"; earlier terms first: the
 * query's words before related ones), else the first sentence that is no field line ("Humor: Feliz."); a sentence
 * holding more of `groups` (the words asked, each with its related words)
 * before it; cut to `max` characters and quoted in the language's marks. With `cause` (a "why?" asked), a short sentence
 * comes with the one beside it that says why (`withCause`).
 */
export const gistOf = (excerpt: string, terms: ReadonlyArray<string>, language: Language, max = 120, groups: ReadonlyArray<ReadonlyArray<string>> = [], cause = false): string => {
  const sentences = sentencesOf(excerpt);
  const names = new Set(terms.filter(isName).map(fold));
  const holds = (sentence: string, term: string) => {
    if (names.has(term)) return namesWord(sentence, term);
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
  // "Ana and Tom" named in two sentences of the entry: both shown, in the entry's order, so the entry is seen to name each.
  if (matching !== undefined && groups.length >= 2 && held(matching) < groups.length) {
    const covering = coveringSentences(sentences, groups.length, (sentence) => groups.flatMap((group, index) => (group.some((term) => fold(term).length >= 3 && holds(sentence, fold(term))) ? [index] : [])));
    if (covering !== null) return quote(covering.map((sentence) => clip(sentence, max)).join(" … "), language);
  }
  // With nothing matched, the first sentence that says something: not a field line ("Humor: Animada.", "Mood: 7/10").
  const said = sentences.find((sentence) => !fieldLine.test(sentence.trim())) ?? sentences[0];
  // "Why did I sleep badly?": a short "Dormi mal." with the sentence beside it that says why.
  if (cause && matching !== undefined) return quote(withCause(sentences, matching).map((sentence) => clip(sentence, max)).join(" "), language);
  return quote(clip(matching ?? said ?? excerpt, max), language);
};
