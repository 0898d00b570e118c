import { hostname } from "node:os";
import type { BackoffOptions } from "@lifeos/core";

/** Tuning of a `JobRunner`. Every field has a default. */
export interface JobRunnerOptions {
  /** Names this runner in leases. Default `<host>:<pid>:<random>`. */
  readonly workerId?: string;
  /** Jobs running at once. Default 2. */
  readonly concurrency?: number;
  /** How often to look for due jobs without a wake-up (jobs queued by other processes, retries). Default 1000 ms. */
  readonly pollIntervalMs?: number;
  /** How long a claim lasts unless renewed; a job whose worker died is retried this long after. Default 60 s. */
  readonly leaseMs?: number;
  /** How often a running job's lease is renewed. Default a third of `leaseMs`. */
  readonly renewEveryMs?: number;
  /** Backoff between a job's failed attempts (exponential with jitter, capped). Default 2 s doubling up to 10 min. */
  readonly retry?: BackoffOptions;
  /** When the runner stops, how long running jobs may take to finish before they are interrupted and given back. Default 5000 ms. */
  readonly stopGraceMs?: number;
}

export type ResolvedRunnerOptions = Required<JobRunnerOptions>;

export const resolveRunnerOptions = (options: JobRunnerOptions = {}): ResolvedRunnerOptions => {
  const leaseMs = options.leaseMs ?? 60_000;
  return {
    workerId: options.workerId ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 10)}`,
    concurrency: Math.max(1, options.concurrency ?? 2),
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    leaseMs,
    renewEveryMs: options.renewEveryMs ?? Math.max(1, Math.floor(leaseMs / 3)),
    retry: options.retry ?? { baseMs: 2000, maxMs: 600_000 },
    stopGraceMs: options.stopGraceMs ?? 5000,
  };
};
