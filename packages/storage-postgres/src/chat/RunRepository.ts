import type { NewRun, RunId, RunRepositoryService, UserId } from "@lifeos/core";
import { givenFields, InvalidInput, newRunRecord, NotFound, Run, RunRepositoryArguments, withDecodedArguments } from "@lifeos/core";
import { and, desc, eq } from "drizzle-orm";
import { Effect } from "effect";
import type { Database, Executor } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { runs } from "./schema.js";
import { single } from "../database/arguments.js";
import { upsertMessage } from "./MessageRepository.js";
import { insertThread, patchThread } from "./ThreadRepository.js";
import { requireThread } from "./threadAccess.js";

const toRun = decodeRow(Run, "run");
const toRuns = decodeRows(Run, "run");

/** Starts a decoded run on a thread of the user; on `db` or inside a transaction. */
const insertRun = (db: Executor, userId: UserId, value: NewRun) =>
  Effect.gen(function* () {
    yield* requireThread(db, userId, value.threadId);
    const row = newRunRecord(userId, value);
    const inserted = yield* query(() => db.insert(runs).values(row).returning());
    return yield* toRun(inserted[0]);
  });

export const makeRunRepository = ({ db, sql, now }: Database): RunRepositoryService => {
  const find = (userId: UserId, runId: RunId) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(runs).where(and(eq(runs.id, runId), eq(runs.userId, userId))));
      return yield* toRun(yield* single(rows, () => NotFound.of("run", runId)));
    });
  return withDecodedArguments(RunRepositoryArguments, {
    create: (userId, value) => insertRun(db, userId, value),
    start: (user, opening) =>
      Effect.gen(function* () {
        const threadId = opening.run.threadId;
        if ((opening.thread !== undefined && opening.thread.id !== threadId) || (opening.question !== undefined && opening.question.threadId !== threadId)) {
          return yield* Effect.fail(new InvalidInput({ message: "Every row of a run's opening names the run's thread", field: "threadId" }));
        }
        const at = yield* now;
        // One commit for the turn's rows: the chat path's one write before its first byte.
        return yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            if (opening.thread !== undefined) yield* insertThread(tx, user, opening.thread, at, opening.thread.id);
            else yield* requireThread(tx, user, threadId);
            if (opening.threadPatch !== undefined) yield* patchThread(tx, { id: threadId, userId: user }, opening.threadPatch);
            if (opening.question !== undefined) yield* upsertMessage(tx, user, opening.question, at);
            const started = yield* insertRun(tx, user, opening.run);
            return started;
          }),
        );
      }),
    get: find,
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const run = yield* find(userId, id);
        const changes = givenFields(patch);
        if (Object.keys(changes).length === 0) return run;
        const rows = yield* query(() => db.update(runs).set(changes).where(and(eq(runs.id, run.id), eq(runs.userId, run.userId))).returning());
        return yield* toRun(yield* single(rows, () => NotFound.of("run", run.id)));
      }),
    listByThread: (user, thread, limit = 50) =>
      Effect.gen(function* () {
        yield* requireThread(db, user, thread);
        return yield* toRuns(
          yield* query(() =>
            db.select().from(runs).where(and(eq(runs.userId, user), eq(runs.threadId, thread))).orderBy(desc(runs.startedAt), desc(runs.id)).limit(limit),
          ),
        );
      }),
    interruptAbandoned: ({ lastActivityBefore, at }) =>
      Effect.map(
        query(
          () => sql<Array<{ count: number }>>`
            WITH abandoned AS (
              UPDATE runs AS r SET status = 'interrupted', finished_at = ${at.toISOString()}::timestamptz
              WHERE r.status = 'running'
                AND greatest(r.started_at, coalesce((SELECT m.updated_at FROM messages AS m WHERE m.id = r.message_id), r.started_at)) < ${lastActivityBefore.toISOString()}::timestamptz
              RETURNING r.message_id
            ), marked AS (
              UPDATE messages AS m SET status = 'interrupted'
              FROM abandoned AS a WHERE m.id = a.message_id AND m.status = 'streaming'
              RETURNING m.id
            )
            SELECT count(*)::int AS count FROM abandoned`,
        ),
        (rows) => rows[0]?.count ?? 0,
      ),
  });
};
