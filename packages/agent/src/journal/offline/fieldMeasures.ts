import type { Language } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import type { SkillPlan, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import type { Json } from "./compose/readData.js";
import { numberOrNull, object, objects, text } from "./compose/readData.js";
import { periodLabel } from "./compose/periodLabel.js";
import { countCall } from "./planCalls.js";
import type { Reading } from "./reading.js";

/** Verbs of what a template commonly measures: sleep, walking, running, training, eating and drinking, in both languages (folded). */
const measuredVerbs =
  "sleep|slept|sleeping|walk|walked|walking|run|ran|running|train|trained|training|exercise|exercised|exercising|eat|ate|eating|drink|drank|drinking|weigh|weighed";
const verbosPt = "dormido|durmo|dormi|dormia|dormir|caminho|caminhei|caminhado|andei|corri|corro|treino|treinei|treinado|como|comi|bebo|bebi|bebido|peso|pesei";
const unitWords = "hours|steps|km|kilometers|kilometres|miles|glasses|cups|liters|litres|kg|horas|passos|quilometros|copos|litros|chavenas";

/**
 * Asks an amount or how something went that a journal template may record as a field ("Sono: 6h", "Steps: 8000"):
 * "how much do I sleep?", "how many hours did I sleep?", "how did I sleep last week?", "my average steps", "quanto tenho
 * dormido?", "quantas horas durmo?", "como dormi esta semana?", "média de passos este mês". Never how often or how
 * many times ("how often do I sleep badly?" counts entries), nor money.
 */
const amountAsked = new RegExp(
  `\\b(?:how (?:much|long|well) (?:do|did|have|am|was) i (?:been )?(?:${measuredVerbs})|how (?:did|do|have) i (?:been )?(?:${measuredVerbs})|how many (?:${unitWords})|(?:my )?(?:average|mean) (?:${unitWords}|sleep|weight|mood)|(?:em )?media (?:de |das |dos )?(?:${unitWords}|sono|peso)|quant[oa]s? (?:e que )?(?:eu )?(?:tenho |ando a )?(?:${verbosPt})|quant[oa]s? (?:${unitWords})|como (?:e que )?(?:eu )?(?:tenho |ando a )?dorm\\w*)\\b`,
  "u",
);
const timesAsked = /\b(?:how often|how many times|quantas vezes|com que frequencia)\b/;
/** Words of the amount itself, not of what is measured: "average", "média", "hours", "horas". */
const amountWord = /^(?:average|mean|media|medio|hours?|horas?|much|quanto|quanta)$/;

/** The words whose template fields a question asks to measure, or none when it asks no amount. */
const measuredWords = (reading: Reading): string[] =>
  measuresAsked(reading.question) && reading.question.names.length === 0
    ? reading.subject.filter((word) => !amountWord.test(foldAccents(word.toLowerCase())))
    : [];

/**
 * The plans of a question that may ask what a template field records, with the fields counted too over its period
 * (`count_mentions` measures them, after the plan's own calls): when the entries record none, the answer is the plan's own.
 */
export const withFieldMeasures = (reading: Reading, plans: SkillPlan[]): SkillPlan[] => {
  const words = measuredWords(reading);
  const [best, ...rest] = plans;
  if (words.length === 0 || best === undefined) return plans;
  // "how did I sleep this month compared to last month?": two periods set side by side, which one period's fields would not answer.
  if (new Set(best.calls.map((planned) => planned.arguments["from"])).size > 1) return plans;
  const counted = countCall(reading, words);
  if (best.calls.some((planned) => planned.name === "count_mentions" && planned.arguments["query"] === counted.arguments["query"])) return plans;
  return [{ ...best, calls: [...best.calls, counted] }, ...rest];
};

/** Whether a question asks an amount a template field may record (then its plan counts the fields first). */
export const measuresAsked = (question: Question): boolean => question.has(amountAsked) && !question.has(timesAsked);

/** The measures a question's result holds: the count's template fields, when one was asked and the entries record it. */
export const measuresIn = (question: Question, results: ReadonlyArray<ToolResultView>): Json[] =>
  measuresAsked(question) ? results.filter((result) => result.name === "count_mentions" && result.success).flatMap((result) => objects(result.data["measures"])) : [];

const phrases: Readonly<Record<Language, {
  lead: (name: string, entries: number, period: string) => string;
  numbers: (average: string, low: string, lowDate: string, high: string, highDate: string) => string;
  yesNo: (yes: number, entries: number) => string;
  trend: Readonly<Record<string, string>>;
  latest: string;
}>> = {
  en: {
    lead: (name, entries, period) => `${name}, as your entries record it ${period} (${entries === 1 ? "1 entry" : `${entries} entries`}):`,
    numbers: (average, low, lowDate, high, highDate) => `on average ${average}, lowest ${low} on ${lowDate}, highest ${high} on ${highDate}.`,
    yesNo: (yes, entries) => `yes in ${yes} of ${entries}.`,
    trend: { rising: "It went up over the period.", falling: "It went down over the period.", steady: "It held steady over the period." },
    latest: "Latest:",
  },
  pt: {
    lead: (name, entries, period) => `${name}, pelo que as entradas indicam ${period} (${entries === 1 ? "1 entrada" : `${entries} entradas`}):`,
    numbers: (average, low, lowDate, high, highDate) => `em média ${average}, o mínimo ${low} em ${lowDate}, o máximo ${high} em ${highDate}.`,
    yesNo: (yes, entries) => `sim em ${yes} de ${entries}.`,
    trend: { rising: "Subiu ao longo do período.", falling: "Desceu ao longo do período.", steady: "Manteve-se estável ao longo do período." },
    latest: "Mais recentes:",
  },
};

/** A value with its unit, in the language's decimals: "7.5 h", "7,5 h", "7/10", "8000". */
export const withUnit = (value: number | null, unit: string, language: Language): string => {
  const written = value === null ? "?" : language === "pt" ? String(value).replace(".", ",") : String(value);
  return unit === "" ? written : unit.startsWith("/") || unit === "%" ? `${written}${unit}` : `${written} ${unit}`;
};

/** Each field measured: its average, lowest and highest with their days (or its yes days), its trend, and its latest readings. */
export const composeFieldMeasures = (question: Question, result: ToolResultView, measures: ReadonlyArray<Json>): string => {
  const p = phrases[question.language];
  const period = periodLabel(question, text(result.data["from"]), text(result.data["to"]));
  return measures
    .map((measure) => {
      const unit = text(measure["unit"]);
      const entries = numberOrNull(measure["entries"]) ?? 0;
      const low = object(measure["min"]);
      const high = object(measure["max"]);
      const value = (raw: unknown) => withUnit(numberOrNull(raw), unit, question.language);
      const yesNo = measure["kind"] === "yesNo";
      const body = yesNo ? p.yesNo(numberOrNull(measure["yes"]) ?? 0, entries) : p.numbers(value(measure["average"]), value(low["value"]), text(low["date"]), value(high["value"]), text(high["date"]));
      const trend = yesNo ? undefined : p.trend[text(measure["trend"])];
      const latest = objects(measure["readings"]).slice(0, 5).map((reading) => `- ${text(reading["date"])}: ${yesNo ? (reading["value"] === 1 ? (question.language === "pt" ? "sim" : "yes") : question.language === "pt" ? "não" : "no") : value(reading["value"])}`);
      return [`${p.lead(text(measure["name"]), entries, period)} ${body}${trend === undefined ? "" : ` ${trend}`}`, p.latest, ...latest].join("\n");
    })
    .join("\n\n");
};
