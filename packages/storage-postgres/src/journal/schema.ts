import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../database/columns.js";
import { users } from "../users/schema.js";

export const journalEntries = pgTable(
  "journal_entries",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
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
    index("journal_entries_user_date_idx").on(table.userId, table.date, table.createdAt, table.id),
    index("journal_entries_user_hash_idx").on(table.userId, table.contentHash),
    index("journal_entries_user_source_ref_idx").on(table.userId, table.sourceRef),
    index("journal_entries_user_processing_idx").on(table.userId, table.processingStatus, table.date),
  ],
);

export const entryAnalytics = pgTable(
  "entry_analytics",
  {
    entryId: uuid("entry_id")
      .primaryKey()
      .references(() => journalEntries.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    emotions: jsonb("emotions").$type<Record<string, number>>().notNull(),
    happiness: doublePrecision("happiness").notNull(),
    valence: doublePrecision("valence").notNull(),
    arousal: doublePrecision("arousal").notNull(),
    stress: doublePrecision("stress").notNull(),
    energy: doublePrecision("energy").notNull(),
    events: jsonb("events").$type<ReadonlyArray<string>>().notNull(),
    confidence: doublePrecision("confidence").notNull(),
    method: text("method").notNull(),
    model: text("model"),
    analyzedAt: instant("analyzed_at").notNull(),
  },
  (table) => [index("entry_analytics_user_date_idx").on(table.userId, table.date)],
);

export const journalSummaries = pgTable(
  "journal_summaries",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    narrative: text("narrative").notNull(),
    positiveDrivers: jsonb("positive_drivers").$type<ReadonlyArray<string>>().notNull(),
    negativeDrivers: jsonb("negative_drivers").$type<ReadonlyArray<string>>().notNull(),
    topEvents: jsonb("top_events").$type<ReadonlyArray<string>>().notNull(),
    happinessAverage: doublePrecision("happiness_average"),
    happinessInterval: jsonb("happiness_interval").$type<{ low: number; high: number }>(),
    entryCount: integer("entry_count").notNull(),
    method: text("method").notNull(),
    sourceHash: text("source_hash").notNull(),
    generatedAt: instant("generated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.period] })],
);
