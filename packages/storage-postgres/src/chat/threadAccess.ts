import { NotFound } from "@lifeos/core";
import { and, eq } from "drizzle-orm";
import { Effect } from "effect";
import type { Executor } from "../database/Database.js";
import { query } from "../database/Database.js";
import { threads } from "./schema.js";

/** Succeeds when the thread exists and is the user's; otherwise `NotFound` (THREAD_NOT_FOUND). */
export const requireThread = (db: Executor, userId: string, threadId: string) =>
  Effect.flatMap(
    query(() => db.select({ id: threads.id }).from(threads).where(and(eq(threads.id, threadId), eq(threads.userId, userId)))),
    (rows) => (rows.length === 0 ? Effect.fail(NotFound.of("thread", threadId)) : Effect.void),
  );
