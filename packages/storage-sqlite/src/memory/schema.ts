import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { MemoryRetention, MemorySource, MemoryTriple, Relationship, ReminderRecurrence } from "@lifeos/core";
import { flag, instant } from "../database/columns.js";
import { users } from "../users/schema.js";

export const memories = sqliteTable(
  "memories",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    summary: text("summary").notNull(),
    type: text("type").notNull(),
    context: text("context").notNull(),
    importance: integer("importance").notNull(),
    entities: text("entities", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    /** `entities` lower-cased, for case-insensitive filtering. */
    entityKeys: text("entity_keys", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    sentiment: real("sentiment").notNull(),
    accessCount: integer("access_count").notNull(),
    lastAccessedAt: instant("last_accessed_at"),
    sourceThreadId: text("source_thread_id"),
    archived: flag("archived").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    language: text("language"),
    source: text("source", { mode: "json" }).$type<MemorySource>(),
    occurredAt: instant("occurred_at"),
    occurredPrecision: text("occurred_precision"),
    validFrom: instant("valid_from"),
    validTo: instant("valid_to"),
    supersededBy: text("superseded_by"),
    triple: text("triple", { mode: "json" }).$type<MemoryTriple>(),
  },
  (table) => [
    index("memories_user_order").on(table.userId, table.createdAt, table.id),
    index("memories_user_occurred").on(table.userId, table.occurredAt),
  ],
);

export const entities = sqliteTable(
  "entities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** `name` lower-cased (Unicode-aware): names are unique per user, case-insensitively. */
    nameKey: text("name_key").notNull(),
    type: text("type").notNull(),
    aliases: text("aliases", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    aliasKeys: text("alias_keys", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    relationships: text("relationships", { mode: "json" }).$type<ReadonlyArray<Relationship>>().notNull(),
    mentionCount: integer("mention_count").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    relationshipToUser: text("relationship_to_user"),
    gender: text("gender"),
    lastMentionedAt: instant("last_mentioned_at"),
  },
  (table) => [
    uniqueIndex("entities_user_name").on(table.userId, table.nameKey),
    index("entities_user_mentions").on(table.userId, table.mentionCount, table.name),
  ],
);

export const memorySummaries = sqliteTable(
  "memory_summaries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    context: text("context").notNull(),
    content: text("content").notNull(),
    memoryIds: text("memory_ids", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    periodStart: instant("period_start").notNull(),
    periodEnd: instant("period_end").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("memory_summaries_user_order").on(table.userId, table.createdAt, table.id)],
);

export const reminders = sqliteTable(
  "reminders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    dueAt: instant("due_at").notNull(),
    status: text("status").notNull(),
    sourceThreadId: text("source_thread_id"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    recurrence: text("recurrence", { mode: "json" }).$type<ReminderRecurrence>(),
    memoryId: text("memory_id"),
  },
  (table) => [index("reminders_user_due").on(table.userId, table.dueAt, table.id)],
);

export const memorySettings = sqliteTable("memory_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: flag("enabled").notNull(),
  retention: text("retention", { mode: "json" }).$type<MemoryRetention>().notNull(),
  importanceFloor: integer("importance_floor").notNull(),
  updatedAt: instant("updated_at").notNull(),
});
