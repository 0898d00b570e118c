import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { MessageContent, ThreadConfig, Usage } from "@lifeos/core";
import { flag, instant } from "../database/columns.js";
import { users } from "../users/schema.js";

export const threads = sqliteTable(
  "threads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleSource: text("title_source").notNull(),
    pinned: flag("pinned").notNull(),
    tags: text("tags", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    config: text("config", { mode: "json" }).$type<ThreadConfig>().notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("threads_user_order").on(table.userId, table.pinned, table.updatedAt, table.id)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    threadId: text("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    runId: text("run_id"),
    role: text("role").notNull(),
    content: text("content", { mode: "json" }).$type<MessageContent>().notNull(),
    status: text("status").notNull(),
    usage: text("usage", { mode: "json" }).$type<Usage | null>(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("messages_thread_order").on(table.threadId, table.createdAt, table.id)],
);

export const runs = sqliteTable(
  "runs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    threadId: text("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    status: text("status").notNull(),
    model: text("model").notNull(),
    startedAt: instant("started_at").notNull(),
    finishedAt: instant("finished_at"),
    error: text("error", { mode: "json" }).$type<{ code: string; message: string } | null>(),
    usage: text("usage", { mode: "json" }).$type<Usage | null>(),
  },
  (table) => [index("runs_thread_order").on(table.threadId, table.startedAt, table.id)],
);
