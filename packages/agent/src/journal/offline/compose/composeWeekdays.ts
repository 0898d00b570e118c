import type { Language } from "@lifeos/core";
import { score, scoreGap } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { yesNo } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { metricOf } from "./composeMood.js";
import { numberOrNull, objects, text } from "./readData.js";
import type { SplitSide } from "./weekdaySplit.js";
import { daysWord, namedWeekday, weekdaySplit } from "./weekdaySplit.js";

interface WeekdayPhrases {
  /** Plural weekday names, Monday first ("on Mondays"). */
  readonly days: ReadonlyArray<string>;
  readonly split: (metric: string, scope: string, first: string, second: string) => string;
  readonly higherOn: (points: number, label: string) => string;
  readonly same: string;
  readonly extremes: (best: string, bestValue: string, worst: string, worstValue: string) => string;
  readonly tooFew: (scope: string) => string;
}

const weekdayPhrases: Record<Language, WeekdayPhrases> = {
  en: {
    days: ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"],
    split: (metric, scope, first, second) => `Your ${metric}${scope} averaged ${first} and ${second}`,
    higherOn: (points, label) => `: ${points} ${points === 1 ? "point" : "points"} higher ${label}.`,
    same: ": about the same.",
    extremes: (best, bestValue, worst, worstValue) => `Highest on ${best} (${bestValue}), lowest on ${worst} (${worstValue}).`,
    tooFew: (scope) => `There are too few days with entries${scope} to compare weekdays: each day of the week needs at least two.`,
  },
  pt: {
    days: ["às segundas", "às terças", "às quartas", "às quintas", "às sextas", "aos sábados", "aos domingos"],
    split: (metric, scope, first, second) => `A média de ${metric}${scope} foi ${first} e ${second}`,
    higherOn: (points, label) => `: ${points} ${points === 1 ? "ponto" : "pontos"} mais alta ${label}.`,
    same: ": praticamente igual.",
    extremes: (best, bestValue, worst, worstValue) => `Mais alta ${best} (${bestValue}), mais baixa ${worst} (${worstValue}).`,
    tooFew: (scope) => `Há poucos dias com entradas${scope} para comparar os dias da semana: cada dia precisa de pelo menos dois.`,
  },
};

/** Fewest readings a weekday needs before its average is compared. */
const minimumDays = 2;

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
  const split = days.length < 7 ? null : weekdaySplit(days, question.normalized, question.language);
  if (split === null) return w.tooFew(scope);
  // "is my mood worse on Mondays?": that day against the others; else weekends against weekdays; each with its days.
  const [first, second] = split;
  const side = (each: SplitSide) => `${score(each.average)} ${each.label} (${daysWord(each.count, question.language)})`;
  const points = scoreGap(first.average, second.average);
  const higher = first.average > second.average ? first : second;
  const splitText = w.split(p.metric(metric), scope, side(first), side(second)) + (points < 2 ? w.same : w.higherOn(points, higher.label));
  const ranked = [...days].sort((a, b) => b.average - a.average);
  const best = ranked[0]!;
  const worst = ranked.at(-1)!;
  const extremes = w.extremes(w.days[best.weekday - 1]!, score(best.average), w.days[worst.weekday - 1]!, score(worst.average));
  if (!question.has(yesNo) || points < 2) return `${splitText} ${extremes}`;
  // "is my mood better on weekends?", "am I more stressed on weekdays?": which side was asked, and which end it wants.
  const askedFirst = namedWeekday(question.normalized) !== null || question.has(/\b(?:weekends?|(?:fim|fins) de semana)\b/);
  const wantsHigher = metric === "stress" ? question.has(/\b(?:more stress\w*|more anxious|worse|mais (?:stress\w*|estress\w*|ansios[oa]|tens[oa])|pior)\b/) : !question.has(/\b(?:worse|sadder|less|pior|menos|mais triste)\b/);
  const askedHigher = askedFirst === (higher === first);
  return `${askedHigher === wantsHigher ? p.yes : p.no} ${splitText} ${extremes}`;
};
