import type { Fiber, Scheduler } from "effect";
import { TaskQueue, type Task } from "./TaskQueue.js";

export interface TimeSlicedSchedulerOptions {
  /** A fiber yields after this many operations (Effect's default is 2048). */
  readonly maxOpsBeforeYield: number;
  /** Scheduled work runs for at most about this long before the event loop polls for I/O again. */
  readonly sliceMs: number;
  /**
   * After a new connection or request, scheduled work is held back while
   * more keep arriving: for at most this long in a row, and for no more than
   * half the time under sustained arrivals.
   */
  readonly arrivalPriorityMs: number;
  /**
   * Arrivals "keep arriving" while the latest was at most this long ago. A
   * burst reaches the server over several turns of the event loop, at the
   * pace its clients connect and send; a turn that happens to see nothing
   * new would otherwise run a whole slice of other work before the next
   * request of the burst is read.
   */
  readonly arrivalQuietMs: number;
}

/**
 * An Effect scheduler for a server whose fibers share one thread.
 *
 * Effect's default gives every fiber its own dispatcher, each draining all
 * its tasks in one `setImmediate`: with hundreds of busy runs, one turn of
 * the event loop runs a slice of every one of them before Node reads a
 * socket again, so a new request waits for all that work. Here every fiber's
 * tasks go to one first-in-first-out queue, drained for at most `sliceMs` per
 * turn; the rest waits for the next turn, after Node has polled for I/O.
 *
 * Two things go first: the `urgent` lane (for writing responses: cheap work
 * a client is waiting on), whose tasks run before any other, and arrivals.
 * A burst of N connections and requests reaches the server over many turns
 * of the event loop: Node (libuv) accepts one pending connection per turn,
 * so a burst of N new connections takes N turns however fast they came.
 * While they keep arriving (`arrived` since the previous turn, or within
 * `arrivalQuietMs`), turns run only urgent tasks, for at most
 * `arrivalPriorityMs` in a row. Counting arrivals per turn, not only by the
 * clock, keeps a turn that took long (a garbage collection, a large body)
 * from handing the thread to other work while connections still wait to be
 * accepted. The time held back is a budget refilled by the time other work
 * runs, so under a steady flood of requests running work still gets at least
 * half the thread.
 *
 * So a new request is read within about one slice plus the longest single
 * synchronous step of a task, and busy fibers share the thread in turn.
 * `flush` (for code that must finish synchronously) runs only the tasks
 * scheduled through that dispatcher.
 */
export class TimeSlicedScheduler implements Scheduler.Scheduler {
  readonly executionMode = "async" as const;
  private readonly normal = new TaskQueue();
  private readonly urgentTasks = new TaskQueue();
  private scheduled = false;
  private lastArrivalAt = -Infinity;
  /** Whether a connection or request arrived since the last turn. */
  private arrivedThisTurn = false;
  /** Whether the last turn held back work that was waiting (an idle server holds nothing back). */
  private heldWork = false;
  private holdBudgetMs: number;
  private lastDrainAt = performance.now();

  /** Fibers run with this scheduler put their tasks ahead of all others; for response writes only. */
  readonly urgent: Scheduler.Scheduler;

  constructor(private readonly options: TimeSlicedSchedulerOptions) {
    this.holdBudgetMs = options.arrivalPriorityMs;
    this.urgent = {
      executionMode: "async",
      shouldYield: (fiber) => fiber.currentOpCount >= options.maxOpsBeforeYield * 8,
      makeDispatcher: () => this.dispatcher(this.urgentTasks),
    };
  }

  shouldYield(fiber: Fiber.Fiber<unknown, unknown>): boolean {
    return fiber.currentOpCount >= this.options.maxOpsBeforeYield;
  }

  makeDispatcher(): Scheduler.SchedulerDispatcher {
    return this.dispatcher(this.normal);
  }

  /** Tell the scheduler that a connection or request just arrived (more may be waiting). */
  arrived(): void {
    this.lastArrivalAt = performance.now();
    this.arrivedThisTurn = true;
    this.wake();
  }

  /** Tasks waiting to run. */
  get backlog(): number {
    return this.normal.size + this.urgentTasks.size;
  }

  private dispatcher(queue: TaskQueue): Scheduler.SchedulerDispatcher {
    const own: Array<Task> = [];
    return {
      scheduleTask: (run) => {
        const task: Task = { run, done: false };
        if (own.length >= 32) own.splice(0, own.length, ...own.filter((entry) => !entry.done));
        own.push(task);
        queue.push(task);
        this.wake();
      },
      flush: () => {
        for (let task = own.shift(); task !== undefined; task = own.shift()) {
          if (task.done) continue;
          task.done = true;
          queue.discard();
          task.run();
        }
      },
    };
  }

  private wake(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.drain);
  }

  private runTask(task: Task): void {
    try {
      task.run();
    } catch (error) {
      // One task's failure must not stop the others; report it as Node would.
      queueMicrotask(() => {
        throw error;
      });
    }
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    const start = performance.now();
    // Time since the last turn counts against the hold budget if that turn held waiting work back, else refills it.
    const elapsed = start - this.lastDrainAt;
    this.lastDrainAt = start;
    this.holdBudgetMs = this.heldWork
      ? this.holdBudgetMs - elapsed
      : Math.min(this.options.arrivalPriorityMs, this.holdBudgetMs + elapsed);
    for (let task = this.urgentTasks.shift(); task !== undefined; task = this.urgentTasks.shift()) this.runTask(task);
    const arriving = this.arrivedThisTurn || start - this.lastArrivalAt <= this.options.arrivalQuietMs;
    this.arrivedThisTurn = false;
    const held = arriving && this.holdBudgetMs > 0;
    this.heldWork = held && this.normal.size > 0;
    if (held) {
      // Arrivals just now: take another turn to serve the next ones first.
      if (this.heldWork) this.wake();
      return;
    }
    const deadline = start + this.options.sliceMs;
    for (let task = this.normal.shift(); task !== undefined; task = this.normal.shift()) {
      this.runTask(task);
      for (let next = this.urgentTasks.shift(); next !== undefined; next = this.urgentTasks.shift()) this.runTask(next);
      if (performance.now() >= deadline) break;
    }
    if (this.normal.size > 0 || this.urgentTasks.size > 0) this.wake();
  };
}
