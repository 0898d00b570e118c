import { bigint, boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.js";
import { users } from "./users.js";

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
    needsOcr: boolean("needs_ocr").notNull().default(false),
    summary: text("summary"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("documents_user_order_idx").on(table.userId, table.createdAt, table.id)],
);
