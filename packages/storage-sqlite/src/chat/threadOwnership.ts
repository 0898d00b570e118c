import { and, eq } from "drizzle-orm";
import { NotFound } from "@lifeos/core";
import { threads } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";

/** Throws `NotFound` (THREAD_NOT_FOUND) unless the thread exists and belongs to the user. */
export const assertThreadOwned = (context: SqliteContext, userId: string, threadId: string): void => {
  const row = context.db
    .select({ id: threads.id })
    .from(threads)
    .where(and(eq(threads.id, threadId), eq(threads.userId, userId)))
    .get();
  if (!row) throw NotFound.of("thread", threadId);
};
