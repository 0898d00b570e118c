import type { EntryId, UserId } from "../common/ids.js";
import type { JournalEntry, NewJournalEntry } from "./entry.js";

/** What the store supplies for a new entry: its id (when the input has none), owner and creation time. */
export interface NewRecordContext {
  readonly id: string;
  readonly userId: UserId;
  readonly now: Date;
}

/**
 * The record a new journal entry is stored as: the caller's id or `context.id`,
 * title and source ref null when not given, source "manual" when not given,
 * processing `pending` with 0 attempts, no error and no processed hash, and
 * `createdAt` = `updatedAt` = `context.now`. Pure: adapters only map it to rows.
 */
export const newJournalEntryRecord = (input: NewJournalEntry, context: NewRecordContext): JournalEntry => ({
  id: input.id ?? (context.id as EntryId),
  userId: context.userId,
  date: input.date,
  title: input.title ?? null,
  content: input.content,
  contentHash: input.contentHash,
  source: input.source ?? "manual",
  sourceRef: input.sourceRef ?? null,
  processingStatus: "pending",
  processingAttempts: 0,
  processingError: null,
  processedHash: null,
  createdAt: context.now,
  updatedAt: context.now,
});
