import { and, eq } from "drizzle-orm";
import { Effect } from "effect";
import { DocumentId, EntryId, MemoryId, NotFound } from "@lifeos/core";
import type { ChunkSource, InvalidInput, PayloadTooLarge } from "@lifeos/core";
import { documents, journalEntries, memories } from "../schema/index.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { input } from "../database/SqliteContext.js";

const owners = {
  journal: { table: journalEntries, entity: "journalEntry", id: EntryId },
  document: { table: documents, entity: "document", id: DocumentId },
  memory: { table: memories, entity: "memory", id: MemoryId },
} as const;

/** Validates a chunk's `sourceId` as the id type of its source (`InvalidInput` when malformed). */
export const decodeSourceId = (source: ChunkSource, sourceId: string): Effect.Effect<string, InvalidInput | PayloadTooLarge> =>
  Effect.map(input(owners[source].id, sourceId), String);

/** Throws `NotFound` unless the source object (entry, document, memory) is the user's. */
export const assertSourceOwned = (context: SqliteContext, userId: string, source: ChunkSource, sourceId: string): void => {
  const owner = owners[source];
  const row = context.db
    .select({ id: owner.table.id })
    .from(owner.table)
    .where(and(eq(owner.table.id, sourceId), eq(owner.table.userId, userId)))
    .get();
  if (!row) throw NotFound.of(owner.entity, sourceId);
};
