import { and, eq, sql } from "drizzle-orm";
import { NotFound } from "@lifeos/core";
import { threads } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { preparedQuery } from "../database/preparedQueries.js";

/** The thread's id when it exists and belongs to the user: asked by every write into a thread (a follow-up chat turn among them). */
const ownedThread = (context: SqliteContext) =>
  preparedQuery(context, ownedThread, () =>
    context.db
      .select({ id: threads.id })
      .from(threads)
      .where(and(eq(threads.id, sql.placeholder("threadId")), eq(threads.userId, sql.placeholder("userId"))))
      .prepare(),
  );

/** Throws `NotFound` (THREAD_NOT_FOUND) unless the thread exists and belongs to the user. */
export const assertThreadOwned = (context: SqliteContext, userId: string, threadId: string): void => {
  const row = ownedThread(context).get({ threadId, userId });
  if (!row) throw NotFound.of("thread", threadId);
};
