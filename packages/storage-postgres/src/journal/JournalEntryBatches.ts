import type { EntryProcessingUpdate, JournalEntryRepositoryService } from "@lifeos/core";
import { Conflict, JournalEntry, NotFound, newJournalEntryRecord } from "@lifeos/core";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { Effect } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRows } from "../database/decodeRow.js";
import { journalEntries } from "./schema.js";

type Batches = Pick<JournalEntryRepositoryService, "createMany" | "findMany" | "setProcessingMany">;

const toEntries = decodeRows(JournalEntry, "journalEntry");

const columnOf = { id: journalEntries.id, sourceRef: journalEntries.sourceRef, contentHash: journalEntries.contentHash } as const;

/** Updates of one id folded in input order: a later field replaces an earlier one only when given. */
const foldUpdates = (updates: ReadonlyArray<EntryProcessingUpdate>): EntryProcessingUpdate[] => {
  const byId = new Map<string, EntryProcessingUpdate>();
  for (const update of updates) {
    const defined = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
    byId.set(update.id, { ...byId.get(update.id), ...defined } as EntryProcessingUpdate);
  }
  return [...byId.values()];
};

/** One row of the update list: each optional field with a flag saying whether it was given. */
const updateRow = (update: EntryProcessingUpdate) =>
  sql`(${update.id}::uuid, ${update.status}::text, ${update.attempts !== undefined}::boolean, ${update.attempts ?? null}::integer,
    ${update.error !== undefined}::boolean, ${update.error ?? null}::text,
    ${update.processedHash !== undefined}::boolean, ${update.processedHash ?? null}::text)`;

/** `createMany`, `findMany` and `setProcessingMany` over decoded arguments: each one multi-row statement (plus an ownership read). */
export const makeJournalEntryBatches = ({ db, now, nextId }: Database): Batches => ({
  createMany: (user, values) =>
    Effect.gen(function* () {
      const chosen = values.flatMap((value) => (value.id !== undefined ? [value.id] : []));
      if (new Set(chosen).size !== chosen.length) return yield* Effect.fail(new Conflict({ message: "An entry id repeats within the batch" }));
      const at = yield* now;
      const records: JournalEntry[] = [];
      for (const value of values) records.push(newJournalEntryRecord(value, { id: value.id ?? (yield* nextId), userId: user, now: at }));
      if (records.length === 0) return [];
      // One INSERT of every row (≤ 1000 × 14 parameters): atomic on its own.
      const inserted = yield* query(() => db.insert(journalEntries).values(records).returning(), { entity: "user", id: user });
      const byId = new Map((yield* toEntries(inserted)).map((entry) => [entry.id, entry]));
      return records.map((record) => byId.get(record.id)!);
    }),
  findMany: (user, field, wanted) =>
    Effect.gen(function* () {
      const found = new Map<string, JournalEntry>();
      if (wanted.length === 0) return found;
      const rows = yield* query(() =>
        db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, user), inArray(columnOf[field], [...new Set(wanted)])))
          .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id)),
      );
      for (const entry of yield* toEntries(rows)) {
        const value = entry[field];
        if (value !== null && !found.has(value)) found.set(value, entry);
      }
      return found;
    }),
  setProcessingMany: (user, updates) =>
    Effect.gen(function* () {
      const folded = foldUpdates(updates);
      if (folded.length === 0) return;
      const ids = folded.map((update) => update.id);
      const owned = yield* query(() =>
        db.select({ id: journalEntries.id }).from(journalEntries).where(and(eq(journalEntries.userId, user), inArray(journalEntries.id, ids))),
      );
      const ownedIds = new Set(owned.map((row) => row.id));
      const missing = ids.find((id) => !ownedIds.has(id));
      if (missing !== undefined) return yield* Effect.fail(NotFound.of("journalEntry", missing));
      // One UPDATE over a VALUES list: every entry changes, or (on error) none.
      yield* query(() =>
        db.execute(sql`UPDATE ${journalEntries} AS e SET
          processing_status = u.status,
          processing_attempts = CASE WHEN u.has_attempts THEN u.attempts ELSE e.processing_attempts END,
          processing_error = CASE WHEN u.has_error THEN u.error ELSE e.processing_error END,
          processed_hash = CASE WHEN u.has_hash THEN u.hash ELSE e.processed_hash END
          FROM (VALUES ${sql.join(folded.map(updateRow), sql`, `)}) AS u(id, status, has_attempts, attempts, has_error, error, has_hash, hash)
          WHERE e.id = u.id AND e.user_id = ${user}`),
      );
    }),
});
