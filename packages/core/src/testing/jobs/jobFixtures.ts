import type { Effect } from "effect";
import type { JobKind } from "../../jobs/job.js";
import { JobQueue } from "../../jobs/JobQueue.js";

/** Runs `f` with the queue under test. */
export const queue = <A, E>(f: (service: JobQueue["Service"]) => Effect.Effect<A, E>) => JobQueue.use(f);

let kinds = 0;

/**
 * A kind no other test uses. `claim` takes due jobs of every user, so each
 * test claims only its own kinds and tests never see each other's jobs.
 */
export const uniqueKind = (): JobKind => `contract.kind${Date.now().toString(36)}n${++kinds}${Math.random().toString(36).slice(2, 7)}`;

/** A run time long past: due at once. */
export const past = (day: number): Date => new Date(Date.UTC(2024, 0, day));

/** A run time far ahead: never due during the suite. */
export const future = new Date(Date.UTC(2099, 0, 1));

/** A delay that does not pass during the suite: thirty days. */
export const later = 30 * 24 * 3_600_000;

/** A lease that cannot expire during a test. */
export const longLease = 3_600_000;

/**
 * The shortest lease: it has expired by the next claim, because the suite's
 * `TestClock` moves one millisecond forward on every reading.
 */
export const expiredLease = 1;
