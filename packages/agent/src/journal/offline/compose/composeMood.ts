import type { MoodMetric } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import { paragraphs, score, scoreGap } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { baselineBefore, comparative, towardsLow, yesNo } from "../journalPatterns.js";
import { journalPhrases } from "../journalPhrases.js";
import { periodLabel, shortLabel } from "./periodLabel.js";
import { monthByMonth } from "./monthByMonth.js";
import { scopeOf } from "./scope.js";
import type { Json } from "./readData.js";
import { numberOrNull, object, objects, text } from "./readData.js";

/** The metric a result names (happiness when it names none). */
export const metricOf = (value: unknown): MoodMetric => (value === "stress" || value === "energy" || value === "valence" ? value : "happiness");

/** `get_time_series`: the average over the days with entries, the lowest and highest days, and the trend, all on 0-100. */
export const composeSeries = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const data = result.data;
  const metric = p.metric(metricOf(data["metric"] ?? result.arguments["metric"]));
  const from = text(data["from"]);
  const to = text(data["to"]);
  const scope = scopeOf(p, { from, to }, question);
  const average = numberOrNull(data["average"]);
  const count = numberOrNull(data["count"]) ?? 0;
  if (count === 0 || average === null) return p.noReadings(metric, scope);
  const points = objects(data["points"]).filter((point) => typeof point["value"] === "number");
  const lowest = points.reduce((low, point) => ((point["value"] as number) < (low["value"] as number) ? point : low), points[0] ?? {});
  const highest = points.reduce((high, point) => ((point["value"] as number) > (high["value"] as number) ? point : high), points[0] ?? {});
  const trend = p.trend(text(data["trend"]));
  return paragraphs(
    [
      p.averaged(metric, scope, score(average), count),
      points.length >= 3 ? p.extremes(score(lowest["value"] as number), text(lowest["date"]), score(highest["value"] as number), text(highest["date"])) : "",
      trend ? p.trendWas(trend) : "",
    ]
      .filter((sentence) => sentence !== "")
      .join(" "),
    // "how has my mood changed over the year?": how each month went.
    question.cues.has("trend") || question.cues.has("review") ? monthByMonth(question.language, metricOf(data["metric"] ?? result.arguments["metric"]), objects(data["byMonth"])) : "",
  );
};

const samePeriod = (period: Json, range: { from: string; to: string }) => text(period["from"]) === range.from && text(period["to"]) === range.to;

/**
 * The period a yes/no comparison asks about: the first one the question
 * names that is not its baseline ("happier this spring than last spring" →
 * this spring; "happier than last year" → the other one). Named none ("am I happier lately?", "ando mais feliz?"), it
 * asks of the later one, the days up to now.
 */
const askedPeriod = (question: Question, first: Json, second: Json): Json | null => {
  if (question.dates.length === 0) return second;
  const baseline = (index: number) => baselineBefore.test(foldAccents(question.spelled.slice(0, Math.max(0, index)).toLowerCase()));
  const named = question.dates.find((range) => !baseline(range.index));
  if (named !== undefined) return samePeriod(first, named) ? first : samePeriod(second, named) ? second : null;
  const base = question.dates.find((range) => baseline(range.index));
  if (base === undefined) return null;
  return samePeriod(first, base) ? second : samePeriod(second, base) ? first : null;
};

/** Fewer days with a reading than this in a period compared, and the answer says it says little yet. */
const fewDaysToCompare = 5;

/** `compare_time_periods`: both averages and which was higher by how much, with a yes or no when the question asked one. */
export const composeComparison = (question: Question, result: ToolResultView): string => {
  const p = journalPhrases[question.language];
  const data = result.data;
  const metric = metricOf(data["metric"] ?? result.arguments["metric"]);
  const first = object(data["first"]);
  const second = object(data["second"]);
  const label = (period: Json) => periodLabel(question, text(period["from"]), text(period["to"]));
  const firstAverage = numberOrNull(first["average"]);
  const secondAverage = numberOrNull(second["average"]);
  if (firstAverage === null || secondAverage === null) {
    return [firstAverage === null ? p.noReadingsFor(label(first)) : "", secondAverage === null ? p.noReadingsFor(label(second)) : ""].filter((line) => line !== "").join(" ");
  }
  // "am I happier this month than last month?" on the 2nd: a period of a few days says little, and the answer says so.
  const fewest = [first, second].map((period) => ({ period, days: numberOrNull(period["count"]) ?? 0 })).find(({ days }) => days > 0 && days < fewDaysToCompare);
  const caveat = fewest === undefined ? "" : ` ${p.fewDays(shortLabel(question, text(fewest.period["from"]), text(fewest.period["to"])), fewest.days)}`;
  const points = scoreGap(secondAverage, firstAverage);
  if (points < 2) return p.aboutTheSame(metric, label(first), score(firstAverage), label(second), score(secondAverage)) + caveat;
  const higher = secondAverage > firstAverage ? second : first;
  const sentence = p.compared(metric, label(first), score(firstAverage), label(second), score(secondAverage), points, shortLabel(question, text(higher["from"]), text(higher["to"])));
  if (!question.has(yesNo) || !question.has(comparative) || question.has(/\b(?:or|ou)\b/)) return sentence + caveat;
  const asked = askedPeriod(question, first, second);
  if (asked === null) return sentence + caveat;
  const wantsLower = question.has(towardsLow);
  return `${(asked === higher) !== wantsLower ? p.yes : p.no} ${sentence}${caveat}`;
};
