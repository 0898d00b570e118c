import type { Language } from "@lifeos/core";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { numberOrNull, objects } from "./readData.js";
import type { WeekdayReading } from "./weekdaySplit.js";
import { weekdaySplit } from "./weekdaySplit.js";

const phrases: Readonly<Record<Language, { split: (words: string, period: string, first: string, second: string) => string; more: (label: string) => string; same: string }>> = {
  en: {
    split: (words, period, first, second) => `Your entries ${period} record no ${words} as a number; counting the days that mention it instead: ${first} and ${second}`,
    more: (label) => `, more often ${label}.`,
    same: ", about as often.",
  },
  pt: {
    split: (words, period, first, second) => `As entradas ${period} não trazem ${words} como número; contando os dias que o mencionam: ${first} e ${second}`,
    more: (label) => `, mais vezes ${label}.`,
    same: ", praticamente com a mesma frequência.",
  },
};

/** More or less of a thing done ("more", "mais", "less often"): how often, which the days that mention it tell. */
const howOftenAsked = /\b(?:more|less|mais|menos|often|frequently|vezes|frequencia)\b/;

const percent = (value: number, language: Language): string => `${Math.round(value)}${language === "pt" ? " %" : "%"}`;

/**
 * "do I exercise more on weekends?" of entries that record no number for it: the share of weekend days (or of the day
 * named) whose entries mention it against the other days' (`count_mentions`' `byWeekday` of the matching entries), as
 * "how often" reads it. Null when either side has no calendar day.
 */
export const mentionedOnWeekdays = (question: Question, result: ToolResultView, words: string, period: string): string | null => {
  // "do I sleep better on weekends?", "do I sleep more?": how well or how long, which a day's mention does not tell.
  if (!question.has(howOftenAsked) || question.has(/\b(?:better|worse|melhor|pior|sleep\w*|slept|sono|dorm\w*|durmo)\b/)) return null;
  const days: WeekdayReading[] = objects(result.data["byWeekday"]).flatMap((day, index) => {
    const [calendar, written] = [numberOrNull(day["calendarDays"]) ?? 0, numberOrNull(day["daysWritten"]) ?? 0];
    return calendar === 0 ? [] : [{ weekday: index + 1, average: (written / calendar) * 100, count: calendar }];
  });
  if (days.length !== 7 || days.every((day) => day.average === 0)) return null;
  const split = weekdaySplit(days, question.normalized, question.language);
  if (split === null) return null;
  const p = phrases[question.language];
  const [first, second] = split;
  const side = (label: string, share: number) => (question.language === "pt" ? `${percent(share, "pt")} dos dias ${label}` : `${percent(share, "en")} of days ${label}`);
  // Under five points apart reads as as often.
  const same = Math.abs(first.average - second.average) < 5;
  return p.split(words, period, side(first.label, first.average), side(second.label, second.average)) + (same ? p.same : p.more(first.average > second.average ? first.label : second.label));
};
