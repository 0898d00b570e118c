import { foldAccents } from "@lifeos/core";

/** A sentence that gives a cause: "because", "porque", "por causa", "devido", "due to", "thanks to", "graças a". */
const causeWords = /\b(?:because|cause of|due to|thanks to|owing to|porque|pois|por causa|devido|gracas a)\b/;

/** A sentence too short to say why on its own: "Dormi mal.", "Slept badly." (five words or fewer). */
const short = (sentence: string): boolean => (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 5;

const givesCause = (sentence: string): boolean => causeWords.test(foldAccents(sentence.toLowerCase()));

/**
 * For "why did I sleep badly?", "porque dormi mal?": the sentence of an entry that matched, with the one beside it that
 * gives its cause when it says none itself and is short ("Dormi mal. O vizinho fez barulho…"): a neighbour that says
 * "because", "porque", "por causa" or "devido" first, else the sentence after it. The matched sentence alone when it is
 * long, gives its own cause, or has no neighbour.
 */
export const withCause = (sentences: ReadonlyArray<string>, matched: string): ReadonlyArray<string> => {
  const index = sentences.indexOf(matched);
  if (index < 0 || givesCause(matched) || !short(matched)) return [matched];
  const before = sentences[index - 1];
  const after = sentences[index + 1];
  if (after !== undefined && givesCause(after)) return [matched, after];
  if (before !== undefined && givesCause(before)) return [before, matched];
  return after === undefined ? [matched] : [matched, after];
};
