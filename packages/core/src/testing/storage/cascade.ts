import type { ChunkSource } from "../../search/chunk.js";
import type { MemoryTables } from "./MemoryStore.js";

const deleteWhere = <A>(table: Map<string, A>, predicate: (row: A) => boolean): void => {
  for (const [key, row] of table) if (predicate(row)) table.delete(key);
};

/** Removes the chunks of one source object of one user. */
export const deleteChunksOf = (tables: MemoryTables, userId: string, source: ChunkSource, sourceId: string): void =>
  deleteWhere(tables.chunks, (chunk) => chunk.userId === userId && chunk.source === source && chunk.sourceId === sourceId);

/** Removes a thread with its messages and runs. */
export const deleteThreadRows = (tables: MemoryTables, userId: string, threadId: string): void => {
  tables.threads.delete(threadId);
  deleteWhere(tables.messages, (message) => message.userId === userId && message.threadId === threadId);
  deleteWhere(tables.runs, (run) => run.userId === userId && run.threadId === threadId);
};

/** Removes a journal entry with its chunks and analytics. */
export const deleteEntryRows = (tables: MemoryTables, userId: string, entryId: string): void => {
  tables.entries.delete(entryId);
  tables.analytics.delete(entryId);
  deleteChunksOf(tables, userId, "journal", entryId);
};

/** Removes a user and every row they own. */
export const deleteUserRows = (tables: MemoryTables, userId: string): void => {
  tables.users.delete(userId);
  tables.settings.delete(userId);
  tables.memorySettings.delete(userId);
  const owned = (row: { readonly userId: string }) => row.userId === userId;
  deleteWhere(tables.apiTokens, owned);
  deleteWhere(tables.threads, owned);
  deleteWhere(tables.messages, owned);
  deleteWhere(tables.runs, owned);
  deleteWhere(tables.entries, owned);
  deleteWhere(tables.analytics, owned);
  deleteWhere(tables.summaries, owned);
  deleteWhere(tables.chunks, owned);
  deleteWhere(tables.documents, owned);
  deleteWhere(tables.memories, owned);
  deleteWhere(tables.entities, owned);
  deleteWhere(tables.memorySummaries, owned);
  deleteWhere(tables.reminders, owned);
  deleteWhere(tables.jobs, owned);
  tables.portfolio.baseCurrency.delete(userId);
  for (const table of [tables.portfolio.accounts, tables.portfolio.assets, tables.portfolio.activities, tables.portfolio.goals, tables.portfolio.profiles, tables.portfolio.quotes, tables.portfolio.fxRates])
    deleteWhere(table as Map<string, { readonly userId: string }>, owned);
};
