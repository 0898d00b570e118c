import { Effect } from "effect";
import type { StorageError } from "../common/errors.js";
import type { UserId } from "../common/ids.js";
import type { Language } from "../common/language.js";
import { describeNudge, describePattern } from "./describeHabits.js";
import type { Memory } from "./memory.js";
import { MemoryRepository } from "./MemoryRepository.js";
import { occurrencesOf } from "./occurrences.js";
import type { RecurringPattern } from "./recurringPatterns.js";
import { recurringPatterns } from "./recurringPatterns.js";
import type { Reminder } from "./reminder.js";
import { ReminderRepository } from "./ReminderRepository.js";
import type { TimeNudge } from "./timeNudges.js";
import { timeNudges } from "./timeNudges.js";

/** What to bring up when a conversation opens: reminders that are due, "it has been a while" nudges, and habits. */
export interface FollowUps {
  readonly dueReminders: ReadonlyArray<Reminder>;
  readonly nudges: ReadonlyArray<TimeNudge & { readonly text: string }>;
  readonly patterns: ReadonlyArray<RecurringPattern & { readonly text: string }>;
}

/** Most dated memories read for nudges and patterns. */
const historyLimit = 500;

/**
 * The person's follow-ups at `now`: pending reminders due by then (soonest
 * first, at most 20), nudges for visits long ago (see `timeNudges`) and
 * habits seen in at least 3 dated events (see `recurringPatterns`), each
 * worded in `language`.
 */
export const followUpsFor = (
  userId: UserId,
  options: { readonly now: Date; readonly timeZone: string; readonly language: Language },
): Effect.Effect<FollowUps, StorageError, MemoryRepository | ReminderRepository> =>
  Effect.gen(function* () {
    const due = yield* (yield* ReminderRepository).list(userId, { status: "pending", dueBefore: options.now, limit: 20 });
    const memories: Memory[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* (yield* MemoryRepository).list(userId, { includeArchived: true, limit: 200, ...(cursor === undefined ? {} : { cursor }) });
      memories.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined && memories.length < historyLimit);
    const occurrences = occurrencesOf(memories);
    const patterns = recurringPatterns(occurrences, options.timeZone);
    const nudges = timeNudges(occurrences, options.now, { patterns });
    return {
      dueReminders: due.items,
      nudges: nudges.map((nudge) => ({ ...nudge, text: describeNudge(nudge, options.language) })),
      patterns: patterns.map((pattern) => ({ ...pattern, text: describePattern(pattern, options.language) })),
    };
  });
