import type { SqliteContext } from "../database/SqliteContext.js";
import { prepared } from "../database/SqliteContext.js";

export interface IndexedModel {
  readonly model: string;
  readonly dimensions: number;
}

/**
 * The embedding model (and vector length) of the user's chunks of `source`,
 * optionally ignoring one source object (the one being replaced). Null when
 * nothing of that source is embedded.
 */
export const indexedModel = (
  context: SqliteContext,
  userId: string,
  source: string,
  exceptSourceId?: string,
): IndexedModel | null => {
  const row = prepared(
    context,
      `SELECT embedding_model AS model, embedding_dimensions AS dimensions FROM chunks
       WHERE user_id = ? AND source = ? AND embedding_model IS NOT NULL AND source_id IS NOT ? LIMIT 1`,
  ).get(userId, source, exceptSourceId ?? null) as IndexedModel | undefined;
  return row ?? null;
};
