import type { MemoryRetention, MemorySource, MemoryTriple, Relationship, ReminderRecurrence } from "@lifeos/core";
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../database/columns.js";
import { users } from "../users/schema.js";

export const memories = pgTable(
  "memories",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    summary: text("summary").notNull(),
    type: text("type").notNull(),
    context: text("context").notNull(),
    importance: integer("importance").notNull(),
    entities: jsonb("entities").$type<ReadonlyArray<string>>().notNull(),
    sentiment: doublePrecision("sentiment").notNull(),
    accessCount: integer("access_count").notNull(),
    lastAccessedAt: instant("last_accessed_at"),
    sourceThreadId: uuid("source_thread_id"),
    archived: boolean("archived").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    language: text("language"),
    source: jsonb("source").$type<MemorySource>(),
    occurredAt: instant("occurred_at"),
    occurredPrecision: text("occurred_precision"),
    validFrom: instant("valid_from"),
    validTo: instant("valid_to"),
    supersededBy: uuid("superseded_by"),
    triple: jsonb("triple").$type<MemoryTriple>(),
  },
  (table) => [
    index("memories_user_order_idx").on(table.userId, table.createdAt, table.id),
    index("memories_user_occurred_idx").on(table.userId, table.occurredAt),
  ],
);

export const entities = pgTable(
  "entities",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    aliases: jsonb("aliases").$type<ReadonlyArray<string>>().notNull(),
    relationships: jsonb("relationships").$type<ReadonlyArray<Relationship>>().notNull(),
    mentionCount: integer("mention_count").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    relationshipToUser: text("relationship_to_user"),
    gender: text("gender"),
    lastMentionedAt: instant("last_mentioned_at"),
  },
  (table) => [uniqueIndex("entities_user_name_unique").on(table.userId, sql`lower(${table.name})`)],
);

export const memorySummaries = pgTable(
  "memory_summaries",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    context: text("context").notNull(),
    content: text("content").notNull(),
    memoryIds: jsonb("memory_ids").$type<ReadonlyArray<string>>().notNull(),
    periodStart: instant("period_start").notNull(),
    periodEnd: instant("period_end").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("memory_summaries_user_order_idx").on(table.userId, table.createdAt, table.id)],
);

export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    dueAt: instant("due_at").notNull(),
    status: text("status").notNull(),
    sourceThreadId: uuid("source_thread_id"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    recurrence: jsonb("recurrence").$type<ReminderRecurrence>(),
    memoryId: uuid("memory_id"),
  },
  (table) => [index("reminders_user_due_idx").on(table.userId, table.dueAt, table.id)],
);

export const memorySettings = pgTable("memory_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull(),
  retention: jsonb("retention").$type<MemoryRetention>().notNull(),
  importanceFloor: integer("importance_floor").notNull(),
  updatedAt: instant("updated_at").notNull(),
});
