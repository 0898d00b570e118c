import { stopWords, isTopicWord } from "@lifeos/core";
import { sharedWordVectors } from "../../../embedders/wordVectors.js";
import { cueVocabulary } from "./cueVocabulary.js";
import { replacesDistantKey } from "./keyboardSlips.js";

type WordTable = ReturnType<typeof sharedWordVectors>;

/**
 * Whether `a` is at most one edit from `b` (`editDistance(a, b, 1) <= 1`:
 * one letter changed, added or removed, or two neighbours swapped),
 * without building the distance table.
 */
export const withinOneEdit = (a: string, b: string): boolean => {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length < long.length) return short.slice(i) === long.slice(i + 1);
  if (short.slice(i + 1) === long.slice(i + 1)) return true;
  return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
};

/** The dictionary's words (not stop words) by first letter and length, each list most frequent first. */
const buckets = new WeakMap<WordTable, Map<string, ReadonlyArray<string>>>();

const bucketsOf = (table: WordTable): Map<string, ReadonlyArray<string>> => {
  let byKey = buckets.get(table);
  if (byKey !== undefined) return byKey;
  const lists = new Map<string, Array<{ word: string; row: number }>>();
  for (const [word, row] of table.index) {
    if (stopWords.has(word)) continue;
    const key = `${word[0]}${word.length}`;
    let list = lists.get(key);
    if (list === undefined) lists.set(key, (list = []));
    list.push({ word, row });
  }
  byKey = new Map([...lists].map(([key, list]) => [key, list.sort((a, b) => a.row - b.row).map((entry) => entry.word)]));
  buckets.set(table, byKey);
  return byKey;
};

/** How many of the most frequent words a letter changed, left out or added may be mended to: past them, names are many. */
const commonWords = 10_000;

/**
 * Whether `candidate` (row `row` of the table), one edit from `typed`, mends a
 * slip of the keys: two letters swapped ("climbign" → "climbing") or a letter
 * typed twice ("runnning" → "running") always; a letter changed or left out
 * only towards a common word ("guitr" → "guitar"), a letter changed only for a neighbouring key's, and never the last one, an
 * ending of another word; a letter added only in a
 * word of eight letters or more ("excercise" → "exercise"). A name or place
 * typed in lower case is left as typed: "sintra" is not "sinatra", nor
 * "joana" "joan" or "joanna", nor "goncalo" "gonzalo".
 */
const isSlip = (typed: string, candidate: string, row: number): boolean => {
  let i = 0;
  while (i < candidate.length && candidate[i] === typed[i]) i++;
  // A last letter changed is an ending of another word or name ("francisca", "francisco"), not a slip.
  if (typed.length === candidate.length) return (typed[i] === candidate[i + 1] && typed[i + 1] === candidate[i]) || (i < typed.length - 1 && row < commonWords && !replacesDistantKey(typed, candidate));
  if (typed.length < candidate.length) return row < commonWords;
  return typed[i] === typed[i - 1] || typed[i] === typed[i + 1] || (typed.length >= 8 && row < commonWords);
};

/**
 * An English topic word as the dictionary (the offline embedder's 30,000
 * most frequent English words, and the engine's own vocabulary) spells it: unchanged when known or shorter
 * than five letters, else the most frequent word one edit away with the
 * same first letter that mends a slip of the keys (`isSlip`: "climbign" →
 * "climbing"), else unchanged, as a name or a word of another language is
 * left. Only words of the same first letter and a length one apart are compared.
 */
export const correctTopicWord = (word: string): string => {
  const table = sharedWordVectors();
  // A word of a known topic ("copay") is no typo, whatever the word vectors know.
  if (word.length < 5 || /\d/.test(word) || table.index.has(word) || cueVocabulary.has(word) || isTopicWord(word)) return word;
  const byKey = bucketsOf(table);
  let best: { word: string; row: number } | null = null;
  for (let length = word.length - 1; length <= word.length + 1; length++) {
    // Most frequent first: the first word within one edit is this length's best.
    const found = byKey.get(`${word[0]}${length}`)?.find((candidate) => withinOneEdit(word, candidate) && isSlip(word, candidate, table.index.get(candidate)!));
    if (found === undefined) continue;
    const row = table.index.get(found)!;
    if (best === null || row < best.row) best = { word: found, row };
  }
  return best?.word ?? word;
};

/** The user's words by first letter and length, built once per vocabulary (the same set is handed to every question until the data changes). */
const ownBuckets = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();

const ownBucketsOf = (vocabulary: ReadonlySet<string>): Map<string, string[]> => {
  let byKey = ownBuckets.get(vocabulary);
  if (byKey !== undefined) return byKey;
  byKey = new Map();
  for (const word of vocabulary) {
    if (word.length < 4) continue;
    const key = `${word[0]}${word.length}`;
    const list = byKey.get(key);
    if (list === undefined) byKey.set(key, [word]);
    else list.push(word);
  }
  ownBuckets.set(vocabulary, byKey);
  return byKey;
};

/**
 * Whether `typed`, one letter longer than `candidate`, is more likely a word of its own than that word with a letter
 * added: a short word's extra letter, unless it doubles its neighbour ("causa" is no slip of "casa", "casaa" is).
 */
const wordOfItsOwn = (typed: string, candidate: string): boolean => {
  if (typed.length !== candidate.length + 1 || typed.length >= 8) return false;
  let i = 0;
  while (i < candidate.length && typed[i] === candidate[i]) i++;
  return typed[i] !== typed[i - 1] && typed[i] !== typed[i + 1];
};

/**
 * A topic word read against the user's own words (`vocabulary`: the folded
 * words of their journal, the people and places they wrote or told about),
 * in either language: a word of theirs is left as typed, whatever a
 * dictionary knows of it ("afonso" is a friend, not "alonso"); a word that is neither
 * theirs nor a dictionary's, one edit (a slip: a letter changed for a neighbouring key's, added to a long word or
 * doubled, left out, two swapped) from exactly one word of theirs with the same first letter, is
 * that word ("hikng" → "hiking" in a journal about hiking). Null when the vocabulary
 * says nothing of it: the dictionary's correction applies (`correctTopicWord`).
 */
export const correctTowardsOwnWords = (word: string, vocabulary: ReadonlySet<string>): string | null => {
  if (vocabulary.size === 0) return null;
  if (vocabulary.has(word)) return word;
  const table = sharedWordVectors();
  // A word of a known topic ("multa", a penalty) is no slip of one of theirs ("muita").
  if (word.length < 4 || /\d/.test(word) || table.index.has(word) || cueVocabulary.has(word) || stopWords.has(word) || isTopicWord(word)) return null;
  const byKey = ownBucketsOf(vocabulary);
  const found = new Set<string>();
  for (let length = word.length - 1; length <= word.length + 1; length++) {
    for (const candidate of byKey.get(`${word[0]}${length}`) ?? []) if (withinOneEdit(word, candidate) && !replacesDistantKey(word, candidate) && !wordOfItsOwn(word, candidate)) found.add(candidate);
  }
  return found.size === 1 ? [...found][0]! : null;
};
