import type { Language, MoodMetric } from "@lifeos/core";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { journalPhrases } from "../journalPhrases.js";
import { metricOf } from "./composeMood.js";
import { periodLabel } from "./periodLabel.js";
import { isObject, numberOrNull, text } from "./readData.js";

const bandPhrases: Readonly<Record<Language, { share: (days: number, total: number, label: string, percent: number, metric: string, high: boolean) => string; none: (label: string) => string }>> = {
  en: {
    share: (days, total, label, percent, metric, high) =>
      `Your ${metric} was ${high ? "above 60/100" : "below 40/100"} on ${days} of the ${total} days with entries ${label}: ${percent}%.`,
    none: (label) => `There are no days with entries ${label} to count.`,
  },
  pt: {
    share: (days, total, label, percent, metric, high) =>
      `O valor de ${metric} esteve ${high ? "acima de 60/100" : "abaixo de 40/100"} em ${days} dos ${total} dias com entradas ${label}: ${percent}%.`,
    none: (label) => `Não há dias com entradas ${label} para contar.`,
  },
};

/** The end of a metric a "how often" question counts: its words' direction, else the troubling end (low mood or energy, high stress). */
export const bandDirection = (question: Question, metric: MoodMetric): "high" | "low" => question.direction ?? (metric === "stress" ? "high" : "low");

/** `get_time_series` asked "how often": the days above 60 or below 40 among the days with entries, from `bands`. */
export const composeBands = (question: Question, result: ToolResultView): string => {
  const p = bandPhrases[question.language];
  const metricName = metricOf(result.data["metric"] ?? result.arguments["metric"]);
  const label = periodLabel(question, text(result.data["from"]), text(result.data["to"]));
  const bands = isObject(result.data["bands"]) ? result.data["bands"] : {};
  const total = numberOrNull(result.data["count"]) ?? 0;
  if (total === 0) return p.none(label);
  const high = bandDirection(question, metricName) === "high";
  const days = numberOrNull(bands[high ? "high" : "low"]) ?? 0;
  return p.share(days, total, label, Math.round((days * 100) / total), journalPhrases[question.language].metric(metricName), high);
};
