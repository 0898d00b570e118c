import type { LocalDate } from "../common/time.js";
import type { DateCue } from "./dateCues.js";
import { findDateCue } from "./dateCues.js";
import { foldAccents } from "./foldAccents.js";
import { stopWords } from "./stopWords.js";

/** Words that ask for the newest match rather than name a topic. */
const recencyWords = new Set(["last", "latest", "recent", "recently", "newest", "ultimo", "ultima", "ultimos", "ultimas", "recente", "recentemente", "ultimamente"]);

/** Words about the record itself ("did I write about…"), not its topic. */
const recordWords = new Set(
  `write wrote written writing journal journals entry entries diary mention mentioned mentions talk talked talking say said
  escrevi escrever escrito diario entrada entradas falei falar mencionei mencionar referiu disse`.split(/\s+/),
);

/** Words that make a question a question, in English and Portuguese. */
const questionWords = new Set(
  `what whats when where which who whom whose why how did does do is are was were ever tell remember
  qual quais quando onde quem porque porque como quanto quanta quantos quantas foi`.split(/\s+/),
);

/** The question without its question words, record words and date cue words, as written. */
export const searchText = (text: string, analysis: QueryAnalysis): string => {
  const cue = new Set(analysis.dateCue?.words ?? []);
  const kept = Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (match) => match[0]).filter((token) => {
    const word = foldAccents(token.toLowerCase());
    return !questionWords.has(word) && !recordWords.has(word) && !cue.has(word);
  });
  return kept.length > 0 ? kept.join(" ") : text;
};

/** What a search question asks for. */
export interface QueryAnalysis {
  /** The topic words as written (question, function and record words left out), de-duplicated. */
  readonly keywords: ReadonlyArray<string>;
  /** Capitalised words other than the first (names of people, places, things), folded to lower case. */
  readonly names: ReadonlyArray<string>;
  /** The time the question names, if any. */
  readonly dateCue: DateCue | null;
  /** True when the question asks for the latest ("last time", "most recent", "último"). */
  readonly wantsRecent: boolean;
}

/**
 * Reads a question: keeps its topic words and names, drops question words,
 * function words (English and Portuguese stop words) and words about the
 * journal itself, and notes its date cue and whether it asks for the most
 * recent. A question of stop words only keeps its words (a search for "who"
 * still searches).
 */
export const analyseQuery = (text: string, today: LocalDate): QueryAnalysis => {
  const dateCue = findDateCue(text, today);
  const cueWords = new Set(dateCue?.words ?? []);
  const tokens = Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (match) => match[0]);
  const folded = tokens.map((token) => foldAccents(token.toLowerCase()));
  const wantsRecent = folded.some((word) => recencyWords.has(word) && !cueWords.has(word));
  const isTopic = (word: string) => !stopWords.has(word) && !recordWords.has(word) && !recencyWords.has(word) && !cueWords.has(word) && (word.length > 1 || /\d/.test(word));
  const keywords: string[] = [];
  const names: string[] = [];
  tokens.forEach((token, index) => {
    const word = folded[index]!;
    if (!isTopic(word)) return;
    if (!keywords.some((kept) => foldAccents(kept.toLowerCase()) === word)) keywords.push(token);
    if (index > 0 && /^\p{Lu}/u.test(token) && !names.includes(word)) names.push(word);
  });
  return { keywords: keywords.length > 0 ? keywords : tokens.filter((token) => !cueWords.has(token.toLowerCase())), names, dateCue, wantsRecent };
};
