import type { MemoryId } from "../common/ids.js";
import { nameKey, normalizeText } from "./normalizeText.js";
import type { Occurrence } from "./occurrences.js";
import type { RecurringPattern } from "./recurringPatterns.js";

/** "It has been a while since …": the last occurrence of a topic and how long ago it was. */
export interface TimeNudge {
  readonly subject: string;
  readonly topic: string;
  readonly lastAt: Date;
  readonly memoryId: MemoryId;
  readonly elapsedDays: number;
  /** The elapsed time in the largest whole unit that reads naturally: months from 60 days, weeks from 14. */
  readonly elapsed: { readonly amount: number; readonly unit: "day" | "week" | "month" };
}

export interface NudgeOptions {
  /** Days after the last occurrence before a nudge, for topics without a regular interval; default 90. */
  readonly afterDays?: number;
  /** Known patterns: a topic with a regular interval is nudged once that interval has passed instead. */
  readonly patterns?: ReadonlyArray<RecurringPattern>;
}

const dayMs = 86_400_000;

const elapsedOf = (days: number): TimeNudge["elapsed"] =>
  days >= 60
    ? { amount: Math.floor(days / 30.44), unit: "month" }
    : days >= 14
      ? { amount: Math.floor(days / 7), unit: "week" }
      : { amount: days, unit: "day" };

/**
 * Topics whose last occurrence is long enough ago to mention ("faz 3 meses
 * desde o dentista"), one per subject and topic, longest ago first. A topic
 * with an occurrence still ahead of `now` (an appointment booked) is left
 * out: there is nothing to remind.
 */
export const timeNudges = (occurrences: ReadonlyArray<Occurrence>, now: Date, options: NudgeOptions = {}): ReadonlyArray<TimeNudge> => {
  const afterDays = options.afterDays ?? 90;
  const keyOf = (subject: string, topic: string) => `${nameKey(subject)}\u0000${normalizeText(topic)}`;
  const intervals = new Map<string, number>();
  for (const pattern of options.patterns ?? [])
    if (pattern.intervalDays !== null) intervals.set(keyOf(pattern.subject, pattern.topic), pattern.intervalDays);
  const last = new Map<string, Occurrence>();
  const booked = new Set<string>();
  for (const occurrence of occurrences) {
    const key = keyOf(occurrence.subject, occurrence.topic);
    if (occurrence.at.getTime() > now.getTime()) booked.add(key);
    else if ((last.get(key)?.at.getTime() ?? -Infinity) < occurrence.at.getTime()) last.set(key, occurrence);
  }
  const nudges: TimeNudge[] = [];
  for (const [key, occurrence] of last) {
    if (booked.has(key)) continue;
    const elapsedDays = Math.floor((now.getTime() - occurrence.at.getTime()) / dayMs);
    if (elapsedDays < (intervals.get(key) ?? afterDays)) continue;
    nudges.push({
      subject: occurrence.subject,
      topic: occurrence.topic,
      lastAt: occurrence.at,
      memoryId: occurrence.memoryId,
      elapsedDays,
      elapsed: elapsedOf(elapsedDays),
    });
  }
  return nudges.sort((left, right) => right.elapsedDays - left.elapsedDays);
};
