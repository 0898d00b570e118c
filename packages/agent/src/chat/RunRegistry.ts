import type { RunId, UserId } from "@lifeos/core";
import { Deferred, Effect } from "effect";
import { RunLog } from "./RunLog.js";

/**
 * The handle of one active run: `stopped` completes when someone asks it to
 * stop; `interrupted` is set first when the stop is the server shutting down
 * (the run then ends with status "interrupted"); `log` holds its events for
 * the readers that attach to it.
 */
export interface RunControl {
  readonly stopped: Deferred.Deferred<void>;
  interrupted: boolean;
  readonly log: RunLog;
}

/** Active runs of this process, by id, so `stop` and readers can reach them. */
export class RunRegistry {
  private readonly active = new Map<RunId, { userId: UserId; control: RunControl }>();

  constructor(private readonly logLimit?: number) {}

  register(userId: UserId, runId: RunId): RunControl {
    const control: RunControl = { stopped: Deferred.makeUnsafe<void>(), interrupted: false, log: new RunLog(this.logLimit) };
    this.active.set(runId, { userId, control });
    return control;
  }

  /** True when the run was active for this user and is now asked to stop. */
  stop(userId: UserId, runId: RunId): boolean {
    const entry = this.active.get(runId);
    if (!entry || entry.userId !== userId) return false;
    Effect.runSync(Deferred.succeed(entry.control.stopped, undefined));
    return true;
  }

  /** The events of an active run of this user, or undefined (not active here, or another user's). */
  log(userId: UserId, runId: RunId): RunLog | undefined {
    const entry = this.active.get(runId);
    return entry && entry.userId === userId ? entry.control.log : undefined;
  }

  /** Asks every active run to end as interrupted (the server is shutting down). */
  interruptAll(): void {
    for (const { control } of this.active.values()) {
      control.interrupted = true;
      Effect.runSync(Deferred.succeed(control.stopped, undefined));
    }
  }

  remove(runId: RunId): void {
    this.active.delete(runId);
  }

  get size(): number {
    return this.active.size;
  }
}
