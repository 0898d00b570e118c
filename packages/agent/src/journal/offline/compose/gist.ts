import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { clip, plain, quote } from "../../../models/offline/answerText.js";

const fold = (word: string) => foldAccents(word.toLowerCase());

/**
 * The sentence of an excerpt that best shows why it matched: the first
 * holding a word that starts like one of `terms` (earlier terms first: the
 * query's words before related ones), else the first sentence; cut to
 * `max` characters and quoted in the language's marks.
 */
export const gistOf = (excerpt: string, terms: ReadonlyArray<string>, language: Language, max = 120): string => {
  const sentences = plain(excerpt)
    .replace(/^…\s*/, "")
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim() !== "");
  const holds = (sentence: string, stem: string) => (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => fold(word).startsWith(stem));
  const stems = terms.map(fold).filter((term) => term.length >= 3).map((term) => term.slice(0, Math.max(4, term.length - 2)));
  const matching = stems.map((stem) => sentences.find((sentence) => holds(sentence, stem))).find((sentence) => sentence !== undefined);
  return quote(clip(matching ?? sentences[0] ?? excerpt, max), language);
};
