import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { bullets, paragraphs } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { sentencesOf } from "./compose/gist.js";
import { shortLabel } from "./compose/periodLabel.js";
import { objects, text } from "./compose/readData.js";
import { daysWord } from "./compose/weekdaySplit.js";
import { comparedPeriods } from "./countRoutes.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";
import { sleepRelated, sleepWords } from "./sleepAsked.js";

/**
 * Sleep asked better or worse than before, or set against another period: "am I sleeping better than last month?",
 * "estou dormindo pior do que no mês passado?", "how did I sleep this month compared to last month?", "como dormi este
 * mês em comparação com o mês passado?".
 */
const betterOrWorse = /\b(?:better|worse|melhor|pior|compared?|comparing|comparison|versus|vs|comparad[oa]s?|comparando|comparacao)\b/;
const comparingWords: ReadonlySet<string> = new Set(["better", "worse", "melhor", "pior", "compare", "compared", "comparing", "comparison", "versus", "vs", "comparado", "comparada", "comparando", "comparacao"]);

/** What an entry says of a night slept badly (folded): "could not sleep", "slept badly", "insomnia", "dormi mal", "não consegui dormir". */
const badSleep =
  /\b(?:could ?n[o']?t|couldn t|can ?n[o']?t|cannot|did ?n[o']?t|didn t|barely|hardly) (?:get to |fall a)?sleep|\bslept (?:badly|poorly|terribly|awfully|little|only|\d)|\b(?:bad|poor|terrible|awful|restless|rough|sleepless|short) (?:night|sleep)|\binsomnia\b|\bsleepless\b|\btossed and turned\b|\bdormi (?:muito )?(?:mal|pouco|pessimamente)|\b(?:nao|mal) (?:consegui |conseguia )?dormi|\binsonia\b|\bnoite (?:mal dormida|em branco|agitada|pessima)|\bsono (?:agitado|pessimo|mau)\b/;

/** What an entry says of a night slept well (folded): "slept well", "rested", "dormi bem", "descansado". */
const goodSleep =
  /\bslept (?:well|great|better|soundly|deeply|like a (?:log|baby|rock)|through|in)\b|\bgood (?:night s )?sleep\b|\b(?:felt |feel |feeling |woke up |well |fully |very |so )rested\b|\brestful\b|\bdormi (?:muito )?(?:bem|otimamente|melhor|profundamente|a noite (?:toda|inteira)|como uma pedra)|\bdescansad[oa]s?\b|\bbom sono\b|\bnoite (?:tranquila|bem dormida)\b/;

/** How a day's excerpt says the night went: "bad" when a sentence says it was bad (so "not rested" never reads as good), else "good" when one says so. */
const nightOf = (excerpt: string): "good" | "bad" | null => {
  const sentences = sentencesOf(excerpt).map((sentence) => foldAccents(sentence.toLowerCase()).replace(/[’']/g, " "));
  if (sentences.some((sentence) => badSleep.test(sentence))) return "bad";
  return sentences.some((sentence) => goodSleep.test(sentence)) ? "good" : null;
};

/**
 * "am I sleeping better than last month?", "estou dormindo melhor do que no mês passado?", "did I sleep worse this
 * month than last month?" → the entries about sleep in each of the two periods, whose words about the night are then
 * read, not how often sleep comes up.
 */
export const sleepComparedRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  // "melhor" alone reads as happiness; a measure the question names ("more stressed", "mais feliz") is that measure's.
  const measureNamed = question.metric !== null && (question.metric !== "happiness" || question.has(/\b(?:happ\w*|feliz\w*|mood|humor)\b/));
  if (!question.has(betterOrWorse) || measureNamed || question.names.length > 0) return null;
  const subject = reading.subject.filter((word) => !comparingWords.has(foldAccents(word.toLowerCase())));
  if (subject.length === 0 || !subject.every((word) => sleepWords.has(foldAccents(word.toLowerCase())))) return null;
  const periods = comparedPeriods(reading);
  if (periods === null) return null;
  // "I felt rested", "acordei descansado": a night told without sleep's words is one of the nights compared.
  const related = sleepRelated(question.language);
  const word = related[0]!;
  return [plan(0.84, ...periods.map((range) => call("search_journal", { query: word, related: [related], limit: 20, ...dateBounds(range) })))];
};

/** Whether the results are those of `sleepComparedRoute`: sleep asked better or worse, searched in two periods, both answered. */
export const isSleepCompared = (question: Question, results: ReadonlyArray<ToolResultView>): boolean =>
  question.has(betterOrWorse) &&
  results.length === 2 &&
  results.every((result) => result.name === "search_journal" && result.success && ["sleep", "sono"].includes(text(result.arguments["query"]))) &&
  results[0]!.arguments["from"] !== results[1]!.arguments["from"];

const phrases = {
  en: {
    what: "I compared what your entries say about your nights in each period (“slept well”, “rested” against “could not sleep”, “slept badly”, “insomnia”), not how often they mention sleep:",
    line: (label: string, good: number, bad: number, other: number) =>
      `${label}: ${daysWord(good, "en")} of good sleep, ${daysWord(bad, "en")} of bad sleep${other > 0 ? ` (and ${daysWord(other, "en")} that mention sleep without saying how it went)` : ""}`,
    better: (first: string, second: string) => `So, by your own words, you slept better ${first} than ${second}.`,
    worse: (first: string, second: string) => `So, by your own words, you slept worse ${first} than ${second}.`,
    same: (first: string, second: string) => `So, by your own words, your sleep ${first} was about the same as ${second}.`,
    unsaid: "Your entries do not say how you slept in both periods, so I cannot tell whether it got better.",
    nights: (label: string, good: number, bad: number) => `By your own words, ${label} you had ${daysWord(good, "en")} of good sleep and ${daysWord(bad, "en")} of bad sleep.`,
  },
  pt: {
    what: "Comparei o que as suas entradas dizem das noites em cada período («dormi bem», «descansado» contra «não consegui dormir», «dormi mal», «insónia»), não quantas vezes falam de sono:",
    line: (label: string, good: number, bad: number, other: number) =>
      `${label}: ${daysWord(good, "pt")} de sono bom, ${daysWord(bad, "pt")} de sono mau${other > 0 ? ` (e ${daysWord(other, "pt")} que falam de sono sem dizer como correu)` : ""}`,
    better: (first: string, second: string) => `Pelas suas palavras, dormiu melhor ${first} do que ${second}.`,
    worse: (first: string, second: string) => `Pelas suas palavras, dormiu pior ${first} do que ${second}.`,
    same: (first: string, second: string) => `Pelas suas palavras, o sono ${first} foi parecido com o ${second}.`,
    unsaid: "As suas entradas não dizem como dormiu nos dois períodos, por isso não consigo dizer se melhorou.",
    nights: (label: string, good: number, bad: number) => `Pelas suas palavras, ${label} teve ${daysWord(good, "pt")} de sono bom e ${daysWord(bad, "pt")} de sono mau.`,
  },
} satisfies Record<Language, unknown>;

/** The nights of one period: how many days its entries say sleep went well, badly, or neither. */
const nightsOf = (result: ToolResultView) => {
  const byDay = new Map<string, "good" | "bad" | null>();
  for (const row of objects(result.data["results"]).filter((hit) => hit["confidence"] !== "low")) {
    const night = nightOf(text(row["excerpt"]));
    const date = text(row["date"]);
    const before = byDay.get(date);
    byDay.set(date, before === "bad" || night === "bad" ? "bad" : (before ?? night));
  }
  const nights = [...byDay.values()];
  return { good: nights.filter((night) => night === "good").length, bad: nights.filter((night) => night === "bad").length, other: nights.filter((night) => night === null).length };
};

/** Each period's good and bad nights as the entries tell them, and which period reads better by the share of good ones. */
export const composeSleepCompared = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = phrases[question.language];
  const labels = results.map((result) => shortLabel(question, text(result.arguments["from"]), text(result.arguments["to"])));
  const counts = results.map(nightsOf);
  const lines = counts.map((count, index) => p.line(labels[index]!, count.good, count.bad, count.other));
  const shares = counts.map((count) => (count.good + count.bad === 0 ? null : count.good / (count.good + count.bad)));
  const [first, second] = shares;
  if (first === null || second === null || first === undefined || second === undefined) return paragraphs(p.what, bullets(lines), p.unsaid);
  const verdict = Math.abs(first - second) < 0.1 ? p.same : first > second ? p.better : p.worse;
  return paragraphs(p.what, bullets(lines), verdict(labels[0]!, labels[1]!));
};

/** Whether the results are those of `sleepRoute`: the entries about sleep over one period, then the energy of the same days. */
export const isSleepAsked = (results: ReadonlyArray<ToolResultView>): boolean =>
  results.length === 2 &&
  results[0]!.name === "search_journal" &&
  results[0]!.success &&
  ["sleep", "sono"].includes(text(results[0]!.arguments["query"])) &&
  results[1]!.name === "get_time_series" &&
  results[1]!.arguments["metric"] === "energy";

/**
 * "how did I sleep last week?": how many of the period's days the entries say the night went well or badly, as
 * `composeSleepCompared` reads them for two periods; null when no entry says how a night went.
 */
export const sleepNightsLine = (question: Question, result: ToolResultView): string | null => {
  const { good, bad } = nightsOf(result);
  if (good + bad === 0) return null;
  return phrases[question.language].nights(shortLabel(question, text(result.arguments["from"]), text(result.arguments["to"])), good, bad);
};
