import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { flag, instant } from "../database/columns.js";
import { users } from "../users/schema.js";

/** Background jobs (core's `Job`); the payload is stored as its JSON text. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: text("payload").notNull(),
    dedupeKey: text("dedupe_key"),
    status: text("status").notNull(),
    attempts: integer("attempts").notNull(),
    maxAttempts: integer("max_attempts").notNull(),
    runAfter: instant("run_after").notNull(),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: instant("lease_expires_at"),
    runAgain: flag("run_again").notNull(),
    lastError: text("last_error"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    finishedAt: instant("finished_at"),
  },
  (table) => [
    // At most one job per (user, kind, key) still to be done: enqueue's deduplication.
    uniqueIndex("jobs_active_dedupe")
      .on(table.userId, table.kind, table.dedupeKey)
      .where(sql`${table.status} in ('queued', 'running') and ${table.dedupeKey} is not null`),
    index("jobs_due").on(table.status, table.kind, table.runAfter),
    index("jobs_lease").on(table.status, table.leaseExpiresAt),
    index("jobs_user_order").on(table.userId, table.createdAt, table.id),
  ],
);
