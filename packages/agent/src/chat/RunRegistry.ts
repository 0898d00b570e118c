import type { RunId, UserId } from "@lifeos/core";
import { Deferred, Effect } from "effect";

/** The handle of one active run: `stopped` completes when someone asks it to stop. */
export interface RunControl {
  readonly stopped: Deferred.Deferred<void>;
}

/** Active runs of this process, by id, so `stop` can reach them. */
export class RunRegistry {
  private readonly active = new Map<RunId, { userId: UserId; control: RunControl }>();

  register(userId: UserId, runId: RunId): RunControl {
    const control: RunControl = { stopped: Deferred.makeUnsafe<void>() };
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

  remove(runId: RunId): void {
    this.active.delete(runId);
  }

  get size(): number {
    return this.active.size;
  }
}
