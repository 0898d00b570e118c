import type { Language } from "@lifeos/core";
import { score } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { periodSuperlative } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { metricOf } from "./composeMood.js";
import { periodLabel } from "./periodLabel.js";
import { numberOrNull, objects, text } from "./readData.js";

type Unit = "month" | "week";

interface PeriodPhrases {
  readonly month: (from: string) => string;
  readonly week: (from: string, to: string) => string;
  readonly best: (unit: Unit, high: boolean, metric: string, label: string, period: string, average: string, days: number) => string;
  readonly other: (unit: Unit, high: boolean, period: string, average: string) => string;
  readonly none: (unit: Unit, label: string) => string;
}

const periodPhrases: Readonly<Record<Language, PeriodPhrases>> = {
  en: {
    month: (from) => journalPhrases.en.month(from.slice(0, 7)),
    week: (from, to) => `the week of ${from} to ${to}`,
    best: (unit, high, metric, label, period, average, days) =>
      `The ${unit} with the ${high ? "highest" : "lowest"} ${metric} ${label} was ${period}: ${average} on average over ${days === 1 ? "1 day" : `${days} days`} with entries.`,
    other: (_unit, high, period, average) => `The ${high ? "lowest" : "highest"} was ${period} (${average}).`,
    none: (unit, label) => `There are no ${unit === "month" ? "months" : "weeks"} with entries ${label} to compare.`,
  },
  pt: {
    month: (from) => journalPhrases.pt.month(from.slice(0, 7)),
    week: (from, to) => `a semana de ${from} a ${to}`,
    best: (unit, high, metric, label, period, average, days) =>
      `${unit === "month" ? "O mês" : "A semana"} com o valor de ${metric} mais ${high ? "alto" : "baixo"} ${label} foi ${period}: média de ${average} em ${days === 1 ? "1 dia" : `${days} dias`} com entradas.`,
    other: (unit, high, period, average) => `${unit === "month" ? "O" : "A"} de valor mais ${high ? "baixo" : "alto"} foi ${period} (${average}).`,
    none: (unit, label) => `Não há ${unit === "month" ? "meses" : "semanas"} com entradas ${label} para comparar.`,
  },
};

/** Fewest days with entries a month or a week needs to be ranked (when some have that many). */
const minimumDays: Readonly<Record<Unit, number>> = { month: 5, week: 3 };

/** The unit a question ranks ("best month", "pior semana"), or null. */
export const periodUnit = (question: Question): Unit | null => {
  const match = periodSuperlative.exec(question.normalized);
  if (match === null) return null;
  const word = match.slice(1).find((group) => group !== undefined) ?? "";
  return /^(?:week|semana)/.test(word) ? "week" : "month";
};

/** The end a question ranks by: the words' direction, else "worst", "hardest", "pior" for the low end. */
export const periodDirection = (question: Question): "high" | "low" =>
  question.direction ?? (question.has(/\b(?:worst|hardest|toughest|lowest|saddest|pior(?:es)?|dificil|dificeis|triste|tristes)\b/) ? "low" : "high");

/** `get_time_series` asked for the best or worst month or week: that period from `byMonth`/`byWeek`, and the other end. */
export const composePeriods = (question: Question, result: ToolResultView, unit: Unit): string => {
  const p = periodPhrases[question.language];
  const data = result.data;
  const metric = journalPhrases[question.language].metric(metricOf(data["metric"] ?? result.arguments["metric"]));
  const label = periodLabel(question, text(data["from"]), text(data["to"]));
  const all = objects(data[unit === "month" ? "byMonth" : "byWeek"]).flatMap((row) => {
    const average = numberOrNull(row["average"]);
    return average === null ? [] : [{ from: text(row["from"]), to: text(row["to"]), average, count: numberOrNull(row["count"]) ?? 0 }];
  });
  const full = all.filter((row) => row.count >= minimumDays[unit]);
  const rows = full.length >= 2 ? full : all;
  if (rows.length === 0) return p.none(unit, label);
  const high = periodDirection(question) === "high";
  const sorted = [...rows].sort((a, b) => (high ? b.average - a.average : a.average - b.average) || (a.from < b.from ? 1 : -1));
  const name = (row: { from: string; to: string }) => (unit === "month" ? p.month(row.from) : p.week(row.from, row.to));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  return [p.best(unit, high, metric, label, name(first), score(first.average), first.count), sorted.length > 1 ? p.other(unit, high, name(last), score(last.average)) : ""]
    .filter((line) => line !== "")
    .join(" ");
};
