import type { EntryId, JournalEntryRepositoryService, LocalDate, ProcessingUpdate, UserId } from "@lifeos/core";
import {
  givenFields,
  JournalEntry,
  journalEntryListOrder,
  JournalEntryRepositoryArguments,
  newJournalEntryRecord,
  NotFound,
  pageLimit,
  withDecodedArguments,
} from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { and, asc, count, eq, gte, lte, max, min } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query, transaction } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { journalEntries } from "./schema.js";
import { chunks } from "../search/schema.js";
import { single } from "../database/arguments.js";
import { keysetOf } from "../database/cursor.js";
import { makeJournalEntryBatches } from "./JournalEntryBatches.js";

const toEntry = decodeRow(JournalEntry, "journalEntry");
const toEntries = decodeRows(JournalEntry, "journalEntry");

const keyColumns = [journalEntries.date, journalEntries.createdAt, journalEntries.id];
const ascending = keysetOf(journalEntryListOrder, keyColumns, "asc");
const descending = keysetOf(journalEntryListOrder, keyColumns, "desc");

const processingChanges = (value: ProcessingUpdate) => ({
  processingStatus: value.status,
  ...(value.attempts !== undefined ? { processingAttempts: value.attempts } : {}),
  ...(value.error !== undefined ? { processingError: value.error } : {}),
  ...(value.processedHash !== undefined ? { processedHash: value.processedHash } : {}),
});

export const makeJournalEntryRepository = (database: Database): JournalEntryRepositoryService => {
  const { db, now, nextId } = database;
  const owned = (user: string, id: string) => and(eq(journalEntries.id, id), eq(journalEntries.userId, user));
  const find = (user: UserId, entryId: EntryId) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(journalEntries).where(owned(user, entryId)));
      return yield* toEntry(yield* single(rows, () => NotFound.of("journalEntry", entryId)));
    });
  const findBy = (user: UserId, condition: (user: string) => SQL | undefined) =>
    Effect.gen(function* () {
      const rows = yield* query(() =>
        db.select().from(journalEntries).where(and(eq(journalEntries.userId, user), condition(user))).orderBy(asc(journalEntries.createdAt), asc(journalEntries.id)).limit(1),
      );
      return rows[0] === undefined ? Option.none<JournalEntry>() : Option.some(yield* toEntry(rows[0]));
    });
  return withDecodedArguments(JournalEntryRepositoryArguments, {
    create: (user, value) =>
      Effect.gen(function* () {
        const row = newJournalEntryRecord(value, { id: value.id ?? (yield* nextId), userId: user, now: yield* now });
        const inserted = yield* query(() => db.insert(journalEntries).values(row).returning(), { entity: "user", id: user });
        return yield* toEntry(inserted[0]);
      }),
    ...makeJournalEntryBatches(database),
    get: find,
    listByDate: (user, day) =>
      Effect.gen(function* () {
        return yield* toEntries(
          yield* query(() =>
            db.select().from(journalEntries).where(and(eq(journalEntries.userId, user), eq(journalEntries.date, day))).orderBy(asc(journalEntries.createdAt), asc(journalEntries.id)),
          ),
        );
      }),
    list: (user, value) =>
      Effect.gen(function* () {
        const order = value.order === "asc" ? ascending : descending;
        const limit = pageLimit(value.limit);
        const conditions = [
          eq(journalEntries.userId, user),
          value.from !== undefined ? gte(journalEntries.date, value.from) : undefined,
          value.to !== undefined ? lte(journalEntries.date, value.to) : undefined,
          yield* order.after(value.cursor),
        ];
        const rows = yield* query(() => db.select().from(journalEntries).where(and(...conditions)).orderBy(...order.orderBy).limit(limit + 1));
        return order.page(yield* toEntries(rows), limit);
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const entry = yield* find(userId, id);
        const value = givenFields(patch);
        if (Object.keys(value).length === 0) return entry;
        const contentChanged = value.content !== undefined && value.content !== entry.content;
        const changes = {
          ...value,
          ...(contentChanged ? { processingStatus: "pending", processingAttempts: 0, processingError: null } : {}),
          updatedAt: yield* now,
        };
        const rows = yield* query(() => db.update(journalEntries).set(changes).where(owned(entry.userId, entry.id)).returning());
        return yield* toEntry(yield* single(rows, () => NotFound.of("journalEntry", entry.id)));
      }),
    delete: (userId, id) =>
      Effect.gen(function* () {
        const entry = yield* find(userId, id);
        yield* transaction(db, (tx) =>
          Effect.gen(function* () {
            yield* query(() =>
              tx.delete(chunks).where(and(eq(chunks.userId, entry.userId), eq(chunks.source, "journal"), eq(chunks.sourceId, entry.id))),
            );
            // Analytics go with the entry (ON DELETE CASCADE).
            yield* query(() => tx.delete(journalEntries).where(owned(entry.userId, entry.id)));
          }),
        );
      }),
    findByContentHash: (userId, contentHash) =>
      typeof contentHash === "string" ? findBy(userId, () => eq(journalEntries.contentHash, contentHash)) : Effect.succeed(Option.none()),
    findBySourceRef: (userId, sourceRef) =>
      typeof sourceRef === "string" ? findBy(userId, () => eq(journalEntries.sourceRef, sourceRef)) : Effect.succeed(Option.none()),
    setProcessing: (userId, id, update) =>
      Effect.gen(function* () {
        const entry = yield* find(userId, id);
        const changes = processingChanges(update);
        yield* query(() => db.update(journalEntries).set(changes).where(owned(entry.userId, entry.id)));
      }),
    countByProcessing: (user) =>
      Effect.gen(function* () {
        const rows = yield* query(() =>
          db
            .select({ status: journalEntries.processingStatus, count: count() })
            .from(journalEntries)
            .where(eq(journalEntries.userId, user))
            .groupBy(journalEntries.processingStatus),
        );
        const counts = { pending: 0, done: 0, failed: 0 };
        for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.count);
        return counts;
      }),
    listByProcessing: (user, wanted, max) =>
      Effect.gen(function* () {
        return yield* toEntries(
          yield* query(() =>
            db
              .select()
              .from(journalEntries)
              .where(and(eq(journalEntries.userId, user), eq(journalEntries.processingStatus, wanted)))
              .orderBy(asc(journalEntries.date), asc(journalEntries.createdAt), asc(journalEntries.id))
              .limit(max),
          ),
        );
      }),
    stats: (user) =>
      Effect.gen(function* () {
        const rows = yield* query(() =>
          db
            .select({ count: count(), firstDate: min(journalEntries.date), lastDate: max(journalEntries.date) })
            .from(journalEntries)
            .where(eq(journalEntries.userId, user)),
        );
        const row = rows[0];
        return {
          count: Number(row?.count ?? 0),
          firstDate: (row?.firstDate ?? null) as LocalDate | null,
          lastDate: (row?.lastDate ?? null) as LocalDate | null,
        };
      }),
  });
};
