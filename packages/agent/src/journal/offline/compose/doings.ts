import { foldAccents } from "@lifeos/core";
import { wordInfo } from "../../lexicon/matchWords.js";
import { sentencesOf } from "./gist.js";

/**
 * Asks what the person did, not how they felt ("what did I do last weekend?", "what was I doing a year ago?", "what
 * have I been up to?", "what happened last week?", "o que fiz no fim de semana passado?", "o que andei a fazer?", "o que fazia
 * há um ano?").
 */
export const doingsAsked =
  /\bwhat (?:did i (?:do|get up to)|was i (?:doing|up to)|have i (?:been )?(?:doing|up to|done)|i did|happened)\b|\bo que (?:e que )?(?:eu )?(?:fiz|fizemos|fazia|andei a fazer|estive a fazer|estava a fazer|tenho feito|andava a fazer|aconteceu)\b/;

/** English past forms that say something was done, beyond the regular "-ed" ones. */
const englishDone = new Set(
  "went had took met saw made did read ran ate spent came got bought drove flew wrote swam rode sang built caught taught brought gave left found began won lost sold sent put".split(" "),
);
/** Portuguese first-person past forms outside the regular "-ei", "-ámos", "-emos", "-imos" ones. */
const portugueseDone = new Set("fui fiz vi li tive estive corri comi bebi vim pus dei sai parti escrevi conheci recebi vendi perdi".split(" "));
/** Past forms that say how the day felt or began, not what was done. */
const stateWords = new Set(
  "felt was were been woke seemed looked missed senti sentia estava estavamos fiquei ficamos acordei andei pareceu foi era".split(" "),
);
/** Words of a plan or of the journal itself ("going to bed early tonight", "amanhã quero…"). */
const notDone = /\b(?:tomorrow|tonight|going to|will|amanha|vou|quero|hoje a noite)\b/;
/** "-ing" words that name no activity. */
const notActivity = new Set("feeling morning evening nothing something anything everything thing during going writing".split(" "));

const isDoneWord = (word: string): boolean => {
  if (stateWords.has(word)) return false;
  const info = wordInfo(word);
  // "laughed", "stressed", "chorei": a feeling said as a verb.
  if (info !== null && (info.valence !== 0 || info.joy || info.sadness || info.anxiety || info.anger || info.calm || info.stress || info.lowEnergy || info.highEnergy)) return false;
  if (englishDone.has(word) || portugueseDone.has(word)) return true;
  if (/^[a-z]{3,}ed$/.test(word) || /^[a-z]{3,}ing$/.test(word)) return !notActivity.has(word);
  return /^[a-z]{2,}(?:ei|amos|emos|imos)$/.test(word);
};

/** Whether a sentence says something was done: an action in the past, an activity, or being with someone by name. */
export const saysDone = (sentence: string): boolean => {
  const folded = foldAccents(sentence.toLowerCase());
  if (notDone.test(folded)) return false;
  const words = folded.match(/[a-z]+/g) ?? [];
  // "fiquei a ler", "estive a tocar guitarra": the state verb with an activity after it.
  if (/\b(?:fiquei|estive|andei|passei)\b(?:\s+\w+){0,3}?\s+a\s+\w+r\b/.test(folded)) return true;
  if (/\b(?:with|com)\s+\p{Lu}/u.test(sentence)) return true;
  return words.some(isDoneWord);
};

/**
 * The sentences of an entry's text that say what was done, in their order
 * (at most `max`), without the lines about mood; empty when none does.
 */
export const doneSentences = (text: string, max = 2): string[] => sentencesOf(text).filter(saysDone).slice(0, max);
