import type { LocalDate } from "@lifeos/core";
import { bullets, listWords, paragraphs } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { busiestMonthAsked } from "../journalPatterns.js";
import { countPhrases, monthWords, rate, rateOrNull } from "./countPhrases.js";
import { monthTrend, sideMonths } from "./monthTrend.js";
import { periodLabel, shortLabel } from "./periodLabel.js";
import { composePeopleMood } from "./composePeopleMood.js";
import { toldDayByDay } from "../periods.js";
import type { Json } from "./readData.js";
import { numberOrNull, objects, strings, text } from "./readData.js";

/** Spans shorter than this read as a rate per week only. */
const monthlyFrom = 60;

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The topic as asked (the call's query), else as counted. */
const topicOf = (result: ToolResultView): string => text(result.arguments["query"]) || text(result.data["query"]);

/**
 * `count_mentions`: how many of the period's entries mention the topic, the
 * rate (per month and week over two months and more, else per week), the
 * last and first dates, and the busiest month.
 */
export const composeCount = (question: Question, result: ToolResultView, withTrend = true): string => {
  const p = countPhrases[question.language];
  const data = result.data;
  const from = text(data["from"]);
  const to = text(data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  const entries = numberOrNull(data["entries"]) ?? 0;
  const mentions = numberOrNull(data["mentions"]) ?? 0;
  const topic = topicOf(result);
  if (entries === 0) return p.noEntriesIn(label);
  if (mentions === 0) return p.noMentions(topic, entries, label);
  const end = to > question.today ? question.today : to;
  // A rate said as 0 ("0 a week") is not said: the one a month alone, or none, and then the days themselves.
  const perWeek = rateOrNull(numberOrNull(data["perWeek"]) ?? 0, question.language);
  const perMonth = rateOrNull(numberOrNull(data["perMonth"]) ?? 0, question.language);
  const span = from ? daysBetween(from, end) : 0;
  const rateText =
    span >= monthlyFrom && perMonth !== null ? (perWeek === null ? p.perMonthAlone(perMonth) : p.perMonth(perMonth, perWeek)) : span >= 14 && span < monthlyFrom && perWeek !== null ? p.perWeek(perWeek) : "";
  const last = text(data["lastDate"]);
  const first = text(data["firstDate"]);
  // A few days, each known ("quantas sessões de fisioterapia tive?", three in a year): the days, not a rate of almost none.
  const recent = strings(data["recentDates"]);
  const everyDay = span >= 14 && perWeek === null && recent.length > 1 && recent.length >= (numberOrNull(data["days"]) ?? Infinity) ? [...recent].sort() : null;
  const months = objects(data["byMonth"]);
  const busiest = months.reduce<{ month: string; count: number } | null>((best, row) => {
    const count = numberOrNull(row["count"]) ?? 0;
    return best === null || count > best.count ? { month: text(row["month"]), count } : best;
  }, null);
  // "which month did I climb the most?": the busiest month (every month tied with it) first, then the count as usual.
  const busiestAsked = busiest !== null && busiest.count > 0 && question.has(busiestMonthAsked);
  const tied = busiestAsked ? months.filter((row) => (numberOrNull(row["count"]) ?? 0) === busiest.count).map((row) => monthWords(text(row["month"]), question.language)) : [];
  return paragraphs(
    busiestAsked ? p.busiestLead(topic, listWords(tied, question.language), busiest.count, tied.length > 1) : "",
    [p.mentions(topic, mentions, entries, label, rateText), everyDay !== null ? p.onDays(listWords(everyDay, question.language)) : p.lastAndFirst(last, first !== last ? first : null)].join(" "),
    busiest !== null && months.length >= 3 && !busiestAsked ? p.busiestMonth(monthWords(busiest.month, question.language), busiest.count) : "",
    withTrend ? trendLine(question, data) : "",
  );
};

/** How often the topic came up lately against before, for a question of how often or how much ("am I drinking too much coffee?"). */
const trendLine = (question: Question, data: Readonly<Record<string, unknown>>): string => {
  const trend = question.cues.has("count") ? monthTrend(data, question.today) : null;
  if (trend === null) return "";
  const p = countPhrases[question.language];
  return p.trend(trend.direction, sideMonths(trend.recent, question.language), p.monthly(trend.recent.perMonth), p.monthly(trend.earlier.perMonth));
};

/** Percent with one decimal at most, in the language's decimal mark. */
const percent = (part: number, whole: number, language: Question["language"]): string => rate(whole === 0 ? 0 : (part * 100) / whole, language);

/**
 * One topic counted over two periods: in which it came up more, by the share
 * of that period's entries that mention it (periods differ in length and in
 * how much was written), or that the journal cannot say when one period has
 * no entries.
 */
const periodsVerdict = (question: Question, a: ToolResultView, b: ToolResultView): string => {
  const p = countPhrases[question.language];
  const [first, second] = [a, b].map((result) => {
    const from = text(result.data["from"]);
    const to = text(result.data["to"]);
    const entries = numberOrNull(result.data["entries"]) ?? 0;
    const mentions = numberOrNull(result.data["mentions"]) ?? 0;
    return { label: from && to ? shortLabel(question, from, to) : "", entries, mentions, share: entries === 0 ? 0 : mentions / entries };
  }) as [{ label: string; entries: number; mentions: number; share: number }, { label: string; entries: number; mentions: number; share: number }];
  const topic = topicOf(a);
  if (first.entries === 0 || second.entries === 0) return p.periodsUnknown(topic);
  const shareOf = (side: typeof first) => percent(side.mentions, side.entries, question.language);
  if (shareOf(first) === shareOf(second)) return p.periodsSame(topic, shareOf(first));
  // "how many times … in October vs September?", 15 entries in each: the same number, not "more" in the one with fewer entries.
  if (first.mentions === second.mentions) return p.periodsSameCount(topic, first.mentions, first.label, shareOf(first), second.label, shareOf(second));
  const [more, less] = first.share > second.share ? [first, second] : [second, first];
  return p.periodsMore(topic, more.label, shareOf(more), less.label, shareOf(less));
};

/** Two topics counted over the same period: each, then which comes up more. */
export const composeCounts = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const sections = results.map((result) => composeCount(question, result, false));
  if (results.length !== 2) return paragraphs(...sections);
  if (topicOf(results[0]!) === topicOf(results[1]!)) return paragraphs(...sections, periodsVerdict(question, results[0]!, results[1]!));
  const p = countPhrases[question.language];
  const [first, second] = results.map((result) => ({ topic: topicOf(result), count: numberOrNull(result.data["mentions"]) ?? 0 })) as [
    { topic: string; count: number },
    { topic: string; count: number },
  ];
  const verdict =
    first.count === second.count
      ? p.asOften(first.topic, second.topic, first.count)
      : first.count > second.count
        ? p.moreOften(first.topic, first.count, second.topic, second.count)
        : p.moreOften(second.topic, second.count, first.topic, first.count);
  return paragraphs(...sections, verdict);
};

/** "Spend time with", "see", "passo tempo", "vejo", "estou com": a question about time together, which entries only approximate. */
const timeTogether = /\b(?:time|spend|spent|see|saw|meet|met|hang out|tempo|passo|passei|vejo|vi|estou|estive|encontro|convivo)\b/;

/** `rank_names`: the people (or places) named most, each with their entries and last date. */
export const composeNames = (question: Question, result: ToolResultView): string => {
  const p = countPhrases[question.language];
  const data = result.data;
  // "who makes me happy?": the people by how the days that name them read.
  if (data["metric"] !== undefined) return composePeopleMood(question, result);
  const kind = data["kind"] === "place" ? "place" : "person";
  const from = text(data["from"]);
  const to = text(data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  const names = objects(data["names"]);
  if (names.length === 0) return p.noNames(kind, label);
  const entries = numberOrNull(data["entries"]) ?? 0;
  // "who was I with yesterday?": one day's entries name their people; "most" and "the last on" say nothing of one day.
  if (from !== "" && from === to) return p.dayNames(from, entries, listWords(names.map((row) => text(row["name"])), question.language));
  // "where did I go last weekend?", "who was I with last weekend?": a few days are told day by day, the names each holds, not the most frequent.
  const days = namesByDay(names);
  if (from !== "" && to !== "" && toldDayByDay(question, { from: from as LocalDate, to: to as LocalDate }) && days !== null) {
    return `${p.namesByDay(kind, label)}\n${bullets(days.map(([date, each]) => `${weekdayOf(date, question.language)} ${date}: ${listWords(each, question.language)}`))}`;
  }
  const lines = names.map((row) => p.nameLine(text(row["name"]), numberOrNull(row["entries"]) ?? 0, text(row["lastDate"])));
  return paragraphs(
    `${p.namesHead(kind, label, entries)}\n${bullets(lines)}`,
    kind === "person" && question.has(timeTogether) ? p.byEntries : "",
  );
};


/** A day's weekday as a list of days names it ("Saturday", "sábado,"). */
const weekdayOf = (date: string, language: Question["language"]): string => {
  const name = new Intl.DateTimeFormat(language === "pt" ? "pt-PT" : "en-GB", { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  return language === "pt" ? `${name},` : name;
};

/** The names by the days that name them, oldest day first, each day's in the ranking's order; null when a name carries no days. */
const namesByDay = (names: ReadonlyArray<Json>): Array<[string, string[]]> | null => {
  const byDay = new Map<string, string[]>();
  for (const row of names) {
    const dates = row["recentDates"];
    if (!Array.isArray(dates) || dates.length === 0) return null;
    for (const date of dates) if (typeof date === "string") byDay.set(date, [...(byDay.get(date) ?? []), text(row["name"])]);
  }
  return [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
};
