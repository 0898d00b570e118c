import type { EntryLength, JournalEntry, LocalDate, WeekdayWriting } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { daysBetween } from "./dates.js";
import { makeExcerpt } from "./excerpt.js";
import { round } from "./stats.js";

/** A run of days: its first and last day and how many days it holds. */
export interface DayRun {
  readonly from: string;
  readonly to: string;
  readonly days: number;
}

/**
 * The runs of the journal's written days (`dates`, distinct, ascending) up to
 * `end`: the longest run of days with no entry between two written days (or
 * after the last one, to `end`); the longest run of days in a row with an
 * entry (the earliest of equal runs); and the run of days written that ends
 * on `end` or the day before it (0 when broken).
 */
export const writingGaps = (
  dates: ReadonlyArray<LocalDate>,
  end: LocalDate | null,
): { longestGap: DayRun | null; longestStreak: DayRun | null; currentStreak: number } => {
  let longestGap: DayRun | null = null;
  const bounds = end !== null && dates.length > 0 && dates.at(-1)! < end ? [...dates, addDays(end, 1)] : dates;
  for (let index = 1; index < bounds.length; index++) {
    const days = daysBetween(bounds[index - 1]!, bounds[index]!) - 1;
    if (days > 0 && (longestGap === null || days > longestGap.days)) longestGap = { from: addDays(bounds[index - 1]!, 1), to: addDays(bounds[index]!, -1), days };
  }
  let longestStreak: DayRun | null = null;
  for (let start = 0, index = 1; index <= dates.length; index++) {
    if (index < dates.length && daysBetween(dates[index - 1]!, dates[index]!) === 1) continue;
    const days = index - start;
    if (longestStreak === null || days > longestStreak.days) longestStreak = { from: dates[start]!, to: dates[index - 1]!, days };
    start = index;
  }
  const written = new Set(dates);
  let day = end !== null && written.has(end) ? end : end === null ? null : addDays(end, -1);
  let currentStreak = 0;
  while (day !== null && written.has(day)) {
    currentStreak++;
    day = addDays(day, -1);
  }
  return { longestGap, longestStreak, currentStreak };
};

/** The days of the week as `count_mentions` names them, Monday first. */
export const weekdays = ["mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"] as const;

/** Monday 0 … Sunday 6 of a YYYY-MM-DD day. */
const weekdayIndex = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The words of an entry's text (letters and digits). */
export const wordCount = (entry: JournalEntry): number => entry.content.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/**
 * How the `entries` fall on the days of the week, Monday first: for each day
 * of the week, how many of them the span `[from, to]` holds, how many of
 * those had an entry, how many entries, and their average length in words.
 */
export const writingByWeekday = (entries: ReadonlyArray<JournalEntry>, span: { readonly from: LocalDate; readonly to: LocalDate } | null): WeekdayWriting[] => {
  const calendar = weekdays.map(() => 0);
  if (span !== null) {
    const total = daysBetween(span.from, span.to) + 1;
    const first = weekdayIndex(span.from);
    for (let offset = 0; offset < 7; offset++) calendar[(first + offset) % 7]! += Math.floor(total / 7) + (offset < total % 7 ? 1 : 0);
  }
  const count = weekdays.map(() => 0);
  const words = weekdays.map(() => 0);
  const days = weekdays.map(() => new Set<string>());
  for (const entry of entries) {
    const index = weekdayIndex(entry.date);
    count[index]!++;
    words[index]! += wordCount(entry);
    days[index]!.add(entry.date);
  }
  return weekdays.map((weekday, index) => ({
    weekday,
    calendarDays: calendar[index]!,
    daysWritten: days[index]!.size,
    entries: count[index]!,
    averageWords: count[index] === 0 ? 0 : round(words[index]! / count[index]!, 0),
  }));
};

/** The `entries` with the most words (at most 3, longest first; the earlier of equal ones) and the one with the fewest. */
export const entryLengths = (entries: ReadonlyArray<JournalEntry>): { longestEntries: EntryLength[]; shortestEntry: EntryLength | null } => {
  const measured = entries.map((entry) => ({ entry, words: wordCount(entry) })).filter(({ words }) => words > 0);
  measured.sort((left, right) => right.words - left.words || (left.entry.date < right.entry.date ? -1 : left.entry.date > right.entry.date ? 1 : 0));
  const length = ({ entry, words }: { entry: JournalEntry; words: number }): EntryLength => ({ date: entry.date, words, opening: makeExcerpt(entry.content, [], 160) });
  const shortest = measured.at(-1);
  return { longestEntries: measured.slice(0, 3).map(length), shortestEntry: shortest === undefined ? null : length(shortest) };
};
