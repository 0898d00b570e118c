import { Effect, Option } from "effect";
import { Conflict } from "../../../errors.js";
import { EntryId } from "../../../ids.js";
import type { JournalEntry } from "../../../journal/entry.js";
import { EntryListQuery, JournalEntryPatch, NewJournalEntry, ProcessingStatus, ProcessingUpdate } from "../../../journal/entry.js";
import type { JournalEntryRepositoryService } from "../../../ports/JournalEntryRepository.js";
import { LocalDate } from "../../../time.js";
import { decodeInput } from "../../../validation.js";
import { deleteEntryRows } from "./cascade.js";
import type { MemoryStore } from "./MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, limitOf, owned, rowsOf } from "./MemoryStore.js";
import { paginate, sortBy } from "./paginate.js";

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
  const firstWhere = (userId: unknown, predicate: (entry: JournalEntry) => boolean) =>
    Effect.map(userRows(userId), (rows) => Option.map(Option.fromNullishOr(rows.find(predicate)), copy));
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewJournalEntry, input);
        if (value.id !== undefined && entries.has(value.id)) {
          return yield* Effect.fail(new Conflict({ message: "An entry with this id exists" }));
        }
        const now = yield* store.now;
        const entry: JournalEntry = {
          id: value.id ?? ((yield* store.nextId) as EntryId),
          userId: user,
          date: value.date,
          title: value.title ?? null,
          content: value.content,
          contentHash: value.contentHash,
          source: value.source ?? "manual",
          sourceRef: value.sourceRef ?? null,
          processingStatus: "pending",
          processingAttempts: 0,
          processingError: null,
          processedHash: null,
          createdAt: now,
          updatedAt: now,
        };
        entries.set(entry.id, copy(entry));
        return copy(entry);
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
    setProcessing: (userId, id, update) =>
      Effect.gen(function* () {
        const entry = yield* find(userId, id);
        const value = yield* decodeInput(ProcessingUpdate, update);
        entries.set(entry.id, {
          ...entry,
          processingStatus: value.status,
          processingAttempts: value.attempts ?? entry.processingAttempts,
          processingError: value.error !== undefined ? value.error : entry.processingError,
          processedHash: value.processedHash !== undefined ? value.processedHash : entry.processedHash,
        });
      }),
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
