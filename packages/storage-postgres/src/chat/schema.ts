import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { MessageContent, ThreadConfig, Usage } from "@lifeos/core";
import { instant } from "../database/columns.js";
import { users } from "../users/schema.js";

export const threads = pgTable(
  "threads",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleSource: text("title_source").notNull(),
    pinned: boolean("pinned").notNull(),
    tags: jsonb("tags").$type<ReadonlyArray<string>>().notNull(),
    config: jsonb("config").$type<ThreadConfig>().notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("threads_user_order_idx").on(table.userId, table.pinned.desc(), table.updatedAt.desc(), table.id.desc())],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    runId: uuid("run_id"),
    role: text("role").notNull(),
    content: jsonb("content").$type<MessageContent>().notNull(),
    status: text("status").notNull(),
    usage: jsonb("usage").$type<Usage>(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [index("messages_thread_order_idx").on(table.threadId, table.createdAt, table.id)],
);

export const runs = pgTable(
  "runs",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").notNull(),
    status: text("status").notNull(),
    model: text("model").notNull(),
    startedAt: instant("started_at").notNull(),
    finishedAt: instant("finished_at"),
    error: jsonb("error").$type<{ code: string; message: string }>(),
    usage: jsonb("usage").$type<Usage>(),
  },
  (table) => [index("runs_thread_order_idx").on(table.threadId, table.startedAt, table.id)],
);
