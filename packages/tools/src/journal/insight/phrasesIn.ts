import { foldWord, stopWords } from "../text.js";
import { canBeTopic } from "./topicFilter.js";

/**
 * Whether a folded word can stand in a phrase that names a topic: a content word of no digits that can name a thing,
 * of four letters or more, and the last (the word the phrase is about) of five or more, as a topic of one word is:
 * "dentist appointment", "planning meeting", not "way home" or "sleep well".
 */
const phraseWord = (word: string, last: boolean): boolean => word.length >= (last ? 5 : 4) && !stopWords.has(word) && !/\d/.test(word) && canBeTopic(word);

/**
 * The two-word phrases of a text whose words are both lower case and side by side with one space between ("neural
 * networks", "consulta médica"), each folded and as written; capitalised ones are names, which `namesIn` finds.
 */
export const pairsOf = (text: string): Array<{ folded: string; written: string }> => {
  const words = Array.from(text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu));
  const pairs: Array<{ folded: string; written: string }> = [];
  for (const [index, first] of words.entries()) {
    const second = words[index + 1];
    if (second === undefined || text.slice(first.index + first[0].length, second.index) !== " ") continue;
    if (!/^\p{Ll}/u.test(first[0]) || !/^\p{Ll}/u.test(second[0])) continue;
    const pair = [foldWord(first[0]), foldWord(second[0])];
    if (pair.every((word, position) => phraseWord(word, position === 1))) pairs.push({ folded: pair.join(" "), written: `${first[0]} ${second[0]}` });
  }
  return pairs;
};

/**
 * The two-word phrases a set of texts keeps together ("neural networks", "dentist appointment"), folded: side by side
 * in two or more texts, and in at least half of the texts that hold either word, so a word that mostly stands alone
 * ("walk" of "long walk", "climbing" of "climbing gym") stays a topic of its own.
 */
export const phrasesIn = (texts: ReadonlyArray<string>): ReadonlySet<string> => {
  const pairTexts = new Map<string, number>();
  const wordTexts = new Map<string, number>();
  for (const text of texts) {
    for (const pair of new Set(pairsOf(text).map((each) => each.folded))) pairTexts.set(pair, (pairTexts.get(pair) ?? 0) + 1);
    for (const word of new Set(Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (match) => foldWord(match[0])))) wordTexts.set(word, (wordTexts.get(word) ?? 0) + 1);
  }
  const phrases = new Set<string>();
  for (const [pair, count] of pairTexts) {
    const most = Math.max(...pair.split(" ").map((word) => wordTexts.get(word) ?? 0));
    if (count >= 2 && count * 2 >= most) phrases.add(pair);
  }
  return phrases;
};
