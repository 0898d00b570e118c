import type { Language } from "@lifeos/core";
import { foldAccents, searchWords } from "@lifeos/core";
import { bullets, paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { isTerm } from "./compose/activitySentences.js";
import { gistOf } from "./compose/gist.js";
import { objects, text } from "./compose/readData.js";
import { scopeOf } from "./compose/scope.js";
import { journalPhrases } from "./journalPhrases.js";
import { call, dateBounds, plan, search } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * How one felt about a subject: "how did I feel about work this month?", "how do I feel about my job?", "como me senti
 * em relação ao trabalho?", "o que sinto sobre o trabalho?" (folded).
 */
const feelingAboutAsked =
  /\bhow (?:did|do|have) i (?:been )?feel(?:ing)? (?:about|towards)\b|\bhow (?:did|do) i feel at\b|\bcomo (?:e que )?(?:eu )?me (?:senti|sinto|tenho sentido|sentia) (?:em relacao (?:a|ao|aos|as)|sobre|quanto (?:a|ao|aos|as))\b|\bo que (?:e que )?(?:eu )?(?:sinto|senti|sentia) (?:sobre|em relacao (?:a|ao|aos|as)|quanto (?:a|ao|aos|as))\b/;

/** Words of the asking itself, not of its subject ("em relação ao trabalho"). */
const askingWords: ReadonlySet<string> = new Set(["relacao", "relacoes", "feel", "feeling", "felt", "towards", "sinto", "senti"]);

/** "how did I feel about work this month?" → the entries about it over the period, and the mood of each day of the period. */
export const feelingAboutRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  const subject = reading.subject.filter((word) => !askingWords.has(foldAccents(word.toLowerCase())));
  if (!question.has(feelingAboutAsked) || subject.length === 0 || question.cues.has("count")) return null;
  const found = search({ ...reading, subject }, 0.84, { limit: 20 });
  return [plan(found.confidence, ...found.calls, call("get_time_series", { metric: "valence", ...dateBounds(reading.range) }))];
};

/** Whether the results are those of `feelingAboutRoute`: a search, then the daily mood, both answered. */
export const isFeelingAbout = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  question.has(feelingAboutAsked) &&
  results.length === 2 &&
  results[0]!.name === "search_journal" &&
  results[1]!.name === "get_time_series" &&
  results.every((result) => result.success) &&
  results[1]!.data["sampled"] !== true;

const phrases = {
  en: {
    mood: (days: number, topic: string, scope: string, average: number) => `Your mood on the ${days === 1 ? "day" : `${days} days`} you wrote about “${topic}”${scope} averaged ${average}/100`,
    against: (average: number, days: number, difference: number) =>
      `, against ${average}/100 on your other ${days === 1 ? "day" : `${days} days`} with entries: ${difference === 0 ? "the same" : `${Math.abs(difference)} ${Math.abs(difference) === 1 ? "point" : "points"} ${difference > 0 ? "higher" : "lower"}`}.`,
    words: "In your words:",
    onlyTime: (topic: string, scope: string) => `Your entries${scope} name “${topic}” only to say when something happened, not how it went.`,
  },
  pt: {
    mood: (days: number, topic: string, scope: string, average: number) => `O seu humor ${days === 1 ? "no dia" : `nos ${days} dias`} em que escreveu sobre «${topic}»${scope} teve uma média de ${average}/100`,
    against: (average: number, days: number, difference: number) =>
      `, contra ${average}/100 ${days === 1 ? "no outro dia" : `nos outros ${days} dias`} com entradas: ${difference === 0 ? "o mesmo" : `${Math.abs(difference)} ${Math.abs(difference) === 1 ? "ponto" : "pontos"} mais ${difference > 0 ? "alto" : "baixo"}`}.`,
    words: "Nas suas palavras:",
    onlyTime: (topic: string, scope: string) => `As suas entradas${scope} só falam de «${topic}» para dizer quando algo aconteceu, não como correu.`,
  },
} satisfies Record<Language, unknown>;

/** Words that make what follows them a time of day, not a subject: "before work", "after work", "antes do trabalho", "depois do trabalho". */
const timeMarkers: ReadonlySet<string> = new Set(["before", "after", "till", "until", "antes", "depois", "ate"]);
/** The Portuguese words that join the marker to the subject ("depois do trabalho", "antes da reunião"). */
const between: ReadonlySet<string> = new Set(["de", "do", "da"]);

/** Whether a word of the excerpt at `index` only places something in time: "after work", "depois do trabalho". */
const marksTime = (words: ReadonlyArray<string>, index: number): boolean => {
  for (let at = index - 1; at >= Math.max(0, index - 2); at--) {
    if (timeMarkers.has(words[at]!)) return true;
    if (!between.has(words[at]!)) return false;
  }
  return false;
};

/**
 * Whether an entry speaks of the subject, not only of the time around it: "Went for a run after work." or "Li um livro
 * depois do trabalho." name work only to say when; such a day says nothing of how work felt.
 */
export const speaksOf = (excerpt: string, terms: ReadonlyArray<string>): boolean => {
  const words = searchWords(excerpt);
  const found = words.flatMap((word, index) => (isTerm(word, terms) ? [index] : []));
  return found.length === 0 || found.some((index) => !marksTime(words, index));
};

const mean = (values: ReadonlyArray<number>): number => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * The mood on the days whose entries speak of the subject, against the other days with entries, and a line or two of
 * what those entries say; the search's own answer when no day with a mood reading speaks of it.
 */
export const composeFeelingAbout = (question: Question, searched: ToolResultView, series: ToolResultView, otherwise: () => string): string => {
  const topic = text(searched.arguments["query"]);
  const terms = [topic, ...((searched.arguments["related"] as string[][] | undefined)?.flat() ?? [])];
  const found = objects(searched.data["results"]).filter((row) => row["confidence"] !== "low");
  const rows = found.filter((row) => speaksOf(text(row["excerpt"]), terms));
  const p = phrases[question.language];
  const scope = scopeOf(journalPhrases[question.language], searched.arguments, question);
  if (rows.length === 0 && found.length > 0) return p.onlyTime(topic, scope);
  const dates = new Set(rows.map((row) => text(row["date"])));
  const points = objects(series.data["points"]).filter((point) => typeof point["value"] === "number");
  const on = points.filter((point) => dates.has(text(point["date"]))).map((point) => point["value"] as number);
  const off = points.filter((point) => !dates.has(text(point["date"]))).map((point) => point["value"] as number);
  if (on.length === 0) return otherwise();
  const moodLine = `${p.mood(on.length, topic, scope, mean(on))}${off.length === 0 ? "." : p.against(mean(off), off.length, mean(on) - mean(off))}`;
  const lines = rows.slice(0, 2).map((row) => `${text(row["date"])}: ${gistOf(text(row["excerpt"]), terms, question.language, 160)}`);
  return paragraphs(moodLine, `${p.words}\n${bullets(lines)}`);
};
