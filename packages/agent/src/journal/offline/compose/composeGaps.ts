import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { periodLabel } from "./periodLabel.js";
import { daysWord } from "./weekdaySplit.js";
import { numberOrNull, object, objects, text } from "./readData.js";
import { everyDayAsked, streakAsked, unwrittenDaysAsked } from "../journalPatterns.js";

const lowerFirst = (sentence: string): string => `${sentence[0]!.toLowerCase()}${sentence.slice(1)}`;


const phrases = {
  en: {
    noEntries: (label: string) => `There are no entries ${label}, so there is no gap to measure.`.replace("  ", " "),
    noGap: (label: string) => `You wrote every day ${label}: no gap at all.`.replace("  ", " "),
    gap: (length: string, from: string, to: string, label: string) => `The longest you went without writing ${label} was ${length}, from ${from} to ${to}.`.replace("  ", " "),
    streak: (length: string) => `Your current streak: ${length} in a row.`,
    written: (count: number, days: number, label: string) =>
      `You wrote on ${count} of the ${days} days ${label}; ${days - count === 1 ? "the other one has" : `the other ${days - count} have`} no entry.`.replace("  ", " "),
    everyDay: (count: number, label: string) => `Yes: you wrote on all ${count} days ${label}.`.replace("  ", " "),
    notEveryDay: "No:",
    noStreak: "You have not written today or yesterday, so there is no current streak.",
    longest: (length: string, from: string, to: string, label: string) => `Your longest writing streak ${label} was ${length} in a row, from ${from} to ${to}.`.replace("  ", " "),
  },
  pt: {
    noEntries: (label: string) => `Não há entradas ${label}, por isso não há intervalo a medir.`.replace("  ", " "),
    noGap: (label: string) => `Escreveu todos os dias ${label}: nenhum intervalo.`.replace("  ", " "),
    gap: (length: string, from: string, to: string, label: string) => `O maior intervalo sem escrever ${label} foi de ${length}, de ${from} a ${to}.`.replace("  ", " "),
    streak: (length: string) => `A sequência atual: ${length} ${length.startsWith("1 ") ? "seguido" : "seguidos"}.`,
    written: (count: number, days: number, label: string) =>
      `Escreveu em ${count} dos ${days} dias ${label}; ${days - count === 1 ? "o outro não tem" : `os outros ${days - count} não têm`} entrada.`.replace("  ", " "),
    everyDay: (count: number, label: string) => `Sim: escreveu em todos os ${count} dias ${label}.`.replace("  ", " "),
    notEveryDay: "Não:",
    noStreak: "Não escreveu hoje nem ontem, por isso não há sequência atual.",
    longest: (length: string, from: string, to: string, label: string) => `A maior sequência de dias a escrever ${label} foi de ${length} ${length.startsWith("1 ") ? "seguido" : "seguidos"}, de ${from} a ${to}.`.replace("  ", " "),
  },
} as const;

/** A run of days as the tool returns it, or null. */
const run = (value: unknown): { from: string; to: string; days: number } | null => {
  const found = object(value);
  const length = numberOrNull(found["days"]);
  return length === null ? null : { from: text(found["from"]), to: text(found["to"]), days: length };
};

/**
 * `count_mentions` without a query, asked for gaps or streaks: the longest run
 * of days with no entry (or, asked for a streak, the longest run of days
 * written), and the current run of days written.
 */
export const composeGaps = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const from = text(result.data["from"]);
  const to = text(result.data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  if ((numberOrNull(result.data["entries"]) ?? 0) === 0) return p.noEntries(label);
  const streak = numberOrNull(result.data["currentStreak"]) ?? 0;
  const current = streak > 0 ? p.streak(daysWord(streak, question.language)) : p.noStreak;
  const longest = run(result.data["longestStreak"]);
  // "my longest writing streak": the longest run of days written, then the current one.
  if (question.has(streakAsked) && longest !== null) return `${p.longest(daysWord(longest.days, question.language), longest.from, longest.to, label)} ${current}`;
  const gap = run(result.data["longestGap"]);
  const longestGap = gap === null ? p.noGap(label) : p.gap(daysWord(gap.days, question.language), gap.from, gap.to, label);
  // "which days did I not write in March?": how many of the period's days have an entry, then its longest gap.
  if (question.has(unwrittenDaysAsked)) {
    const weekdays = objects(result.data["byWeekday"]);
    const total = (field: string) => weekdays.reduce((sum, row) => sum + (numberOrNull(row[field]) ?? 0), 0);
    const written = total("daysWritten");
    const calendar = total("calendarDays");
    // "did I write every day this month?": yes or no first.
    // The tool measures gaps between entries: days before the period's first entry are no gap of its, nor "every day written".
    const between = gap === null && written < calendar ? "" : ` ${longestGap}`;
    if (question.has(everyDayAsked)) return written === calendar ? p.everyDay(calendar, label) : `${p.notEveryDay} ${lowerFirst(p.written(written, calendar, label))}${between}`;
    return `${p.written(written, calendar, label)}${between}`;
  }
  return `${longestGap} ${current}`;
};
