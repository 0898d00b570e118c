import { Schema } from "effect";
import { EntryId, UserId } from "../common/ids.js";
import { LocalDate } from "../common/time.js";
import { BoundedString, Limits, RequiredString, StorableText } from "../common/validation.js";

/** Where an entry came from. */
export const EntrySource = Schema.Literals(["manual", "import", "sample"]);
export type EntrySource = typeof EntrySource.Type;

/** Where an entry stands in the chunk/embed/analyse pipeline. */
export const ProcessingStatus = Schema.Literals(["pending", "done", "failed"]);
export type ProcessingStatus = typeof ProcessingStatus.Type;

/** A journal entry: what the person wrote about one day. Several entries may share a day. */
export const JournalEntry = Schema.Struct({
  id: EntryId,
  userId: UserId,
  date: LocalDate,
  title: Schema.NullOr(BoundedString(Limits.titleChars)),
  content: RequiredString(Limits.entryChars),
  /** SHA-256 of the content: re-imports of unchanged text are no-ops. */
  contentHash: Schema.String,
  source: EntrySource,
  /** The file (or export record) an imported entry came from. */
  sourceRef: Schema.NullOr(Schema.String),
  processingStatus: ProcessingStatus,
  processingAttempts: Schema.Int,
  processingError: Schema.NullOr(Schema.String),
  /** The content hash the pipeline last finished for. */
  processedHash: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type JournalEntry = typeof JournalEntry.Type;

export const NewJournalEntry = Schema.Struct({
  id: Schema.optional(EntryId),
  date: LocalDate,
  title: Schema.optional(Schema.NullOr(BoundedString(Limits.titleChars))),
  content: RequiredString(Limits.entryChars),
  contentHash: RequiredString(128),
  source: Schema.optional(EntrySource),
  sourceRef: Schema.optional(Schema.NullOr(StorableText)),
});
export type NewJournalEntry = typeof NewJournalEntry.Type;

/**
 * Changing content resets processing to `pending`. `source` changes where the
 * entry counts as coming from: an imported entry edited in the app becomes
 * "manual", which a re-import of its file then leaves alone.
 */
export const JournalEntryPatch = Schema.Struct({
  date: Schema.optional(LocalDate),
  title: Schema.optional(Schema.NullOr(BoundedString(Limits.titleChars))),
  content: Schema.optional(RequiredString(Limits.entryChars)),
  contentHash: Schema.optional(RequiredString(128)),
  source: Schema.optional(EntrySource),
});
export type JournalEntryPatch = typeof JournalEntryPatch.Type;

export const ProcessingUpdate = Schema.Struct({
  status: ProcessingStatus,
  attempts: Schema.optional(Schema.Int),
  error: Schema.optional(Schema.NullOr(StorableText)),
  processedHash: Schema.optional(Schema.NullOr(StorableText)),
});
export type ProcessingUpdate = typeof ProcessingUpdate.Type;

/** One item of a batch processing update: the entry and what to set on it. */
export const EntryProcessingUpdate = Schema.Struct({ id: EntryId, ...ProcessingUpdate.fields });
export type EntryProcessingUpdate = typeof EntryProcessingUpdate.Type;

/** The fields entries can be looked up by in a batch (`findMany`). */
export const EntryLookupKey = Schema.Literals(["id", "sourceRef", "contentHash"]);
export type EntryLookupKey = typeof EntryLookupKey.Type;

/**
 * Entries by date. `order` "desc" (default) lists newest first; ties on the
 * date are broken by creation time, then id, in the same direction.
 * `from` and `to` are inclusive.
 */
export const EntryListQuery = Schema.Struct({
  from: Schema.optional(LocalDate),
  to: Schema.optional(LocalDate),
  order: Schema.optional(Schema.Literals(["asc", "desc"])),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Limits.pageLimitMax }))),
  cursor: Schema.optional(StorableText),
});
export type EntryListQuery = typeof EntryListQuery.Type;

export interface ProcessingCounts {
  readonly pending: number;
  readonly done: number;
  readonly failed: number;
}
