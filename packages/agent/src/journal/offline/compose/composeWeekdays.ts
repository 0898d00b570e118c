import type { Language } from "@lifeos/core";
import { score } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { yesNo } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { metricOf } from "./composeMood.js";
import { numberOrNull, objects, text } from "./readData.js";

interface WeekdayPhrases {
  /** Plural weekday names, Monday first ("on Mondays"). */
  readonly days: ReadonlyArray<string>;
  readonly split: (metric: string, scope: string, weekends: string, weekdays: string) => string;
  readonly higherOn: (points: number, weekends: boolean) => string;
  readonly same: string;
  readonly extremes: (best: string, bestValue: string, worst: string, worstValue: string) => string;
  readonly tooFew: (scope: string) => string;
}

const weekdayPhrases: Record<Language, WeekdayPhrases> = {
  en: {
    days: ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"],
    split: (metric, scope, weekends, weekdays) => `Your ${metric}${scope} averaged ${weekends} on weekends and ${weekdays} on weekdays`,
    higherOn: (points, weekends) => `: ${points} points higher on ${weekends ? "weekends" : "weekdays"}.`,
    same: ": about the same.",
    extremes: (best, bestValue, worst, worstValue) => `Highest on ${best} (${bestValue}), lowest on ${worst} (${worstValue}).`,
    tooFew: (scope) => `There are too few days with entries${scope} to compare weekdays: each day of the week needs at least two.`,
  },
  pt: {
    days: ["às segundas", "às terças", "às quartas", "às quintas", "às sextas", "aos sábados", "aos domingos"],
    split: (metric, scope, weekends, weekdays) => `A média de ${metric}${scope} foi ${weekends} ao fim de semana e ${weekdays} nos dias úteis`,
    higherOn: (points, weekends) => `: ${points} pontos mais alta ${weekends ? "ao fim de semana" : "nos dias úteis"}.`,
    same: ": praticamente igual.",
    extremes: (best, bestValue, worst, worstValue) => `Mais alta ${best} (${bestValue}), mais baixa ${worst} (${worstValue}).`,
    tooFew: (scope) => `Há poucos dias com entradas${scope} para comparar os dias da semana: cada dia precisa de pelo menos dois.`,
  },
};

/** Fewest readings a weekday needs before its average is compared. */
const minimumDays = 2;

/** The count-weighted average of some weekdays' averages, or null when none has a reading. */
const pooled = (days: ReadonlyArray<{ average: number; count: number }>): number | null => {
  const count = days.reduce((sum, day) => sum + day.count, 0);
  return count === 0 ? null : days.reduce((sum, day) => sum + day.average * day.count, 0) / count;
};

/**
 * `get_time_series` read by weekday ("is my mood better on weekends?",
 * "which day of the week am I happiest?"): weekends against weekdays, then
 * the highest and lowest weekday, with a yes or no first when the question
 * asked whether weekends (or weekdays) are better. Stress reads the other way:
 * lower is better.
 */
export const composeWeekdays = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const w = weekdayPhrases[question.language];
  const metric = metricOf(result.data["metric"] ?? result.arguments["metric"]);
  const from = text(result.data["from"]);
  const to = text(result.data["to"]);
  const scope = from && to ? p.span(from, to) : "";
  const days = objects(result.data["byWeekday"]).flatMap((day) => {
    const average = numberOrNull(day["average"]);
    const count = numberOrNull(day["count"]) ?? 0;
    const weekday = numberOrNull(day["weekday"]);
    return average === null || weekday === null || count < minimumDays ? [] : [{ weekday, average, count }];
  });
  const weekends = pooled(days.filter((day) => day.weekday >= 6));
  const weekdays = pooled(days.filter((day) => day.weekday <= 5));
  if (days.length < 7 || weekends === null || weekdays === null) return w.tooFew(scope);
  const points = Math.round(Math.abs(weekends - weekdays));
  const split = w.split(p.metric(metric), scope, score(weekends), score(weekdays)) + (points < 2 ? w.same : w.higherOn(points, weekends > weekdays));
  const ranked = [...days].sort((a, b) => b.average - a.average);
  const best = ranked[0]!;
  const worst = ranked.at(-1)!;
  const extremes = w.extremes(w.days[best.weekday - 1]!, score(best.average), w.days[worst.weekday - 1]!, score(worst.average));
  if (!question.has(yesNo) || points < 2) return `${split} ${extremes}`;
  // "is my mood better on weekends?", "am I more stressed on weekdays?": which side was asked, and which end it wants.
  const askedWeekends = question.has(/\b(?:weekends?|(?:fim|fins) de semana)\b/);
  const wantsHigher = metric === "stress" ? question.has(/\b(?:more stress\w*|more anxious|worse|mais (?:stress\w*|estress\w*|ansios[oa]|tens[oa])|pior)\b/) : !question.has(/\b(?:worse|sadder|less|pior|menos|mais triste)\b/);
  const askedHigher = askedWeekends === weekends > weekdays;
  return `${askedHigher === wantsHigher ? p.yes : p.no} ${split} ${extremes}`;
};
