import { Effect } from "effect";

/** How many times a reminder write decided on a stale read is read and decided again before its `Conflict` is told. */
const attempts = 3;

/**
 * Runs a read-decide-write of a reminder again when its write finds the reminder changed since the read (`Conflict`
 * from `ReminderRepository.update` or `complete` given `unchangedSince`). Any other failure is told at once.
 */
export const retryWhenChanged = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.retry(effect, { times: attempts - 1, while: (error) => error._tag === "Conflict" });
