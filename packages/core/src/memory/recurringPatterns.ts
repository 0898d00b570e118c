import type { MemoryId } from "../common/ids.js";
import { nameKey, normalizeText } from "./normalizeText.js";
import type { Occurrence } from "./occurrences.js";
import { zonedParts } from "../common/zonedTime.js";

/** A habit seen in at least `minEvents` dated occurrences of one topic. */
export interface RecurringPattern {
  readonly subject: string;
  readonly topic: string;
  readonly count: number;
  /** The weekday most of them fall on (0 Sunday … 6 Saturday), or null when they spread over the week. */
  readonly weekday: number | null;
  /** The usual clock time, to the half hour, or null when times were not said or vary. */
  readonly time: { readonly hour: number; readonly minute: number } | null;
  /** The usual gap between them in days, or null when irregular. */
  readonly intervalDays: number | null;
  readonly lastAt: Date;
  /** `lastAt` plus the usual gap, when there is one. */
  readonly nextExpectedAt: Date | null;
  readonly memoryIds: ReadonlyArray<MemoryId>;
}

export interface PatternOptions {
  /** Occurrences a pattern needs, and occurrences a weekday or time needs; default 3. */
  readonly minEvents?: number;
  /** Share of day-precise occurrences that must fall on the weekday; default 0.6. */
  readonly weekdayShare?: number;
}

const dayMs = 86_400_000;

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const usualWeekday = (occurrences: ReadonlyArray<Occurrence>, timeZone: string, minEvents: number, share: number): number | null => {
  const dated = occurrences.filter((occurrence) => occurrence.precision === "minute" || occurrence.precision === "day");
  const counts = new Map<number, number>();
  for (const occurrence of dated) {
    const weekday = zonedParts(occurrence.at, timeZone).weekday;
    counts.set(weekday, (counts.get(weekday) ?? 0) + 1);
  }
  let best: [number, number] | undefined;
  for (const entry of counts) if (best === undefined || entry[1] > best[1]) best = entry;
  return best !== undefined && best[1] >= minEvents && best[1] / dated.length >= share ? best[0] : null;
};

/** The largest group of clock times within an hour of each other, averaged to the half hour. */
const usualTime = (occurrences: ReadonlyArray<Occurrence>, timeZone: string, minEvents: number) => {
  const minutes = occurrences
    .filter((occurrence) => occurrence.precision === "minute")
    .map((occurrence) => {
      const parts = zonedParts(occurrence.at, timeZone);
      return parts.hour * 60 + parts.minute;
    });
  let best: ReadonlyArray<number> = [];
  for (const center of minutes) {
    const near = minutes.filter((value) => Math.abs(value - center) <= 60);
    if (near.length > best.length) best = near;
  }
  if (best.length < minEvents) return null;
  const rounded = Math.round(best.reduce((sum, value) => sum + value, 0) / best.length / 30) * 30;
  return { hour: Math.floor(rounded / 60) % 24, minute: rounded % 60 };
};

/** The median gap in days when every gap is within half to one and a half times it. */
const usualInterval = (occurrences: ReadonlyArray<Occurrence>, minEvents: number): number | null => {
  if (occurrences.length < minEvents) return null;
  const gaps = occurrences.slice(1).map((occurrence, index) => (occurrence.at.getTime() - occurrences[index]!.at.getTime()) / dayMs);
  const typical = median(gaps);
  if (typical < 1) return null;
  return gaps.every((gap) => gap >= typical * 0.5 && gap <= typical * 1.5) ? Math.round(typical) : null;
};

/**
 * Habits in dated occurrences, per subject and topic, in `timeZone`: a topic
 * with at least `minEvents` occurrences yields a pattern when they mostly
 * fall on one weekday, at one time of day, or at a regular interval ("you
 * usually go to the dentist on Tuesdays around 2 PM"). Topics are grouped
 * folded; patterns come most frequent first.
 */
export const recurringPatterns = (
  occurrences: ReadonlyArray<Occurrence>,
  timeZone: string,
  options: PatternOptions = {},
): ReadonlyArray<RecurringPattern> => {
  const minEvents = options.minEvents ?? 3;
  const share = options.weekdayShare ?? 0.6;
  const groups = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) {
    const key = `${nameKey(occurrence.subject)}\u0000${normalizeText(occurrence.topic)}`;
    groups.set(key, [...(groups.get(key) ?? []), occurrence]);
  }
  const patterns: RecurringPattern[] = [];
  for (const group of groups.values()) {
    if (group.length < minEvents) continue;
    const sorted = [...group].sort((left, right) => left.at.getTime() - right.at.getTime());
    const weekday = usualWeekday(sorted, timeZone, minEvents, share);
    const time = usualTime(sorted, timeZone, minEvents);
    const intervalDays = usualInterval(sorted, minEvents);
    if (weekday === null && time === null && intervalDays === null) continue;
    const last = sorted.at(-1)!;
    patterns.push({
      subject: last.subject,
      topic: last.topic,
      count: sorted.length,
      weekday,
      time,
      intervalDays,
      lastAt: last.at,
      nextExpectedAt: intervalDays === null ? null : new Date(last.at.getTime() + intervalDays * dayMs),
      memoryIds: sorted.map((occurrence) => occurrence.memoryId),
    });
  }
  return patterns.sort((left, right) => right.count - left.count || left.topic.localeCompare(right.topic));
};
