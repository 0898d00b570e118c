import { Effect, Option, Schema } from "effect";
import { Conflict } from "../../common/errors.js";
import { EntryId } from "../../common/ids.js";
import type { JournalEntry } from "../../journal/entry.js";
import {
  EntryListQuery,
  EntryLookupKey,
  EntryProcessingUpdate,
  JournalEntryPatch,
  NewJournalEntry,
  ProcessingStatus,
  ProcessingUpdate,
} from "../../journal/entry.js";
import { newJournalEntryRecord } from "../../journal/newJournalEntryRecord.js";
import type { JournalEntryRepositoryService } from "../../journal/JournalEntryRepository.js";
import { LocalDate } from "../../common/time.js";
import { decodeBatch, decodeInput } from "../../common/validation.js";
import { atomically } from "../storage/atomically.js";
import { deleteEntryRows } from "../storage/cascade.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, limitOf, owned, rowsOf } from "../storage/MemoryStore.js";
import { paginate, sortBy } from "../storage/paginate.js";

const withProcessing = (entry: JournalEntry, value: ProcessingUpdate): JournalEntry => ({
  ...entry,
  processingStatus: value.status,
  processingAttempts: value.attempts ?? entry.processingAttempts,
  processingError: value.error !== undefined ? value.error : entry.processingError,
  processedHash: value.processedHash !== undefined ? value.processedHash : entry.processedHash,
});

const keyOf = (entry: JournalEntry) => [entry.date, entry.createdAt.getTime(), entry.id];
const ascending = ["asc", "asc", "asc"] as const;

export const makeJournalEntryRepository = (store: MemoryStore): JournalEntryRepositoryService => {
  const { entries } = store.tables;
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const entryId = yield* decodeArgument(EntryId, id);
      return yield* owned(entries, user, entryId, "journalEntry");
    });
  const userRows = (userId: unknown) => Effect.map(actingUser(userId), (user) => sortBy(rowsOf(entries, user), keyOf, ascending));
  const oldestFirst = (user: string) => sortBy(rowsOf(entries, user), (entry) => [entry.createdAt.getTime(), entry.id], ["asc", "asc"]);
  const firstWhere = (userId: unknown, predicate: (entry: JournalEntry) => boolean) =>
    Effect.map(actingUser(userId), (user) => Option.map(Option.fromNullishOr(oldestFirst(user).find(predicate)), copy));
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewJournalEntry, input);
        if (value.id !== undefined && entries.has(value.id)) {
          return yield* Effect.fail(new Conflict({ message: "An entry with this id exists" }));
        }
        const now = yield* store.now;
        const entry = newJournalEntryRecord(value, { id: value.id ?? (yield* store.nextId), userId: user, now });
        entries.set(entry.id, copy(entry));
        return copy(entry);
      }),
    createMany: (userId, inputs) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const values = yield* decodeBatch(NewJournalEntry, inputs);
        const chosen = values.flatMap((value) => (value.id !== undefined ? [value.id] : []));
        if (new Set(chosen).size !== chosen.length || chosen.some((id) => entries.has(id))) {
          return yield* Effect.fail(new Conflict({ message: "An entry with this id exists" }));
        }
        const now = yield* store.now;
        const created: JournalEntry[] = [];
        for (const value of values) created.push(newJournalEntryRecord(value, { id: value.id ?? (yield* store.nextId), userId: user, now }));
        for (const entry of created) entries.set(entry.id, copy(entry));
        return created.map(copy);
      }),
    get: (userId, id) => Effect.map(find(userId, id), copy),
    listByDate: (userId, date) =>
      Effect.gen(function* () {
        const day = yield* decodeArgument(LocalDate, date);
        return (yield* userRows(userId)).filter((entry) => entry.date === day).map(copy);
      }),
    list: (userId, query) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const value = yield* decodeInput(EntryListQuery, query);
        const rows = rowsOf(entries, user).filter(
          (entry) => (value.from === undefined || entry.date >= value.from) && (value.to === undefined || entry.date <= value.to),
        );
        const direction = value.order ?? "desc";
        const page = yield* paginate(rows, keyOf, [direction, direction, direction], value);
        return { ...page, items: page.items.map(copy) };
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const entry = yield* find(userId, id);
        const value = yield* decodeInput(JournalEntryPatch, patch);
        const contentChanged = value.content !== undefined && value.content !== entry.content;
        const next: JournalEntry = {
          ...entry,
          ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
          ...(contentChanged ? { processingStatus: "pending", processingAttempts: 0, processingError: null } : {}),
          updatedAt: yield* store.now,
        };
        entries.set(next.id, copy(next));
        return copy(next);
      }),
    delete: (userId, id) => Effect.map(find(userId, id), (entry) => deleteEntryRows(store.tables, entry.userId, entry.id)),
    findByContentHash: (userId, contentHash) => firstWhere(userId, (entry) => entry.contentHash === contentHash),
    findBySourceRef: (userId, sourceRef) => firstWhere(userId, (entry) => entry.sourceRef === sourceRef),
    findMany: (userId, key, values) =>
      Effect.gen(function* () {
        const field = yield* decodeArgument(EntryLookupKey, key);
        const wanted = yield* decodeBatch(field === "id" ? EntryId : Schema.String, values);
        const found = new Map<string, JournalEntry>();
        const lookedUp = new Set<string>(wanted);
        for (const entry of oldestFirst(yield* actingUser(userId))) {
          const value = entry[field];
          if (value !== null && lookedUp.has(value) && !found.has(value)) found.set(value, copy(entry));
        }
        return found;
      }),
    setProcessing: (userId, id, update) =>
      Effect.gen(function* () {
        const entry = yield* find(userId, id);
        const value = yield* decodeInput(ProcessingUpdate, update);
        entries.set(entry.id, withProcessing(entry, value));
      }),
    setProcessingMany: (userId, updates) =>
      atomically(
        store.tables,
        ["entries"],
        Effect.gen(function* () {
          const values = yield* decodeBatch(EntryProcessingUpdate, updates);
          for (const { id, ...value } of values) {
            const entry = yield* find(userId, id);
            entries.set(entry.id, withProcessing(entry, value));
          }
        }),
      ),
    countByProcessing: (userId) =>
      Effect.map(userRows(userId), (rows) => ({
        pending: rows.filter((entry) => entry.processingStatus === "pending").length,
        done: rows.filter((entry) => entry.processingStatus === "done").length,
        failed: rows.filter((entry) => entry.processingStatus === "failed").length,
      })),
    listByProcessing: (userId, status, limit) =>
      Effect.gen(function* () {
        const wanted = yield* decodeArgument(ProcessingStatus, status);
        const max = yield* limitOf(limit, 100);
        const rows = yield* userRows(userId);
        return rows.filter((entry) => entry.processingStatus === wanted).slice(0, max).map(copy);
      }),
    stats: (userId) =>
      Effect.map(userRows(userId), (rows) => ({
        count: rows.length,
        firstDate: rows[0]?.date ?? null,
        lastDate: rows[rows.length - 1]?.date ?? null,
      })),
  };
};
