import type { Language, MoodMetric } from "@lifeos/core";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { dayKindAsked, lowDayKind } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { metricOf } from "./composeMood.js";
import { periodLabel } from "./periodLabel.js";
import { isObject, numberOrNull, text } from "./readData.js";

const bandPhrases: Readonly<
  Record<
    Language,
    {
      share: (days: number, total: number, label: string, percent: number, metric: string, high: boolean) => string;
      moderate: (days: number, percent: number, metric: string) => string;
      none: (label: string) => string;
    }
  >
> = {
  en: {
    share: (days, total, label, percent, metric, high) =>
      `Your ${metric} was ${high ? "above 60/100" : "below 40/100"} on ${days} of the ${total} days with entries ${label}: ${percent}%.`,
    moderate: (days, percent, metric) =>
      days === 0 ? `No other day had moderate ${metric} (40 to 60/100).` : `${days} more had moderate ${metric} (40 to 60/100), so ${percent}% of those days were at least moderately stressful.`,
    none: (label) => `There are no days with entries ${label} to count.`,
  },
  pt: {
    share: (days, total, label, percent, metric, high) =>
      `O valor de ${metric} esteve ${high ? "acima de 60/100" : "abaixo de 40/100"} em ${days} dos ${total} dias com entradas ${label}: ${percent}%.`,
    moderate: (days, percent, metric) =>
      days === 0
        ? `Nenhum outro dia teve ${metric} moderado (de 40 a 60/100).`
        : `Mais ${days} ${days === 1 ? "teve" : "tiveram"} ${metric} moderado (de 40 a 60/100): ${percent}% desses dias foram pelo menos moderadamente stressantes.`,
    none: (label) => `Não há dias com entradas ${label} para contar.`,
  },
};

/**
 * The end of a metric a "how often" question counts: its words' direction (a "bad day" is the low end of mood, a "good
 * day" the high end), else the troubling end (low mood or energy, high stress).
 */
export const bandDirection = (question: Question, metric: MoodMetric): "high" | "low" =>
  question.direction ?? (question.has(dayKindAsked) ? (question.has(lowDayKind) ? "low" : "high") : metric === "stress" ? "high" : "low");

/**
 * `get_time_series` asked "how often": the days above 60 or below 40 among the days with entries, from `bands`. Stress
 * starts at none, so its middle band (40 to 60) is already a stressful day: it is counted too ("how many stressful days
 * did I have?" over a journal whose stress seldom passes 60 is not "none").
 */
export const composeBands = (question: Question, result: ToolResultView): string => {
  const p = bandPhrases[question.language];
  const metricName = metricOf(result.data["metric"] ?? result.arguments["metric"]);
  const label = periodLabel(question, text(result.data["from"]), text(result.data["to"]));
  const bands = isObject(result.data["bands"]) ? result.data["bands"] : {};
  const total = numberOrNull(result.data["count"]) ?? 0;
  if (total === 0) return p.none(label);
  const high = bandDirection(question, metricName) === "high";
  const days = numberOrNull(bands[high ? "high" : "low"]) ?? 0;
  const metric = journalPhrases[question.language].metric(metricName);
  const share = p.share(days, total, label, Math.round((days * 100) / total), metric, high);
  if (metricName !== "stress" || !high) return share;
  const middle = numberOrNull(bands["middle"]) ?? 0;
  return `${share} ${p.moderate(middle, Math.round(((days + middle) * 100) / total), metric)}`;
};
