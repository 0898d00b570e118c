import type { JournalEntry, LocalDate, StorageError, UserId } from "@lifeos/core";
import { addDays, JournalEntryRepository } from "@lifeos/core";
import { Effect } from "effect";
import type { ToolContext } from "../registry/Tool.js";
import { daysBetween, today } from "./dates.js";
import { listEntriesInRange } from "./summary/loadPeriod.js";

/** Most entries one counting call reads (decades of daily writing). */
export const countedEntryLimit = 20_000;

/** A period of the journal read whole, for counts and rates. */
export interface ReadPeriod {
  /** The period asked, or the default one; null when the journal is empty and nothing was asked. */
  readonly from: LocalDate | null;
  readonly to: LocalDate | null;
  readonly entries: ReadonlyArray<JournalEntry>;
  /** Days the period covers that the journal could have been written on: from its first entry (or `from`) to today (or `to`), at least 1. */
  readonly spanDays: number;
  /** The first and last of those days (null when the period holds no entry): the days a rate or a share of days is over. */
  readonly span: { readonly from: LocalDate; readonly to: LocalDate } | null;
  readonly truncated: boolean;
}

/** Days without an entry before today after which a journal counts as stopped, and a whole-journal count ends at its last entry. */
const stoppedAfterDays = 30;

/**
 * Every entry of `[from, to]`, oldest first. Without `from`: the last
 * `defaultDays` days, or from the first entry when `defaultDays` is null;
 * without `to`: today, or, for the whole journal (`defaultDays` null) of a
 * journal that stopped over a month before today, its last entry, so a rate
 * is over the days it was kept and not diluted by the months since. The span used for rates starts no earlier than the
 * first entry and ends no later than today, so "this year" in March counts
 * the weeks so far.
 */
export const readPeriod = (
  userId: UserId,
  context: ToolContext,
  bounds: { readonly from?: LocalDate | undefined; readonly to?: LocalDate | undefined },
  defaultDays: number | null,
): Effect.Effect<ReadPeriod, StorageError, JournalEntryRepository> =>
  Effect.gen(function* () {
    const now = today(context);
    const stats = yield* (yield* JournalEntryRepository).stats(userId);
    const stopped = stats.lastDate !== null && daysBetween(stats.lastDate, now) > stoppedAfterDays;
    const to = bounds.to ?? (defaultDays === null && bounds.from === undefined && stopped ? stats.lastDate! : now);
    const from = bounds.from ?? (defaultDays === null ? stats.firstDate : addDays(to, -(defaultDays - 1)));
    if (from === null || stats.firstDate === null || from > to) return { from, to: bounds.to ?? (from === null ? null : to), entries: [], spanDays: 1, span: null, truncated: false };
    const entries = yield* listEntriesInRange(userId, from, to, countedEntryLimit + 1);
    const start = from < stats.firstDate ? stats.firstDate : from;
    const end = to > now ? now : to;
    return {
      from,
      to,
      entries: entries.slice(0, countedEntryLimit),
      spanDays: Math.max(1, daysBetween(start, end) + 1),
      span: start <= end ? { from: start, to: end } : null,
      truncated: entries.length > countedEntryLimit,
    };
  });
