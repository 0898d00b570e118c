import type { Effect } from "effect";
import { Context, Schema } from "effect";
import type { Run, RunOpening } from "./run.js";
import { NewRun, RunPatch } from "./run.js";
import type { StorageError } from "../common/errors.js";
import { RunId, ThreadId, UserId } from "../common/ids.js";
import type { PortArguments } from "../storage/decodedPort.js";
import { OptionalLimit, trusted } from "../storage/decodedPort.js";

export interface RunRepositoryService {
  /**
   * Starts a run in status `running` with no finish time, error or usage;
   * `NotFound` (THREAD_NOT_FOUND) when the thread is not this user's,
   * `Conflict` when the id exists. The message need not exist yet.
   */
  readonly create: (userId: UserId, input: NewRun) => Effect.Effect<Run, StorageError>;
  /**
   * Stores a turn's opening rows in one transaction, all or none: creates
   * `thread` when given (else the run's thread must be this user's:
   * `NotFound`, THREAD_NOT_FOUND), applies `threadPatch`, saves `question`
   * (as `MessageRepository.save`) and starts the run (as `create`).
   * `InvalidInput` when a row names another thread than the run's;
   * `Conflict` when the run id (or the thread id) exists.
   */
  readonly start: (userId: UserId, opening: RunOpening) => Effect.Effect<Run, StorageError>;
  readonly get: (userId: UserId, id: RunId) => Effect.Effect<Run, StorageError>;
  readonly update: (userId: UserId, id: RunId, patch: RunPatch) => Effect.Effect<Run, StorageError>;
  /** A thread's runs, newest first (`startedAt`, then id, descending), at most `limit` (default 50); `NotFound` (THREAD_NOT_FOUND) when the thread is not this user's. */
  readonly listByThread: (userId: UserId, threadId: ThreadId, limit?: number) => Effect.Effect<ReadonlyArray<Run>, StorageError>;
  /**
   * Administrative, for every user: marks as `interrupted` (with
   * `finishedAt` = `at`) every run still `running` whose last sign of life —
   * the later of its `startedAt` and its assistant message's `updatedAt` (a
   * live run checkpoints that message periodically) — is before
   * `lastActivityBefore`, and sets that message's status from `streaming` to
   * `interrupted`, keeping its content. Atomic; returns how many runs it
   * marked. Runs of a live process are never touched as long as it
   * checkpoints more often than the threshold.
   */
  readonly interruptAbandoned: (input: { readonly lastActivityBefore: Date; readonly at: Date }) => Effect.Effect<number, StorageError>;
}

export class RunRepository extends Context.Service<RunRepository, RunRepositoryService>()(
  "@lifeos/core/RunRepository",
) {}

/** How each `RunRepository` method's arguments are decoded (see `withDecodedArguments`). */
export const RunRepositoryArguments: PortArguments<RunRepositoryService> = {
  create: [UserId, NewRun],
  // The chat's opening, built by the chat service from values decoded where
  // they entered (the request body, ids it generated, the stored thread) and
  // checked by it (message length, allowlist): decoding it again cost ~70 µs
  // of CPU per chat before its first event. The adapter still checks
  // that every row names the run's thread, and the database its constraints.
  start: [UserId, trusted<RunOpening>()],
  get: [UserId, RunId],
  update: [UserId, RunId, RunPatch],
  listByThread: [UserId, ThreadId, OptionalLimit],
  interruptAbandoned: [Schema.Struct({ lastActivityBefore: Schema.Date, at: Schema.Date })],
};

/** The record a new run is stored as: `running`, with no finish time, error or usage. */
export const newRunRecord = (userId: UserId, input: NewRun): Run => ({
  ...input,
  userId,
  status: "running",
  finishedAt: null,
  error: null,
  usage: null,
});
