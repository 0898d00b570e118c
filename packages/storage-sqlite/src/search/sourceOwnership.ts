import { getTableName } from "drizzle-orm";
import { NotFound } from "@lifeos/core";
import type { ChunkSource } from "@lifeos/core";
import { journalEntries } from "../journal/schema.js";
import { documents } from "../knowledge/schema.js";
import { memories, memorySummaries } from "../memory/schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { prepared } from "../database/SqliteContext.js";

const owners = {
  journal: { tableName: getTableName(journalEntries), entity: "journalEntry" },
  document: { tableName: getTableName(documents), entity: "document" },
  memory: { tableName: getTableName(memories), entity: "memory" },
  memorySummary: { tableName: getTableName(memorySummaries), entity: "memorySummary" },
} as const;

/** Throws `NotFound` unless the source object (entry, document, memory, memory summary) is the user's. */
export const assertSourceOwned = (context: SqliteContext, userId: string, source: ChunkSource, sourceId: string): void => {
  const owner = owners[source];
  const row = prepared(context, `SELECT 1 FROM ${owner.tableName} WHERE id = ? AND user_id = ?`).get(sourceId, userId);
  if (row === undefined) throw NotFound.of(owner.entity, sourceId);
};
