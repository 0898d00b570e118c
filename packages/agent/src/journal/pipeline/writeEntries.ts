import type { EntryProcessingUpdate, JournalEntry, StorageError, UserId } from "@lifeos/core";
import { causeReason, failureReason, NotFound } from "@lifeos/core";
import { Effect, Exit } from "effect";
import type { PipelineDeps } from "./PipelineDeps.js";
import type { PreparedEntry } from "./prepareEntries.js";

/** How one entry ended in a batch. */
export type EntryOutcome =
  | { readonly entryId: string; readonly date: string; readonly status: "done" }
  | { readonly entryId: string; readonly date: string; readonly status: "failed"; readonly error: string }
  /** Edited while it was processed: left pending for the next pass. */
  | { readonly entryId: string; readonly date: string; readonly status: "stale" };

type Ready = Extract<PreparedEntry, { readonly chunks: unknown }>;

const doneUpdate = (entry: JournalEntry): EntryProcessingUpdate => ({
  id: entry.id,
  status: "done",
  attempts: entry.processingAttempts + 1,
  error: null,
  processedHash: entry.contentHash,
});

const failedUpdate = (entry: JournalEntry, error: string): EntryProcessingUpdate => ({
  id: entry.id,
  status: "failed",
  attempts: entry.processingAttempts + 1,
  error,
});

const pendingAgain = (entry: JournalEntry): EntryProcessingUpdate => ({ id: entry.id, status: "pending", attempts: 0, error: null });

/**
 * The written entries edited after they were checked (the edit came between
 * the check and the writes, whose chunks and "done" then hold the text it
 * replaced), marked pending again so the text they hold now is read; by id.
 * An edit after this look marks its entry pending itself.
 */
const reopenEdited = (deps: PipelineDeps, userId: UserId, written: ReadonlyArray<JournalEntry>): Effect.Effect<ReadonlySet<string>, StorageError> =>
  Effect.gen(function* () {
    const now = yield* deps.entries.findMany(userId, "id", written.map((entry) => entry.id));
    const edited = written.filter((entry) => {
      const current = now.get(entry.id);
      return current !== undefined && current.contentHash !== entry.contentHash;
    });
    if (edited.length > 0) yield* deps.entries.setProcessingMany(userId, edited.map(pendingAgain));
    return new Set(edited.map((entry) => entry.id));
  });

/** The old one-entry path: re-checks the entry, writes chunks, analysis and status; a failure marks the entry failed. */
const writeOne = (deps: PipelineDeps, userId: UserId, prepared: Ready): Effect.Effect<EntryOutcome> => {
  const { entry } = prepared;
  return Effect.gen(function* () {
    const current = yield* deps.entries.get(userId, entry.id);
    if (current.contentHash !== entry.contentHash) return "stale" as const;
    yield* deps.chunks.replace(userId, "journal", entry.id, prepared.chunks);
    yield* deps.analytics.upsert(userId, prepared.analytics);
    yield* deps.entries.setProcessing(userId, entry.id, doneUpdate(entry));
    return (yield* reopenEdited(deps, userId, [entry])).size > 0 ? ("stale" as const) : ("done" as const);
  }).pipe(
    Effect.exit,
    Effect.flatMap((exit) => {
      if (Exit.isSuccess(exit)) return Effect.succeed<EntryOutcome>({ entryId: entry.id, date: entry.date, status: exit.value });
      const error = causeReason(exit.cause);
      return deps.entries.setProcessing(userId, entry.id, failedUpdate(entry, error)).pipe(
        Effect.ignore,
        Effect.as<EntryOutcome>({ entryId: entry.id, date: entry.date, status: "failed", error }),
      );
    }),
  );
};

/** Every write of a batch: one call per port. Fails as a whole; the caller falls back to one entry at a time. */
const writeAll = (
  deps: PipelineDeps,
  userId: UserId,
  ready: ReadonlyArray<Ready>,
  failed: ReadonlyArray<{ readonly entry: JournalEntry; readonly error: string }>,
): Effect.Effect<void, StorageError> =>
  Effect.gen(function* () {
    if (ready.length > 0) {
      yield* deps.chunks.replaceMany(userId, "journal", ready.map(({ entry, chunks }) => ({ sourceId: entry.id, chunks })));
      yield* deps.analytics.upsertMany(userId, ready.map(({ analytics }) => analytics));
    }
    const updates = [...ready.map(({ entry }) => doneUpdate(entry)), ...failed.map(({ entry, error }) => failedUpdate(entry, error))];
    if (updates.length > 0) yield* deps.entries.setProcessingMany(userId, updates);
  });

/**
 * Writes a prepared batch: skips entries edited meanwhile (stale) and
 * entries deleted meanwhile (failed, NOT_FOUND), then indexes chunks,
 * stores analyses and marks every entry done or failed with one batch call
 * per port; an entry edited while that was written is pending again (stale). When a batch call fails, falls back to writing entry by entry,
 * so one bad entry fails only itself. Never fails.
 */
export const writeEntries = (deps: PipelineDeps, userId: UserId, prepared: ReadonlyArray<PreparedEntry>): Effect.Effect<EntryOutcome[]> =>
  Effect.gen(function* () {
    const lookup = yield* Effect.exit(deps.entries.findMany(userId, "id", prepared.map(({ entry }) => entry.id)));
    const current = Exit.isSuccess(lookup) ? lookup.value : null;
    const outcomes = new Map<string, EntryOutcome>();
    const ready: Ready[] = [];
    const failed: Array<{ readonly entry: JournalEntry; readonly error: string }> = [];
    for (const item of prepared) {
      const { entry } = item;
      const now = current?.get(entry.id);
      if (current !== null && now === undefined) {
        outcomes.set(entry.id, { entryId: entry.id, date: entry.date, status: "failed", error: failureReason(NotFound.of("journalEntry", entry.id)) });
      } else if ("failure" in item) {
        const error = causeReason(item.failure);
        failed.push({ entry, error });
        outcomes.set(entry.id, { entryId: entry.id, date: entry.date, status: "failed", error });
      } else if (now !== undefined && now.contentHash !== entry.contentHash) {
        outcomes.set(entry.id, { entryId: entry.id, date: entry.date, status: "stale" });
      } else {
        ready.push(item);
      }
    }
    const written = current === null ? Exit.fail(null) : yield* Effect.exit(writeAll(deps, userId, ready, failed));
    if (Exit.isSuccess(written)) {
      const reopened = yield* reopenEdited(deps, userId, ready.map(({ entry }) => entry)).pipe(Effect.orElseSucceed((): ReadonlySet<string> => new Set()));
      for (const { entry } of ready) outcomes.set(entry.id, { entryId: entry.id, date: entry.date, status: reopened.has(entry.id) ? "stale" : "done" });
    } else {
      for (const item of ready) outcomes.set(item.entry.id, yield* writeOne(deps, userId, item));
      for (const { entry, error } of failed) yield* deps.entries.setProcessing(userId, entry.id, failedUpdate(entry, error)).pipe(Effect.ignore);
    }
    return prepared.map(({ entry }) => outcomes.get(entry.id)!);
  });
