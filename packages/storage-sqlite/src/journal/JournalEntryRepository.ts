import { and, asc, count, desc, eq, gte, lte, max, min, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { Effect, Option } from "effect";
import {
  givenFields,
  JournalEntry,
  journalEntryListOrder,
  JournalEntryRepositoryArguments,
  LocalDate,
  newJournalEntryRecord,
  NotFound,
  pageLimit,
  withDecodedArguments,
} from "@lifeos/core";
import type { JournalEntryRepositoryService } from "@lifeos/core";
import { journalEntries } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { preparedQuery } from "../database/preparedQueries.js";
import { countsByStatus } from "../database/countsByStatus.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { deleteChunksOf } from "../search/chunkRows.js";
import { makeJournalEntryBatches } from "./JournalEntryBatches.js";

const toEntry = decodeRow(JournalEntry);

/** Which of a journal page's bounds a query has, and its order: one prepared statement per shape. */
interface EntryPageShape {
  readonly from: boolean;
  readonly to: boolean;
  readonly after: boolean;
  readonly ascending: boolean;
}

/** How many entries a user has and their first and last dates: each chat turn reads them (the journal's span). */
const entryStats = (context: SqliteContext) =>
  preparedQuery(context, entryStats, () =>
    context.db
      .select({ count: count(), firstDate: min(journalEntries.date), lastDate: max(journalEntries.date) })
      .from(journalEntries)
      .where(eq(journalEntries.userId, sql.placeholder("userId")))
      .prepare(),
  );

/** A page of a user's entries in date order, for one shape of query: the chat's journal questions read them. */
const entryPage = (context: SqliteContext, shape: EntryPageShape) =>
  preparedQuery(context, `journalEntries.list:${JSON.stringify(shape)}`, () => {
    const conditions: Array<SQL> = [eq(journalEntries.userId, sql.placeholder("userId"))];
    if (shape.from) conditions.push(gte(journalEntries.date, sql.placeholder("from")));
    if (shape.to) conditions.push(lte(journalEntries.date, sql.placeholder("to")));
    if (shape.after) {
      const key = sql`(${journalEntries.date}, ${journalEntries.createdAt}, ${journalEntries.id})`;
      const last = sql`(${sql.placeholder("afterDate")}, ${sql.placeholder("afterCreatedAt")}, ${sql.placeholder("afterId")})`;
      conditions.push(shape.ascending ? sql`${key} > ${last}` : sql`${key} < ${last}`);
    }
    const direction = shape.ascending ? asc : desc;
    return context.db
      .select()
      .from(journalEntries)
      .where(and(...conditions))
      .orderBy(direction(journalEntries.date), direction(journalEntries.createdAt), direction(journalEntries.id))
      .limit(sql.placeholder("limit"))
      .prepare();
  });

export const makeJournalEntryRepository = (context: SqliteContext): JournalEntryRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(journalEntries.id, id), eq(journalEntries.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(journalEntries).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("journalEntry", id);
    return toEntry(row);
  };
  const findOne = (condition: SQL | undefined) => {
    const row = db
      .select()
      .from(journalEntries)
      .where(condition)
      .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id))
      .get();
    return row ? Option.some(toEntry(row)) : Option.none();
  };
  return withDecodedArguments(JournalEntryRepositoryArguments, {
    create: (userId, value) =>
      attempt(() => {
        const entry = newJournalEntryRecord(value, { id: value.id ?? context.newId(), userId, now: context.now() });
        return toEntry(db.insert(journalEntries).values(entry).returning().get());
      }),
    ...makeJournalEntryBatches(context),
    get: (userId, id) => attempt(() => getOrFail(userId, id)),
    listByDate: (userId, date) =>
      attempt(() =>
        db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), eq(journalEntries.date, date)))
          .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id))
          .all()
          .map(toEntry),
      ),
    list: (userId, query) =>
      Effect.gen(function* () {
        const after = yield* journalEntryListOrder.after(query.cursor);
        const limit = pageLimit(query.limit);
        const ascending = query.order === "asc";
        return yield* attempt(() => {
          const shape: EntryPageShape = { from: query.from !== undefined, to: query.to !== undefined, after: after !== undefined, ascending };
          const rows = entryPage(context, shape)
            .all({
              userId,
              limit: limit + 1,
              ...(query.from !== undefined ? { from: query.from } : {}),
              ...(query.to !== undefined ? { to: query.to } : {}),
              ...(after !== undefined ? { afterDate: after[0], afterCreatedAt: after[1], afterId: after[2] } : {}),
            })
            .map(toEntry);
          return journalEntryListOrder.page(rows, limit);
        });
      }),
    update: (userId, id, patch) =>
      attempt(() =>
        transaction(context, () => {
          const current = getOrFail(userId, id);
          const contentChanged = patch.content !== undefined && patch.content !== current.content;
          db.update(journalEntries)
            .set({
              ...givenFields(patch),
              ...(contentChanged ? { processingStatus: "pending", processingAttempts: 0, processingError: null } : {}),
              updatedAt: context.now(),
            })
            .where(owned(userId, id))
            .run();
          return getOrFail(userId, id);
        }),
      ),
    delete: (userId, id) =>
      attempt(() =>
        transaction(context, () => {
          // Analytics go by ON DELETE CASCADE; chunks are indexed by source, so they go here.
          const result = db.delete(journalEntries).where(owned(userId, id)).run();
          if (result.changes === 0) throw NotFound.of("journalEntry", id);
          deleteChunksOf(context, userId, "journal", id);
        }),
      ),
    findByContentHash: (userId, contentHash) =>
      attempt(() => findOne(and(eq(journalEntries.userId, userId), eq(journalEntries.contentHash, contentHash)))),
    findBySourceRef: (userId, sourceRef) =>
      attempt(() => findOne(and(eq(journalEntries.userId, userId), eq(journalEntries.sourceRef, sourceRef)))),
    setProcessing: (userId, id, update) =>
      attempt(() => {
        const result = db
          .update(journalEntries)
          .set({
            processingStatus: update.status,
            ...givenFields({
              processingAttempts: update.attempts,
              processingError: update.error,
              processedHash: update.processedHash,
            }),
          })
          .where(owned(userId, id))
          .run();
        if (result.changes === 0) throw NotFound.of("journalEntry", id);
      }),
    countByProcessing: (userId) =>
      attempt(() =>
        countsByStatus(db, journalEntries, { user: journalEntries.userId, status: journalEntries.processingStatus }, userId, { pending: 0, done: 0, failed: 0 }),
      ),
    listByProcessing: (userId, status, limit) =>
      attempt(() =>
        db
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), eq(journalEntries.processingStatus, status)))
          .orderBy(asc(journalEntries.date), asc(journalEntries.createdAt), asc(journalEntries.id))
          .limit(limit)
          .all()
          .map(toEntry),
      ),
    stats: (userId) =>
      attempt(() => {
        const row = entryStats(context).get({ userId });
        const decodeDate = (value: string | null | undefined) => (value ? decodeRow(LocalDate)(value) : null);
        return { count: row?.count ?? 0, firstDate: decodeDate(row?.firstDate), lastDate: decodeDate(row?.lastDate) };
      }),
  });
};
