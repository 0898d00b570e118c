import { indexTerms, searchTermsVersion } from "@lifeos/core";
import type { SqliteContext } from "../database/SqliteContext.js";

const batchSize = 500;

/**
 * Computes the keyword terms of chunks stored by an older `searchTermsVersion`
 * (or before chunks held terms), a batch per transaction; the update trigger
 * re-indexes each in `chunks_fts`. A no-op once every chunk is current.
 */
export const refreshSearchTerms = (context: SqliteContext): number => {
  const { client } = context;
  const stale = client.prepare("SELECT seq, text FROM chunks WHERE search_terms_version <> ? LIMIT ?");
  const update = client.prepare("UPDATE chunks SET search_terms = ?, search_terms_version = ? WHERE seq = ?");
  const batch = client.transaction((rows: ReadonlyArray<{ seq: number; text: string }>) => {
    for (const row of rows) update.run(indexTerms(row.text), searchTermsVersion, row.seq);
  });
  let refreshed = 0;
  for (;;) {
    const rows = stale.all(searchTermsVersion, batchSize) as Array<{ seq: number; text: string }>;
    if (rows.length === 0) return refreshed;
    batch(rows);
    refreshed += rows.length;
  }
};
