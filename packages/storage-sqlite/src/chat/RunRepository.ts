import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Effect } from "effect";
import { givenFields, InvalidInput, newRunRecord, NotFound, Run, RunRepositoryArguments, withDecodedArguments } from "@lifeos/core";
import type { NewRun, RunRepositoryService, UserId } from "@lifeos/core";
import { messages, runs } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { storeMessage } from "./MessageRepository.js";
import { insertThread, patchThread } from "./ThreadRepository.js";
import { assertThreadOwned } from "./threadOwnership.js";
import { driverPlaceholder, driverValue, insertRow, preparedQuery } from "../database/preparedQueries.js";

const toRun = decodeRow(Run);

/** A run of the user by id: every update (a run's finish among them) reads it before and after. */
const runById = (context: SqliteContext) =>
  preparedQuery(context, runById, () =>
    context.db
      .select()
      .from(runs)
      .where(and(eq(runs.id, sql.placeholder("id")), eq(runs.userId, sql.placeholder("userId"))))
      .prepare(),
  );

/** A thread's runs, newest first: the memory job asks for the latest until the answer it learns after is done. */
const runsOfThread = (context: SqliteContext) =>
  preparedQuery(context, runsOfThread, () =>
    context.db
      .select()
      .from(runs)
      .where(and(eq(runs.threadId, sql.placeholder("threadId")), eq(runs.userId, sql.placeholder("userId"))))
      .orderBy(desc(runs.startedAt), desc(runs.id))
      .limit(sql.placeholder("limit"))
      .prepare(),
  );

/** The update of a run's given columns (`fields`, in a fixed order), one statement per set of columns. */
const runUpdate = (context: SqliteContext, fields: ReadonlyArray<string>) =>
  preparedQuery(context, `runs.update:${fields.join(",")}`, () =>
    context.db
      .update(runs)
      .set(Object.fromEntries(fields.map((field) => [field, driverPlaceholder(field)])))
      .where(and(eq(runs.id, sql.placeholder("id")), eq(runs.userId, sql.placeholder("userId"))))
      .prepare(),
  );

export const makeRunRepository = (context: SqliteContext): RunRepositoryService => {
  const { db } = context;
  const getOrFail = (userId: string, id: string) => {
    const row = runById(context).get({ id, userId });
    if (!row) throw NotFound.of("run", id);
    return toRun(row);
  };
  /** Starts a decoded run on a thread the caller has found to be the user's; runs inside the caller's transaction. */
  const insertRun = (userId: UserId, value: NewRun) => {
    const run = newRunRecord(userId, value);
    insertRow(context, runs, run);
    // What was inserted, as it reads back (no second statement).
    return run;
  };
  return withDecodedArguments(RunRepositoryArguments, {
    create: (userId, value) =>
      attempt(() =>
        transaction(context, () => {
          assertThreadOwned(context, userId, value.threadId);
          return insertRun(userId, value);
        }),
      ),
    start: (userId, opening) => {
      const threadId = opening.run.threadId;
      if ((opening.thread !== undefined && opening.thread.id !== threadId) || (opening.question !== undefined && opening.question.threadId !== threadId)) {
        return Effect.fail(new InvalidInput({ message: "Every row of a run's opening names the run's thread", field: "threadId" }));
      }
      // One commit for the turn's rows: the chat path's one write before its first byte.
      return attempt(() =>
        transaction(context, () => {
          // The thread first: inserted for the user, or patched or checked as theirs; what follows goes into it.
          if (opening.thread !== undefined) insertThread(context, userId, opening.thread);
          if (opening.threadPatch !== undefined) patchThread(context, userId, threadId, opening.threadPatch);
          if (opening.thread === undefined && opening.threadPatch === undefined) assertThreadOwned(context, userId, threadId);
          if (opening.question !== undefined) storeMessage(context, userId, opening.question);
          const started = insertRun(userId, opening.run);
          return started;
        }),
      );
    },
    get: (userId, id) => attempt(() => getOrFail(userId, id)),
    update: (userId, id, patch) =>
      attempt(() =>
        transaction(context, () => {
          const current = getOrFail(userId, id);
          const fields = givenFields(patch);
          const names = Object.keys(fields).sort();
          if (names.length > 0) {
            const values: Record<string, unknown> = { id, userId };
            for (const name of names) values[name] = driverValue(runs[name as keyof typeof fields], fields[name as keyof typeof fields]);
            runUpdate(context, names).run(values);
          }
          // The decoded patch over the run as read: what it now reads back (no second read).
          return { ...current, ...fields };
        }),
      ),
    listByThread: (userId, threadId, limit = 50) =>
      attempt(() => {
        assertThreadOwned(context, userId, threadId);
        return runsOfThread(context).all({ threadId, userId, limit }).map(toRun);
      }),
    interruptAbandoned: ({ lastActivityBefore, at }) =>
      attempt(() =>
        transaction(context, () => {
          const before = lastActivityBefore.getTime();
          const abandoned = db
            .select({ id: runs.id, messageId: runs.messageId })
            .from(runs)
            .leftJoin(messages, eq(messages.id, runs.messageId))
            .where(
              and(
                eq(runs.status, "running"),
                sql`max(${runs.startedAt}, coalesce(${messages.updatedAt}, 0)) < ${before}`,
              ),
            )
            .all();
          if (abandoned.length === 0) return 0;
          for (let start = 0; start < abandoned.length; start += 500) {
            const slice = abandoned.slice(start, start + 500);
            db.update(runs)
              .set({ status: "interrupted", finishedAt: at })
              .where(inArray(runs.id, slice.map((run) => run.id)))
              .run();
            db.update(messages)
              .set({ status: "interrupted" })
              .where(and(inArray(messages.id, slice.map((run) => run.messageId)), eq(messages.status, "streaming")))
              .run();
          }
          return abandoned.length;
        }),
      ),
  });
};
