import { Effect } from "effect";
import type { Run } from "../../chat/run.js";
import { NewRun, RunOpening, RunPatch } from "../../chat/run.js";
import { Conflict, InvalidInput } from "../../common/errors.js";
import { RunId, ThreadId } from "../../common/ids.js";
import type { RunRepositoryService } from "../../chat/RunRepository.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, limitOf, owned } from "../storage/MemoryStore.js";
import { sortBy } from "../storage/paginate.js";
import { makeMessageRepository } from "./InMemoryMessageRepository.js";
import { makeThreadRepository } from "./InMemoryThreadRepository.js";
import { makeJobQueue } from "../jobs/InMemoryJobQueue.js";

export const makeRunRepository = (store: MemoryStore): RunRepositoryService => {
  const { runs, threads, messages, jobs } = store.tables;
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const runId = yield* decodeArgument(RunId, id);
      return yield* owned(runs, user, runId, "run");
    });
  const threadRepository = makeThreadRepository(store);
  const messageRepository = makeMessageRepository(store);
  const jobQueue = makeJobQueue(store);
  const create: RunRepositoryService["create"] = (userId, input) =>
    Effect.gen(function* () {
      const user = yield* existingUser(store, userId);
      const value = yield* decodeInput(NewRun, input);
      yield* owned(threads, user, value.threadId, "thread");
      if (runs.has(value.id)) return yield* Effect.fail(new Conflict({ message: "A run with this id exists" }));
      const run: Run = { ...value, userId: user, status: "running", finishedAt: null, error: null, usage: null };
      runs.set(run.id, copy(run));
      return copy(run);
    });
  /** The tables `start` writes, as they were, put back when a later step fails (a transaction's rollback). */
  const snapshot = () => {
    const tables: ReadonlyArray<Map<string, unknown>> = [threads, messages, runs, jobs];
    const saved = tables.map((table) => [table, new Map(table)] as const);
    return Effect.sync(() => {
      for (const [table, rows] of saved) {
        table.clear();
        for (const [key, row] of rows) table.set(key, row);
      }
    });
  };
  return {
    create,
    start: (userId, input) =>
      Effect.gen(function* () {
        const opening = yield* decodeInput(RunOpening, input);
        const threadId = opening.run.threadId;
        if ((opening.thread !== undefined && opening.thread.id !== threadId) || (opening.question !== undefined && opening.question.threadId !== threadId)) {
          return yield* Effect.fail(new InvalidInput({ message: "Every row of a run's opening names the run's thread", field: "threadId" }));
        }
        const rollback = snapshot();
        return yield* Effect.gen(function* () {
          if (opening.thread !== undefined) yield* threadRepository.create(userId, opening.thread);
          if (opening.threadPatch !== undefined) yield* threadRepository.update(userId, threadId, opening.threadPatch);
          if (opening.question !== undefined) yield* messageRepository.save(userId, opening.question);
          const started = yield* create(userId, opening.run);
          for (const job of opening.jobs ?? []) yield* jobQueue.enqueue(userId, job);
          return started;
        }).pipe(Effect.tapError(() => rollback));
      }),
    get: (userId, id) => Effect.map(find(userId, id), copy),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const run = yield* find(userId, id);
        const value = yield* decodeInput(RunPatch, patch);
        const next: Run = {
          ...run,
          ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
        };
        runs.set(next.id, copy(next));
        return copy(next);
      }),
    listByThread: (userId, threadId, limit) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const thread = yield* decodeArgument(ThreadId, threadId);
        yield* owned(threads, user, thread, "thread");
        const max = yield* limitOf(limit, 50);
        const rows = [...runs.values()].filter((run) => run.userId === user && run.threadId === thread);
        return sortBy(rows, (run) => [run.startedAt.getTime(), run.id], ["desc", "desc"]).slice(0, max).map(copy);
      }),
    interruptAbandoned: ({ lastActivityBefore, at }) =>
      Effect.sync(() => {
        let marked = 0;
        for (const run of [...runs.values()]) {
          if (run.status !== "running") continue;
          const message = messages.get(run.messageId);
          const lastActivity = Math.max(run.startedAt.getTime(), message?.updatedAt.getTime() ?? 0);
          if (lastActivity >= lastActivityBefore.getTime()) continue;
          runs.set(run.id, copy({ ...run, status: "interrupted", finishedAt: at }));
          if (message !== undefined && message.status === "streaming") messages.set(message.id, copy({ ...message, status: "interrupted" }));
          marked += 1;
        }
        return marked;
      }),
  };
};
