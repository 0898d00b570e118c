import { and, asc, eq, inArray } from "drizzle-orm";
import { Conflict, JournalEntry, newJournalEntryRecord, NotFound } from "@lifeos/core";
import type { JournalEntryRepositoryService } from "@lifeos/core";
import { journalEntries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, prepared, transaction } from "../database/SqliteContext.js";

type Batches = Pick<JournalEntryRepositoryService, "createMany" | "findMany" | "setProcessingMany">;

const toEntry = decodeRow(JournalEntry);

const insertEntry = `INSERT INTO journal_entries (id, user_id, date, title, content, content_hash, source, source_ref,
  processing_status, processing_attempts, processing_error, processed_hash, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Sets status always, and each other field only when its flag is 1. */
const updateProcessing = `UPDATE journal_entries SET processing_status = ?,
  processing_attempts = CASE WHEN ? THEN ? ELSE processing_attempts END,
  processing_error = CASE WHEN ? THEN ? ELSE processing_error END,
  processed_hash = CASE WHEN ? THEN ? ELSE processed_hash END
  WHERE id = ? AND user_id = ?`;

const columnOf = { id: journalEntries.id, sourceRef: journalEntries.sourceRef, contentHash: journalEntries.contentHash } as const;

/** `createMany`, `findMany` and `setProcessingMany` over decoded arguments: one transaction each, statements prepared once. */
export const makeJournalEntryBatches = (context: SqliteContext): Batches => ({
  createMany: (userId, values) =>
    attempt(() => {
      const chosen = values.flatMap((value) => (value.id !== undefined ? [value.id] : []));
      if (new Set(chosen).size !== chosen.length) throw new Conflict({ message: "An entry id repeats within the batch" });
      const now = context.now();
      const records = values.map((value) => newJournalEntryRecord(value, { id: value.id ?? context.newId(), userId, now }));
      if (records.length === 0) return records;
      const insert = prepared(context, insertEntry);
      transaction(context, () => {
        for (const entry of records)
          insert.run(
            entry.id, entry.userId, entry.date, entry.title, entry.content, entry.contentHash, entry.source, entry.sourceRef,
            entry.processingStatus, entry.processingAttempts, entry.processingError, entry.processedHash,
            entry.createdAt.getTime(), entry.updatedAt.getTime(),
          );
      });
      return records;
    }),
  findMany: (userId, key, values) =>
    attempt(() => {
      const found = new Map<string, JournalEntry>();
      const wanted = [...new Set(values)];
      for (let start = 0; start < wanted.length; start += 500) {
        const rows = context.db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), inArray(columnOf[key], wanted.slice(start, start + 500))))
          .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id))
          .all();
        for (const row of rows) {
          const value = row[key];
          if (value !== null && !found.has(value)) found.set(value, toEntry(row));
        }
      }
      return found;
    }),
  setProcessingMany: (userId, updates) =>
    attempt(() => {
      if (updates.length === 0) return;
      const update = prepared(context, updateProcessing);
      const given = (value: unknown) => (value !== undefined ? 1 : 0);
      transaction(context, () => {
        for (const { id, status, attempts, error, processedHash } of updates) {
          const result = update.run(
            status, given(attempts), attempts ?? null, given(error), error ?? null, given(processedHash), processedHash ?? null, id, userId,
          );
          if (result.changes === 0) throw NotFound.of("journalEntry", id);
        }
      });
    }),
});
