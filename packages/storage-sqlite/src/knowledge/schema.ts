import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { flag, instant } from "../database/columns.js";
import { users } from "../users/schema.js";

export const documents = sqliteTable(
  "documents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    pageCount: integer("page_count"),
    contentHash: text("content_hash").notNull(),
    processingStatus: text("processing_status").notNull(),
    processingError: text("processing_error"),
    processingErrorCode: text("processing_error_code"),
    processingErrorParams: text("processing_error_params", { mode: "json" }).$type<Readonly<Record<string, string | number>> | null>(),
    needsOcr: flag("needs_ocr").notNull().default(false),
    summary: text("summary"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("documents_user_order").on(table.userId, table.createdAt, table.id)],
);
