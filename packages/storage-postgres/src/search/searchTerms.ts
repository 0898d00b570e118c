import { indexTerms, searchTermsVersion } from "@lifeos/core";
import type postgres from "postgres";

const batchSize = 500;

/**
 * Computes the keyword terms of chunks stored by an older `searchTermsVersion`
 * (or before chunks held terms), a batch per statement; `tsv` follows
 * (generated). Run with the migrations, under their lock; a no-op once every
 * chunk is current.
 */
export const refreshSearchTerms = async (client: postgres.Sql): Promise<number> => {
  let refreshed = 0;
  for (;;) {
    const rows = await client<Array<{ id: string; text: string }>>`
      SELECT id::text AS id, text FROM chunks WHERE search_terms_version <> ${searchTermsVersion} LIMIT ${batchSize}`;
    if (rows.length === 0) return refreshed;
    const ids = rows.map((row) => row.id);
    const terms = rows.map((row) => indexTerms(row.text));
    await client`
      UPDATE chunks SET search_terms = fresh.terms, search_terms_version = ${searchTermsVersion}
      FROM unnest(${ids}::uuid[], ${terms}::text[]) AS fresh(id, terms) WHERE chunks.id = fresh.id`;
    refreshed += rows.length;
  }
};
