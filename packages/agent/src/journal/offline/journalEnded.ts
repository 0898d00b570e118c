import { addDays } from "@lifeos/core";
import type { LocalDate } from "@lifeos/core";
import { paragraphs } from "../../models/offline/answerText.js";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { objects, text } from "./compose/readData.js";
import { journalPhrases } from "./journalPhrases.js";
import { daysIn } from "./periods.js";

/** The tools whose default look back from today may find a journal that stopped writing before it, and how each names its span. */
const windowed: Readonly<Record<string, { readonly from: string; readonly to: string; readonly found: (data: Readonly<Record<string, unknown>>) => boolean }>> = {
  get_time_series: { from: "from", to: "to", found: (data) => (typeof data["count"] === "number" ? data["count"] : 0) > 0 },
  rank_names: { from: "from", to: "to", found: (data) => objects(data["names"]).length > 0 },
  get_recent_entries: { from: "after", to: "before", found: (data) => objects(data["entries"]).length > 0 },
};

/** The span a windowed call read: the dates its result gives, else its arguments. */
const spanOf = (result: ToolResultView): { from: LocalDate; to: LocalDate } | null => {
  const names = windowed[result.name];
  if (names === undefined) return null;
  const from = text(result.data["from"]) || text(result.arguments[names.from]);
  const to = text(result.data["to"]) || text(result.arguments[names.to]);
  return from === "" || to === "" ? null : { from: from as LocalDate, to: to as LocalDate };
};

/**
 * "have I been anxious lately?", "who do I mention most?", "my worst week?" asked with no date of a journal whose last
 * entry came before the span the question looks back over from today (an imported journal kept until last year): the
 * same call over as many days up to that last entry. None when a date was asked (that span was meant), when something
 * was found, or when the journal has entries in the span.
 */
export const upToLastEntry = (question: Question, result: ToolResultView): PlannedCall[] => {
  if (result.name === "get_current_state") return lastEntryMonth(question, result);
  if (result.name === "get_year_summary") return lastEntryYear(question, result);
  const names = windowed[result.name];
  const span = spanOf(result);
  const last = question.journalSpan?.last;
  if (names === undefined || span === null || last === undefined || question.range !== null || !result.success || names.found(result.data)) return [];
  if (span.to !== question.today || last >= span.from) return [];
  return [{ name: result.name, arguments: { ...result.arguments, [names.from]: addDays(last, -(daysIn(span) - 1)), [names.to]: last } }];
};

/**
 * "how am I doing lately?", "what do I write about most?" read from the last days, which hold no entry of a journal that
 * stopped before them: the summary of the month of its last entry (the state itself already says when that was).
 */
const lastEntryMonth = (question: Question, state: ToolResultView): PlannedCall[] => {
  const last = text(state.data["lastEntryDate"]);
  const empty = state.success && (typeof state.data["entryCount"] === "number" ? state.data["entryCount"] : 0) === 0;
  if (!empty || last === "" || question.cues.has("count") || question.range !== null) return [];
  return [{ name: "get_month_summary", arguments: { month: last.slice(0, 7) } }];
};

/**
 * "summarise my year", "resume o meu ano" of a journal whose last entry came in an earlier year than the one asked:
 * the summary of the year of that last entry. Only for this year or a later one (an earlier year asked by name is
 * what was meant, entries or not).
 */
const lastEntryYear = (question: Question, summary: ToolResultView): PlannedCall[] => {
  const last = question.journalSpan?.last;
  const asked = Number(summary.arguments["year"]);
  const found = summary.success && typeof summary.data["summary"] === "object" && summary.data["summary"] !== null;
  if (found || last === undefined || asked < Number(question.today.slice(0, 4)) || Number(last.slice(0, 4)) >= asked) return [];
  return [{ name: "get_year_summary", arguments: { year: Number(last.slice(0, 4)) } }];
};

/** Whether `result` is the same call over the span up to the last entry that `upToLastEntry` asks for after `first` (not a month's summary after the state, which reads as two sections). */
export const isUpToLastEntry = (question: Question, first: ToolResultView | undefined, result: ToolResultView): boolean =>
  first !== undefined && first !== result && first.name === result.name && upToLastEntry(question, first).some((call) => call.name === result.name && JSON.stringify(call.arguments) === JSON.stringify(result.arguments));

/** The empty span up to today said once, with the journal's last entry, then `reading` of the span up to it. */
export const composeUpToLastEntry = (question: Question, first: ToolResultView, reading: string): string => {
  const last = question.journalSpan!.last;
  if (first.name === "get_year_summary") return paragraphs(journalPhrases[question.language].yearEndedBefore(String(first.arguments["year"]), last, last.slice(0, 4)), reading);
  const span = spanOf(first)!;
  return paragraphs(journalPhrases[question.language].endedBefore(span.from, span.to, question.journalSpan!.last), reading);
};
