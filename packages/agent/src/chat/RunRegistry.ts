import type { RunId, UserId } from "@lifeos/core";
import { Context, Deferred, Effect, Layer, Option, type Stream } from "effect";
import type { StreamEvent } from "@lifeos/core";
import { RunLog, type RunLogSubscriber } from "./RunLog.js";

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

/** Who registered a run: the chat service whose fiber runs it, and how to wait for that service's writes. */
export interface RunOwner {
  /** Waits until every write the owner enqueued so far is stored. */
  readonly flush: Effect.Effect<void>;
  /** How many writes the owner has enqueued so far (a position in its order of writes). */
  readonly enqueued: () => number;
  /** Whether every write the owner enqueued before `position` is stored (or given up). */
  readonly stored: (position: number) => boolean;
}

/** An active run a reader attached to: its events after the `seq` asked for (as a stream, or handed to a subscriber), and its owner's `flush`. */
export interface AttachedRun {
  readonly events: Stream.Stream<StreamEvent>;
  readonly subscribe: (subscriber: RunLogSubscriber) => () => void;
  readonly flush: Effect.Effect<void>;
}

interface Entry {
  readonly userId: UserId;
  readonly owner: RunOwner;
  readonly control: RunControl;
}

/** A run that has ended here and whose last writes (from its owner's first `position` writes) may not be stored yet. */
interface Ending {
  readonly userId: UserId;
  readonly owner: RunOwner;
  readonly position: number;
}

/** Ended runs remembered at most; past it the oldest is forgotten (its writes long stored in practice). */
const endingLimit = 10_000;

/**
 * The active runs of this process, by id, whichever chat service (model
 * stack) runs them, so that `stop` and readers reach a run in one lookup.
 * Every method scopes to the user: another user's run is as good as
 * unknown. One per process (its `layer`); a chat service built without it
 * keeps its own.
 */
export class RunRegistry extends Context.Service<RunRegistry, RunRegistryStore>()("@lifeos/agent/RunRegistry") {
  /** One registry, shared by every chat service built with it. */
  static readonly layer = (logLimit?: number): Layer.Layer<RunRegistry> => Layer.sync(RunRegistry, () => new RunRegistryStore(logLimit));
}

export class RunRegistryStore {
  private readonly active = new Map<RunId, Entry>();
  /** Runs that ended here, oldest first, until their writes are known to be stored. */
  private readonly ending = new Map<RunId, Ending>();

  constructor(private readonly logLimit?: number) {}

  register(userId: UserId, runId: RunId, owner: RunOwner): RunControl {
    const control: RunControl = { stopped: Deferred.makeUnsafe<void>(), interrupted: false, log: new RunLog(this.logLimit) };
    this.active.set(runId, { userId, owner, control });
    return control;
  }

  /** True when the run was active for this user and is now asked to stop. */
  stop(userId: UserId, runId: RunId): boolean {
    const entry = this.active.get(runId);
    if (!entry || entry.userId !== userId) return false;
    Effect.runSync(Deferred.succeed(entry.control.stopped, undefined));
    return true;
  }

  /** The events (`seq` greater than `after`) of an active run of this user; none when it is not active here. */
  attach(userId: UserId, runId: RunId, after: number): Option.Option<AttachedRun> {
    const entry = this.active.get(runId);
    if (!entry || entry.userId !== userId) return Option.none();
    const log = entry.control.log;
    return Option.some({ events: log.read(after), subscribe: (subscriber) => log.subscribe(after, subscriber), flush: entry.owner.flush });
  }

  /** Asks every active run of `owner` to end as interrupted (the server is shutting down). */
  interruptAll(owner: RunOwner): void {
    for (const entry of this.active.values()) {
      if (entry.owner !== owner) continue;
      entry.control.interrupted = true;
      Effect.runSync(Deferred.succeed(entry.control.stopped, undefined));
    }
  }

  /** Forgets a run that never started (its start failed): nothing of it is stored. */
  remove(runId: RunId): void {
    this.active.delete(runId);
  }

  /**
   * The run has ended and enqueued its last writes: it is no longer active,
   * and is remembered until they are stored (see `whenStored`).
   */
  finish(runId: RunId): void {
    const entry = this.active.get(runId);
    if (entry === undefined) return;
    this.active.delete(runId);
    // Forget the oldest ended runs whose writes are stored (or past the limit).
    for (const [id, ending] of this.ending) {
      if (this.ending.size < endingLimit && !ending.owner.stored(ending.position)) break;
      this.ending.delete(id);
    }
    this.ending.set(runId, { userId: entry.userId, owner: entry.owner, position: entry.owner.enqueued() });
  }

  /**
   * Waits until what this process wrote of a run of this user that is not
   * active here is stored: its owner's flush when the run ended here and its
   * last writes may still be queued; nothing otherwise (stored already, or
   * not run here). An active run's writes are not waited for.
   */
  whenStored(userId: UserId, runId: RunId): Effect.Effect<void> {
    return Effect.suspend(() => {
      const ending = this.ending.get(runId);
      if (ending === undefined || ending.userId !== userId) return Effect.void;
      if (ending.owner.stored(ending.position)) {
        this.ending.delete(runId);
        return Effect.void;
      }
      return ending.owner.flush;
    });
  }
}
