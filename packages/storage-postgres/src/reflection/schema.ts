import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../database/columns.js";
import { journalEntries } from "../journal/schema.js";
import { users } from "../users/schema.js";

/** Saved reflections: the `POST /reflect` result as JSON, on an entry (deleted with it) or on a pasted text. */
export const reflections = pgTable(
  "reflections",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").references(() => journalEntries.id, { onDelete: "cascade" }),
    result: jsonb("result").$type<unknown>().notNull(),
    createdAt: instant("created_at").notNull(),
    /** The client's idempotency key of the request that kept it (null without one): one reflection per (user, entry, key). */
    requestKey: text("request_key"),
  },
  (table) => [
    index("reflections_user_entry_idx").on(table.userId, table.entryId, table.createdAt),
    index("reflections_user_created_idx").on(table.userId, table.createdAt),
    uniqueIndex("reflections_user_entry_request_key_idx").on(table.userId, table.entryId, table.requestKey),
  ],
);
