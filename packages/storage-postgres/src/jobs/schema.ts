import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../database/columns.js";
import { users } from "../users/schema.js";

/** Background jobs (core's `Job`). The payload is written and read as JSON text (see jobRows). */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    dedupeKey: text("dedupe_key"),
    status: text("status").notNull(),
    attempts: integer("attempts").notNull(),
    maxAttempts: integer("max_attempts").notNull(),
    runAfter: instant("run_after").notNull(),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: instant("lease_expires_at"),
    runAgain: boolean("run_again").notNull(),
    lastError: text("last_error"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    finishedAt: instant("finished_at"),
  },
  (table) => [
    // At most one job per (user, kind, key) still to be done: enqueue's deduplication.
    uniqueIndex("jobs_active_dedupe_idx")
      .on(table.userId, table.kind, table.dedupeKey)
      .where(sql`${table.status} in ('queued', 'running') and ${table.dedupeKey} is not null`),
    // What claim scans: queued jobs by run time, and running jobs by lease end.
    index("jobs_queued_due_idx").on(table.kind, table.runAfter, table.id).where(sql`${table.status} = 'queued'`),
    index("jobs_running_lease_idx").on(table.kind, table.leaseExpiresAt).where(sql`${table.status} = 'running'`),
    index("jobs_user_order_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
  ],
);
