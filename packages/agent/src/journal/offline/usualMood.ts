import type { Language, MoodMetric } from "@lifeos/core";
import { addDays, foldAccents } from "@lifeos/core";
import { capitalised } from "../../models/offline/answerText.js";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { metricOf } from "./compose/composeMood.js";
import { periodLabel } from "./compose/periodLabel.js";
import { isObject, numberOrNull, text } from "./compose/readData.js";
import { journalPhrases } from "./journalPhrases.js";
import { call, dateBounds, plan } from "./planCalls.js";
import type { Reading } from "./reading.js";

/**
 * "how do I usually feel?", "what's my most common mood?", "qual é o meu humor habitual?", "como me sinto normalmente?":
 * how a typical day feels, not the last 30 days' average.
 */
export const usualMoodAsked =
  /\b(?:(?:usual|typical|normal|general|overall|everyday|most common|most frequent) (?:mood|feeling|state of mind|happiness|stress|energy)|how do i (?:usually|normally|generally|typically|tend to) feel|how do i feel (?:most of the time|in general|on a typical day)|how (?:have i been|am i) (?:feeling )?(?:in general|generally|overall|on the whole)|(?:humor|estado de espirito|felicidade|stress|energia) (?:habitual|normal|mais comum|mais frequente|geral|tipic[oa]|do dia a dia)|como (?:e que )?(?:eu )?me sinto (?:normalmente|geralmente|habitualmente|em geral|no geral|na maior parte do tempo)|como (?:e que )?(?:eu )?costumo (?:me sentir|estar|andar)|como (?:e que )?(?:eu )?(?:tenho estado|me tenho sentido|tenho me sentido) (?:em geral|no geral))\b/;

/** The words of the asking itself, no subject: "usual" in "my usual mood" is not what the mood is about. */
const usualWords: ReadonlySet<string> = new Set(
  "usual typical normal general overall everyday common frequent tend feel feeling feelings mood habitual comum frequente geral tipico tipica normalmente geralmente habitualmente costumo sentir humor estado espirito maior parte tempo".split(" "),
);

/** A year of days, unless the question names its period ("how did I usually feel in 2023?"). */
export const usualMoodRoute = (reading: Reading): SkillPlan[] | null => {
  const { question } = reading;
  if (!question.has(usualMoodAsked) || reading.subject.some((word) => !usualWords.has(foldAccents(word.toLowerCase())))) return null;
  const range = reading.range ?? { from: addDays(question.today, -364), to: question.today };
  return [plan(0.85, call("get_time_series", { metric: question.metric ?? "valence", ...dateBounds(range) }))];
};

export const isUsualMood = (question: Question, result: ToolResultView): boolean => result.name === "get_time_series" && question.has(usualMoodAsked);

type Band = "high" | "middle" | "low";

const phrases: Readonly<
  Record<
    Language,
    {
      average: (label: string, metric: string, average: number, days: number) => string;
      lead: (band: Band, most: boolean, stress: boolean) => string;
      shares: (high: number, middle: number, low: number) => string;
      lastYear: string;
      none: (label: string) => string;
    }
  >
> = {
  en: {
    average: (label, metric, average, days) => `${label}, your ${metric} averaged ${average}/100 over ${days} days with entries.`,
    lead: (band, most, stress) =>
      `${most ? "Most days were" : "The most common were"} ${band === "middle" ? "days in between" : band === "high" ? (stress ? "stressful days" : "good days") : stress ? "calm days" : "low days"}:`,
    shares: (high, middle, low) => `${high}% above 60/100, ${middle}% from 40 to 60 and ${low}% below 40.`,
    lastYear: "Over the last 12 months",
    none: (label) => `There are no days with entries ${label} to read a usual mood from.`,
  },
  pt: {
    average: (label, metric, average, days) => `${label}, a média de ${metric} foi ${average}/100 em ${days} dias com entradas.`,
    lead: (band, most, stress) =>
      `${most ? "A maioria dos dias foram" : "Os mais comuns foram"} ${band === "middle" ? "dias intermédios" : band === "high" ? (stress ? "dias de stress" : "dias bons") : stress ? "dias calmos" : "dias em baixo"}:`,
    shares: (high, middle, low) => `${high}% acima de 60/100, ${middle}% de 40 a 60 e ${low}% abaixo de 40.`,
    lastYear: "Nos últimos 12 meses",
    none: (label) => `Não há dias com entradas ${label} para ler um humor habitual.`,
  },
};

/** The average of the period, then which share of its days were high, in between and low, the largest named first. */
export const composeUsualMood = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const from = text(result.data["from"]);
  const to = text(result.data["to"]);
  const label = question.dates.length === 0 ? `${p.lastYear} (${question.language === "pt" ? `${from} a ${to}` : `${from} to ${to}`})` : capitalised(periodLabel(question, from, to));
  const days = numberOrNull(result.data["count"]) ?? 0;
  const average = numberOrNull(result.data["average"]);
  if (days === 0 || average === null) return p.none(label);
  const bands = isObject(result.data["bands"]) ? result.data["bands"] : {};
  const count = (band: Band) => numberOrNull(bands[band]) ?? 0;
  const percent = (band: Band) => Math.round((count(band) * 100) / days);
  const [top] = (["high", "middle", "low"] as const).slice().sort((left, right) => count(right) - count(left));
  const metric: MoodMetric = metricOf(result.data["metric"] ?? result.arguments["metric"]);
  const opening = p.average(label, journalPhrases[question.language].metric(metric), Math.round(average), days);
  return `${opening} ${p.lead(top!, count(top!) * 2 > days, metric === "stress")} ${p.shares(percent("high"), percent("middle"), percent("low"))}`;
};
