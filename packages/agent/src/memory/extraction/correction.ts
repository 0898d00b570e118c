import { escapeRegExp, foldAccents } from "@lifeos/core";
import type { ExtractionLanguage } from "./detectLanguage.js";

/**
 * A correction of what the message before said: "actually it's shellfish, not peanuts", "I meant Tuesday, not
 * Monday", "na verdade é marisco, não amendoim", "não é amendoim, é marisco". `corrected` is the earlier message with
 * the wrong words replaced by the right ones ("I'm allergic to shellfish"), which is what is kept instead of it.
 */
export interface Correction {
  readonly right: string;
  readonly wrong: string;
  readonly corrected: string;
}

const english = [
  /^(?:(?:no|sorry|oops|wait)[,.!]?\s+)?(?:actually|i mean|i meant|correction:?|to correct that)[,:]?\s+(?:(?:it's|it is|it was|that's|that is)\s+)?(?<right>.+?),?\s+(?:and\s+)?not\s+(?<wrong>.+?)[.!]*$/iu,
  /^(?:(?:no|sorry|oops|wait)[,.!]?\s+)?(?:it's|it is|it was)\s+not\s+(?<wrong>.+?),\s*(?:it's|it is|it was|but)\s+(?<right>.+?)[.!]*$/iu,
];
const portuguese = [
  /^(?:(?:não|nao|desculpa|desculpe|ops|espera)[,.!]?\s+)?(?:na verdade|afinal|aliás|alias|quer dizer|quero dizer|corrigindo)[,:]?\s+(?:(?:é|e|era)\s+)?(?<right>.+?),?\s+(?:e\s+)?(?:não|nao)\s+(?:(?:é|e|era)\s+)?(?<wrong>.+?)[.!]*$/iu,
  /^(?:(?:desculpa|desculpe|ops|espera)[,.!]?\s+)?(?:não|nao)\s+(?:é|e|era)\s+(?<wrong>.+?),\s*(?:(?:é|e|era|mas)\s+)+(?<right>.+?)[.!]*$/iu,
];

const fold = (text: string) => foldAccents(text.toLowerCase());

/** Where `words` stand in `text` as whole words, folded; -1 when they do not. */
const wordsAt = (text: string, words: string): number => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(fold(words))}(?![\\p{L}\\d])`, "u").exec(fold(text))?.index ?? -1;

/** The correction `text` makes of `previous`, or null when it is none, or the wrong words are not in `previous`. */
export const correctionOf = (text: string, previous: string | undefined, language: ExtractionLanguage): Correction | null => {
  if (previous === undefined) return null;
  for (const pattern of language === "pt" ? portuguese : english) {
    const groups = pattern.exec(text.trim())?.groups;
    if (groups === undefined) continue;
    // "não a amendoim": the preposition the earlier message already has is not said twice.
    const strip = (said: string) => said.trim().replace(/^(?:the|a|an|o|a|os|as|ao|à|aos|às|de|do|da|dos|das)\s+/iu, "");
    const right = strip(groups["right"]!);
    const wrong = strip(groups["wrong"]!);
    const at = wordsAt(previous, wrong);
    if (right === "" || wrong === "" || at < 0 || fold(right) === fold(wrong)) continue;
    return { right, wrong, corrected: `${previous.slice(0, at)}${right}${previous.slice(at + wrong.length)}` };
  }
  return null;
};
