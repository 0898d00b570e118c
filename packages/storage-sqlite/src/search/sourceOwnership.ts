import { getTableName } from "drizzle-orm";
import { Effect } from "effect";
import { DocumentId, EntryId, MemoryId, MemorySummaryId, NotFound } from "@lifeos/core";
import type { ChunkSource, InvalidInput, PayloadTooLarge } from "@lifeos/core";
import { journalEntries } from "../journal/schema.js";
import { documents } from "../knowledge/schema.js";
import { memories, memorySummaries } from "../memory/schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { input, prepared } from "../database/SqliteContext.js";

const owners = {
  journal: { tableName: getTableName(journalEntries), entity: "journalEntry", id: EntryId },
  document: { tableName: getTableName(documents), entity: "document", id: DocumentId },
  memory: { tableName: getTableName(memories), entity: "memory", id: MemoryId },
  memorySummary: { tableName: getTableName(memorySummaries), entity: "memorySummary", id: MemorySummaryId },
} as const;

/** Validates a chunk's `sourceId` as the id type of its source (`InvalidInput` when malformed). */
export const decodeSourceId = (source: ChunkSource, sourceId: string): Effect.Effect<string, InvalidInput | PayloadTooLarge> =>
  Effect.map(input(owners[source].id, sourceId), String);

/** Throws `NotFound` unless the source object (entry, document, memory, memory summary) is the user's. */
export const assertSourceOwned = (context: SqliteContext, userId: string, source: ChunkSource, sourceId: string): void => {
  const owner = owners[source];
  const row = prepared(context, `SELECT 1 FROM ${owner.tableName} WHERE id = ? AND user_id = ?`).get(sourceId, userId);
  if (row === undefined) throw NotFound.of(owner.entity, sourceId);
};
