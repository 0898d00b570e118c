import type { Language } from "@lifeos/core";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { periodLabel } from "./periodLabel.js";
import { numberOrNull, objects, text } from "./readData.js";

const phrases = {
  en: {
    days: ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"],
    none: (label: string) => `There are no entries ${label} to count by day of the week.`.replace("  ", " "),
    split: (label: string, weekends: string, weekdays: string) => `${label ? `${label[0]!.toUpperCase()}${label.slice(1)}, you` : "You"} wrote on ${weekends} of weekend days and ${weekdays} of weekdays`,
    more: (weekends: boolean) => `: you write more often ${weekends ? "on weekends" : "on weekdays"}.`,
    same: ": about as often on both.",
    length: (weekends: number, weekdays: number) => `Weekend entries average ${weekends} words and weekday entries ${weekdays}`,
    longer: (weekends: boolean) => `, so ${weekends ? "weekend" : "weekday"} entries are longer.`,
    sameLength: ": about the same length.",
    extremes: (most: string, mostShare: string, least: string, leastShare: string) => `You write most often on ${most} (${mostShare} of them) and least on ${least} (${leastShare}).`,
  },
  pt: {
    days: ["às segundas", "às terças", "às quartas", "às quintas", "às sextas", "aos sábados", "aos domingos"],
    none: (label: string) => `Não há entradas ${label} para contar por dia da semana.`.replace("  ", " "),
    split: (label: string, weekends: string, weekdays: string) => `${label ? `${label[0]!.toUpperCase()}${label.slice(1)}, escreveu` : "Escreveu"} em ${weekends} dos dias de fim de semana e em ${weekdays} dos dias úteis`,
    more: (weekends: boolean) => `: escreve mais vezes ${weekends ? "ao fim de semana" : "nos dias úteis"}.`,
    same: ": com a mesma frequência em ambos.",
    length: (weekends: number, weekdays: number) => `As entradas de fim de semana têm em média ${weekends} palavras e as dos dias úteis ${weekdays}`,
    longer: (weekends: boolean) => `, por isso as ${weekends ? "de fim de semana" : "dos dias úteis"} são mais longas.`,
    sameLength: ": mais ou menos o mesmo tamanho.",
    extremes: (most: string, mostShare: string, least: string, leastShare: string) => `Escreve mais vezes ${most} (${mostShare} delas) e menos ${least} (${leastShare}).`,
  },
} as const;

interface Day {
  readonly calendarDays: number;
  readonly daysWritten: number;
  readonly entries: number;
  readonly averageWords: number;
}

const sum = (days: ReadonlyArray<Day>, key: keyof Day): number => days.reduce((total, day) => total + day[key], 0);
const share = (days: ReadonlyArray<Day>): number | null => (sum(days, "calendarDays") === 0 ? null : sum(days, "daysWritten") / sum(days, "calendarDays"));
const averageWords = (days: ReadonlyArray<Day>): number | null =>
  sum(days, "entries") === 0 ? null : Math.round(days.reduce((total, day) => total + day.averageWords * day.entries, 0) / sum(days, "entries"));
const percent = (value: number, language: Language): string => `${Math.round(value * 100)}${language === "pt" ? " %" : "%"}`;

/** Points of share of days, and words of length, below which two kinds of day are said to be alike. */
const sameShare = 0.05;
const sameLength = 0.1;

/**
 * `count_mentions` read by day of the week ("do I write more on weekends?",
 * "escrevo mais ao fim de semana?"): the share of weekend days and of
 * weekdays with an entry, the entries' average length on each, and the days
 * of the week written on most and least.
 */
export const composeWritingDays = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const from = text(result.data["from"]);
  const to = text(result.data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  const days: Day[] = objects(result.data["byWeekday"]).map((day) => ({
    calendarDays: numberOrNull(day["calendarDays"]) ?? 0,
    daysWritten: numberOrNull(day["daysWritten"]) ?? 0,
    entries: numberOrNull(day["entries"]) ?? 0,
    averageWords: numberOrNull(day["averageWords"]) ?? 0,
  }));
  if (days.length !== 7 || sum(days, "entries") === 0) return p.none(label);
  const weekdays = days.slice(0, 5);
  const weekends = days.slice(5);
  const [weekendShare, weekdayShare] = [share(weekends) ?? 0, share(weekdays) ?? 0];
  const often = Math.abs(weekendShare - weekdayShare) < sameShare ? p.same : p.more(weekendShare > weekdayShare);
  const sentences = [p.split(label, percent(weekendShare, question.language), percent(weekdayShare, question.language)) + often];
  const [weekendWords, weekdayWords] = [averageWords(weekends), averageWords(weekdays)];
  if (weekendWords !== null && weekdayWords !== null) {
    const alike = Math.abs(weekendWords - weekdayWords) <= sameLength * Math.max(weekendWords, weekdayWords);
    sentences.push(p.length(weekendWords, weekdayWords) + (alike ? p.sameLength : p.longer(weekendWords > weekdayWords)));
  }
  const ranked = days.map((day, index) => ({ index, share: day.calendarDays === 0 ? 0 : day.daysWritten / day.calendarDays })).sort((a, b) => b.share - a.share);
  const [most, least] = [ranked[0]!, ranked.at(-1)!];
  if (most.share - least.share >= sameShare) sentences.push(p.extremes(p.days[most.index]!, percent(most.share, question.language), p.days[least.index]!, percent(least.share, question.language)));
  return sentences.join(" ");
};
