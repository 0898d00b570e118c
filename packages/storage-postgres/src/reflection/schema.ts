import { index, jsonb, pgTable, uuid } from "drizzle-orm/pg-core";
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
  },
  (table) => [
    index("reflections_user_entry_idx").on(table.userId, table.entryId, table.createdAt),
    index("reflections_user_created_idx").on(table.userId, table.createdAt),
  ],
);
