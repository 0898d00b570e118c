import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { instant } from "../database/columns.js";
import { users } from "../users/schema.js";

export const journalEntries = sqliteTable(
  "journal_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    title: text("title"),
    content: text("content").notNull(),
    contentHash: text("content_hash").notNull(),
    source: text("source").notNull(),
    sourceRef: text("source_ref"),
    processingStatus: text("processing_status").notNull(),
    processingAttempts: integer("processing_attempts").notNull(),
    processingError: text("processing_error"),
    processedHash: text("processed_hash"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    index("journal_entries_user_date").on(table.userId, table.date, table.createdAt, table.id),
    index("journal_entries_user_hash").on(table.userId, table.contentHash),
    index("journal_entries_user_source_ref").on(table.userId, table.sourceRef),
    index("journal_entries_user_processing").on(table.userId, table.processingStatus, table.date),
  ],
);

export const entryAnalytics = sqliteTable(
  "entry_analytics",
  {
    entryId: text("entry_id")
      .primaryKey()
      .references(() => journalEntries.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    emotions: text("emotions", { mode: "json" }).$type<Record<string, number>>().notNull(),
    happiness: real("happiness").notNull(),
    valence: real("valence").notNull(),
    arousal: real("arousal").notNull(),
    stress: real("stress").notNull(),
    energy: real("energy").notNull(),
    events: text("events", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    confidence: real("confidence").notNull(),
    method: text("method").notNull(),
    model: text("model"),
    analyzedAt: instant("analyzed_at").notNull(),
  },
  (table) => [index("entry_analytics_user_date").on(table.userId, table.date, table.entryId)],
);

export const journalSummaries = sqliteTable(
  "journal_summaries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    narrative: text("narrative").notNull(),
    positiveDrivers: text("positive_drivers", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    negativeDrivers: text("negative_drivers", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    topEvents: text("top_events", { mode: "json" }).$type<ReadonlyArray<string>>().notNull(),
    happinessAverage: real("happiness_average"),
    happinessInterval: text("happiness_interval", { mode: "json" }).$type<{ low: number; high: number } | null>(),
    entryCount: integer("entry_count").notNull(),
    method: text("method").notNull(),
    sourceHash: text("source_hash").notNull(),
    generatedAt: instant("generated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.period] })],
);
