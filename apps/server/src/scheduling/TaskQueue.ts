/** A scheduled Effect task; `done` once it ran (from the queue or from its dispatcher's `flush`). */
export interface Task {
  readonly run: () => void;
  done: boolean;
}

/** A first-in-first-out queue of tasks that skips tasks already run elsewhere. */
export class TaskQueue {
  private items: Array<Task> = [];
  private head = 0;
  private live = 0;

  /** Tasks queued and not yet run. */
  get size(): number {
    return this.live;
  }

  push(task: Task): void {
    this.items.push(task);
    this.live++;
  }

  /** The oldest task not yet run, marked done; undefined when there is none. */
  shift(): Task | undefined {
    while (this.head < this.items.length) {
      const task = this.items[this.head]!;
      this.head++;
      if (this.head > 1024 && this.head * 2 > this.items.length) {
        this.items = this.items.slice(this.head);
        this.head = 0;
      }
      if (this.head === this.items.length) {
        this.items = [];
        this.head = 0;
      }
      if (task.done) continue;
      task.done = true;
      this.live--;
      return task;
    }
    return undefined;
  }

  /** One queued task was run elsewhere (it stays in the queue, marked done, and is skipped). */
  discard(): void {
    this.live--;
  }
}
