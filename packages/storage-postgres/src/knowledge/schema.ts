import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../database/columns.js";
import { users } from "../users/schema.js";

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    pageCount: integer("page_count"),
    contentHash: text("content_hash").notNull(),
    processingStatus: text("processing_status").notNull(),
    processingError: text("processing_error"),
    processingErrorCode: text("processing_error_code"),
    processingErrorParams: jsonb("processing_error_params").$type<Readonly<Record<string, string | number>>>(),
    needsOcr: boolean("needs_ocr").notNull().default(false),
    summary: text("summary"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("documents_user_order_idx").on(table.userId, table.createdAt, table.id)],
);

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
