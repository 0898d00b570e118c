import { addDays } from "@lifeos/core";
import type { LocalDate } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { composeEntry, composeRecent } from "./compose/composeEntries.js";
import { composeSearch, searchShowsNothing } from "./compose/composeSearch.js";
import { object, objects, text } from "./compose/readData.js";
import { scopeOf } from "./compose/scope.js";
import { journalPhrases } from "./journalPhrases.js";
import { daysIn } from "./periods.js";

/** The day or span a search was limited to, or null when it had no bounds on both sides. */
const boundsOf = (search: ToolResultView): { from: string; to: string } | null => {
  const from = text(search.arguments["from"]);
  const to = text(search.arguments["to"]);
  return from !== "" && to !== "" ? { from, to } : null;
};

/** The longest span (a week) whose entries a search that found nothing in it lists, day by day. */
const shortSpanDays = 7;

/** Most entries listed of such a span. */
const shortSpanEntries = 20;

/** The call that reads a search's period after it found nothing there (`emptyPeriodCheck`). */
const checkOf = (bounds: { from: string; to: string }): PlannedCall =>
  bounds.from === bounds.to
    ? { name: "get_entry", arguments: { date: bounds.from } }
    : daysIn({ from: bounds.from as LocalDate, to: bounds.to as LocalDate }) <= shortSpanDays
      ? { name: "get_recent_entries", arguments: { count: shortSpanEntries, sort: "oldest", after: bounds.from, before: bounds.to } }
      : { name: "get_recent_entries", arguments: { count: 1, after: bounds.from, before: bounds.to } };

/**
 * The call that tells whether the journal has any entry in the day or span a search over it found nothing in ("what
 * did I write about work yesterday?"): the day's entries (with the nearest days that have some); a short span's (a
 * weekend, a week) entries, oldest first, so the answer can show what each day says ("did I go out with friends last
 * weekend?" over entries that never say "friends"); a longer span's first entry. Null when the search found something
 * or had no period.
 */
export const emptyPeriodCheck = (search: ToolResultView): PlannedCall | null => {
  if (search.name !== "search_journal" || !search.success || !searchShowsNothing(search)) return null;
  const bounds = boundsOf(search);
  return bounds === null ? null : checkOf(bounds);
};

/** Whether `result` is the check `emptyPeriodCheck` asks for after `search`. */
export const isEmptyPeriodCheck = (search: ToolResultView | undefined, result: ToolResultView): boolean => {
  if (search === undefined || search === result) return false;
  const bounds = boundsOf(search);
  if (bounds === null) return false;
  const check = checkOf(bounds);
  return result.name === check.name && JSON.stringify(result.arguments) === JSON.stringify(check.arguments);
};

/**
 * A search over a period that found nothing, read with the check of that period: with no entry then, it says so (and
 * the nearest days with entries, for a day) rather than "nothing about work"; with entries, the search's "nothing about"
 * and, for a day, how that day's entry begins, for a short span, what each of its entries says.
 */
export const composeEmptyPeriod = (question: Question, search: ToolResultView, check: ToolResultView): string => {
  const p = journalPhrases[question.language];
  if (!check.success) return composeSearch(question, search);
  const entries = objects(check.data["entries"]);
  if (entries.length > 0) {
    if (check.name === "get_entry") return paragraphs(composeSearch(question, search), composeEntry(question, check));
    return check.arguments["count"] === 1 ? composeSearch(question, search) : paragraphs(composeSearch(question, search), composeRecent(question, check));
  }
  const nearest = object(check.data["nearestDates"]);
  const near = check.name === "get_entry" ? p.nearest(text(nearest["before"]) || null, text(nearest["after"]) || null) : "";
  return paragraphs(p.noEntryFor(text(search.arguments["query"]), scopeOf(p, search.arguments, question)), near);
};

/**
 * After a day with no entry ("what was I doing a year ago today?"), the entries of the nearest days that have some, on
 * either side: the answer shows them rather than only naming their dates. None when the day has entries or lies
 * outside the journal's days.
 */
export const nearestEntries = (day: ToolResultView): PlannedCall[] => {
  if (day.name !== "get_entry" || !day.success || objects(day.data["entries"]).length > 0) return [];
  const nearest = object(day.data["nearestDates"]);
  const before = text(nearest["before"]);
  const after = text(nearest["after"]);
  // Before the journal's first entry or after its last, naming that end says it all.
  if (before === "" || after === "") return [];
  return [{ name: "get_recent_entries", arguments: { count: 20, after: before, before: after } }];
};

/** Whether `result` is the call `nearestEntries` asks for after `day`. */
export const isNearestEntries = (day: ToolResultView | undefined, result: ToolResultView): boolean =>
  day !== undefined && day !== result && nearestEntries(day).some((call) => call.name === result.name && JSON.stringify(call.arguments) === JSON.stringify(result.arguments));

/**
 * After a mood reading asked of one day that has none ("was I happy a year ago?"), the week around it (three days
 * either side, none after `today`): the answer says the day has none, then what the days around it read.
 */
export const weekAroundDay = (series: ToolResultView, today: string): PlannedCall[] => {
  const from = text(series.arguments["from"]);
  if (series.name !== "get_time_series" || !series.success || from === "" || from !== text(series.arguments["to"]) || (numberOf(series.data["count"]) ?? 0) > 0) return [];
  const after = addDays(from as LocalDate, 3);
  return [{ name: "get_time_series", arguments: { ...series.arguments, from: addDays(from as LocalDate, -3), to: after > today ? today : after } }];
};

const numberOf = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** Whether a result read a span and found nothing in it: no entry listed, no mood reading, no search match. */
const emptySpan = (result: ToolResultView): boolean => {
  if (!result.success) return false;
  if (result.name === "get_recent_entries") return result.arguments["sort"] === undefined && objects(result.data["entries"]).length === 0;
  if (result.name === "get_time_series") return (numberOf(result.data["count"]) ?? 0) === 0;
  return false;
};

/**
 * A period that reaches today read with nothing in it ("how was this week?" on a Monday before writing): one sentence
 * that nothing is written in it yet, with its dates, rather than one empty section per reading. Null otherwise.
 */
export const nothingWrittenYet = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const [first] = results;
  if (first === undefined || !results.every(emptySpan)) return null;
  const from = text(first.arguments["after"] ?? first.arguments["from"]);
  const to = text(first.arguments["before"] ?? first.arguments["to"]);
  if (from === "" || to !== question.today) return null;
  const p = journalPhrases[question.language];
  return p.nothingYet(scopeOf(p, { from, to }, question));
};
