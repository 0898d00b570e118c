import type { RunId, UserId } from "@lifeos/core";
import { Deferred, Effect } from "effect";

/**
 * The handle of one active run: `stopped` completes when someone asks it to
 * stop; `interrupted` is set first when the stop is the server shutting down
 * (the run then ends with status "interrupted").
 */
export interface RunControl {
  readonly stopped: Deferred.Deferred<void>;
  interrupted: boolean;
}

/** Active runs of this process, by id, so `stop` can reach them. */
export class RunRegistry {
  private readonly active = new Map<RunId, { userId: UserId; control: RunControl }>();

  register(userId: UserId, runId: RunId): RunControl {
    const control: RunControl = { stopped: Deferred.makeUnsafe<void>(), interrupted: false };
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
