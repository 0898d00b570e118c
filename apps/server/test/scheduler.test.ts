import { Effect, Fiber } from "effect";
import { describe, expect, it } from "vitest";
import { TaskQueue } from "../src/scheduling/TaskQueue.js";
import { TimeSlicedScheduler } from "../src/scheduling/TimeSlicedScheduler.js";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/** Resolves on the next macrotask after the ones queued so far (an I/O-like callback). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves right after the scheduler's turn queued so far (its `setImmediate`), before the next poll for I/O. */
const afterTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Schedules one task on `scheduler`; the returned function says how many times it ran. */
const countedTask = (scheduler: TimeSlicedScheduler) => {
  let ran = 0;
  scheduler.makeDispatcher().scheduleTask(() => ran++, 0);
  return () => ran;
};

const make = (options: Partial<ConstructorParameters<typeof TimeSlicedScheduler>[0]> = {}) =>
  new TimeSlicedScheduler({ maxOpsBeforeYield: 128, sliceMs: 4, arrivalPriorityMs: 100, arrivalQuietMs: 2, ...options });

describe("TaskQueue", () => {
  it("hands out tasks first in, first out, skipping ones already run elsewhere", () => {
    const queue = new TaskQueue();
    const tasks = [0, 1, 2, 3].map((index) => ({ run: () => index, done: false }));
    for (const task of tasks) queue.push(task);
    tasks[1]!.done = true;
    queue.discard();
    expect(queue.size).toBe(3);
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([tasks[0], tasks[2], tasks[3], undefined]);
    expect(queue.size).toBe(0);
  });

  it("keeps order across many pushes and shifts", () => {
    const queue = new TaskQueue();
    const seen: number[] = [];
    for (let index = 0; index < 5000; index++) {
      queue.push({ run: () => seen.push(index), done: false });
      if (index % 3 === 0) queue.shift()!.run();
    }
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) task.run();
    expect(seen).toEqual(Array.from({ length: 5000 }, (_, index) => index));
  });
});

describe("TimeSlicedScheduler", () => {
  it("runs a backlog in slices, letting other callbacks run between them", async () => {
    const scheduler = make();
    const dispatcher = scheduler.makeDispatcher();
    let ran = 0;
    for (let index = 0; index < 200; index++) dispatcher.scheduleTask(() => (busy(1), ran++), 0);
    // A callback queued after the scheduler's first turn (not a timer, which on a busy machine may fire before that turn).
    await afterTurn();
    // Effect's default scheduler would have run all 200 (200 ms of work) before this callback.
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(100);
    while (scheduler.backlog > 0) await nextTurn();
    expect(ran).toBe(200);
  });

  it("runs tasks of every dispatcher in the order they were scheduled", async () => {
    const scheduler = make();
    const first = scheduler.makeDispatcher();
    const second = scheduler.makeDispatcher();
    const order: string[] = [];
    first.scheduleTask(() => order.push("a1"), 0);
    second.scheduleTask(() => order.push("b1"), 0);
    first.scheduleTask(() => order.push("a2"), 0);
    while (scheduler.backlog > 0) await nextTurn();
    expect(order).toEqual(["a1", "b1", "a2"]);
  });

  it("runs the urgent lane before other work", async () => {
    const scheduler = make();
    const order: string[] = [];
    const normal = scheduler.makeDispatcher();
    const urgent = scheduler.urgent.makeDispatcher();
    normal.scheduleTask(() => order.push("normal"), 0);
    urgent.scheduleTask(() => order.push("urgent"), 0);
    while (scheduler.backlog > 0) await nextTurn();
    expect(order).toEqual(["urgent", "normal"]);
  });

  it("holds work back for a turn after an arrival, but not beyond its budget", async () => {
    const scheduler = make({ arrivalPriorityMs: 20 });
    const ran = countedTask(scheduler);
    scheduler.arrived();
    await afterTurn();
    expect(ran()).toBe(0);
    // Arrivals on every turn: once the budget is spent, work runs anyway.
    while (ran() === 0) {
      scheduler.arrived();
      busy(1);
      await afterTurn();
    }
    expect(ran()).toBe(1);
  });

  it("does not count idle time after a held turn against the budget", async () => {
    const scheduler = make({ arrivalPriorityMs: 20 });
    // An arrival with nothing waiting (the turn holds nothing back), then the server idles for longer than the budget.
    scheduler.arrived();
    await afterTurn();
    await sleep(50);
    // The next burst still gets its turns first.
    const ran = countedTask(scheduler);
    scheduler.arrived();
    await afterTurn();
    expect(ran()).toBe(0);
    while (scheduler.backlog > 0) await nextTurn();
    expect(ran()).toBe(1);
  });

  it("holds work back for the turn of an arrival even when that turn outlasts the quiet window", async () => {
    const scheduler = make({ arrivalQuietMs: 2 });
    const ran = countedTask(scheduler);
    // A connection arrives, then the turn runs long (a collection, a big request) before work would run.
    scheduler.arrived();
    busy(10);
    await afterTurn();
    expect(ran()).toBe(0);
    // No arrival on the next turns: once the quiet window has passed, the work runs.
    await sleep(5);
    await nextTurn();
    expect(ran()).toBe(1);
  });

  it("keeps holding work back while the latest arrival is recent, even on turns that see none", async () => {
    const scheduler = make({ arrivalQuietMs: 30 });
    const ran = countedTask(scheduler);
    scheduler.arrived();
    const arrivedAt = performance.now();
    // Several turns with no new arrival, all within the quiet window: still held.
    for (let turn = 0; turn < 5; turn++) await afterTurn();
    if (performance.now() - arrivedAt < 30) expect(ran()).toBe(0);
    // Once the window has passed with nothing new, the work runs.
    await sleep(40);
    await nextTurn();
    expect(ran()).toBe(1);
  });

  it("flush runs only the tasks of its own dispatcher", () => {
    const scheduler = make();
    const mine = scheduler.makeDispatcher();
    const other = scheduler.makeDispatcher();
    const order: string[] = [];
    other.scheduleTask(() => order.push("other"), 0);
    mine.scheduleTask(() => order.push("mine"), 0);
    mine.flush();
    expect(order).toEqual(["mine"]);
    expect(scheduler.backlog).toBe(1);
  });

  it("runs Effect fibers, which yield to each other on it", async () => {
    const scheduler = make({ maxOpsBeforeYield: 16 });
    const trace: string[] = [];
    const worker = (name: string) =>
      Effect.forEach(Array.from({ length: 50 }, (_, index) => index), () => Effect.sync(() => trace.push(name)), { discard: true });
    const both = Effect.gen(function* () {
      const a = yield* Effect.forkChild(worker("a"));
      const b = yield* Effect.forkChild(worker("b"));
      yield* Fiber.join(a);
      yield* Fiber.join(b);
    });
    await Effect.runPromise(both, { scheduler });
    expect(trace.filter((name) => name === "a")).toHaveLength(50);
    // Interleaved: b ran before a finished.
    expect(trace.indexOf("b")).toBeLessThan(trace.lastIndexOf("a"));
  });
});
