import { foldAccents, relatedWords } from "@lifeos/core";
import { requestWords } from "../../models/offline/question/topicWords.js";

/** Words that say how something was done, each with the words that say the same in either language. */
const manners: ReadonlyMap<string, ReadonlyArray<string>> = new Map(
  [
    ["badly", "poorly barely bad mal"],
    ["poorly", "badly barely bad mal"],
    ["mal", "badly poorly barely"],
    ["well", "good bem"],
    ["bem", "well good"],
    ["late", "tarde"],
    ["tarde", "late"],
    ["early", "cedo"],
    ["cedo", "early"],
  ].map(([word, same]) => [word!, same!.split(" ")]),
);

/** Particles of a verb ("wake up", "stay out"). */
const particles = /^(?:up|out|off|down|in)$/;
/** "good night", "boa tarde": a greeting, not a verb and a manner. */
const greetings = /^(?:good|boa|bom)$/;

/** A verb and the word after it that says how it went ("sleep badly", "dormi mal"), counted as one phrase. */
export interface MannerPhrase {
  readonly words: ReadonlyArray<string>;
  readonly related: ReadonlyArray<ReadonlyArray<string>>;
}

/**
 * "how often did I sleep badly?", "quantas vezes dormi mal?", "did I wake up early?" → the verb and the manner word
 * after it, each with its related words: an entry mentions them only together ("slept badly", not "sleep" and a meeting
 * that went badly). Null when no topic word is followed by a manner word.
 */
export const mannerPhrase = (normalized: string): MannerPhrase | null => {
  // "wake up early": the particle between is part of the verb, which comes before it.
  const words = normalized.split(/\s+/).map((word) => foldAccents(word)).filter((word, index, all) => !(particles.test(word) && manners.has(all[index + 1] ?? "")));
  const verbAt = (index: number) => index > 0 && /^\p{L}{3,}$/u.test(words[index - 1]!) && !requestWords.has(words[index - 1]!) && !greetings.test(words[index - 1]!);
  const at = words.findIndex((word, index) => manners.has(word) && verbAt(index));
  if (at < 0) return null;
  const verb = words[at - 1]!;
  const manner = words[at]!;
  const verbRelated = relatedWords(verb);
  return {
    words: [verb, manner],
    related: [...(verbRelated.length > 0 ? [[verb, ...verbRelated].slice(0, 25)] : []), [manner, ...manners.get(manner)!]],
  };
};
