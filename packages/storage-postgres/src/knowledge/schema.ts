import { customType, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../schema/columns.js";
import { users } from "../schema/users.js";

/** A `bytea`, read and written as a `Uint8Array` (postgres.js hands out a `Buffer`). */
const bytes = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Original files in the database, so every server process sees the same
 * ones. One row per (user, key); removed with their user.
 */
export const blobs = pgTable(
  "blobs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    byteSize: integer("byte_size").notNull(),
    bytes: bytes("bytes").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
