import type Database from "better-sqlite3";
import type { VectorQuery } from "@lifeos/core";
import type { VectorAccelerator } from "../VectorAccelerator.js";
import type { SlotFilter } from "./ScopeCodes.js";
import { dateKey } from "./ScopeCodes.js";
import { VectorCodeCache } from "./VectorCodeCache.js";

const slotFilter = (query: VectorQuery, sourceMask: (ids: ReadonlyArray<string>) => Uint8Array): SlotFilter => ({
  dated: query.from !== undefined || query.to !== undefined,
  fromKey: query.from === undefined ? 0 : dateKey(query.from),
  toKey: query.to === undefined ? 99_999_999 : dateKey(query.to),
  sourceMask: query.sourceIds === undefined ? null : sourceMask(query.sourceIds),
});

/**
 * Vector candidates from the connection's int8 codes of each scope (see
 * `VectorCodeCache`), at most `budgetBytes` of them: every chunk whose score
 * could reach the k-th best, by proven bounds. A scope too large for the
 * budget is left to the plain scan.
 */
export const int8CodeAccelerator = (client: Database.Database, budgetBytes: number): VectorAccelerator => {
  const cache = new VectorCodeCache(client, budgetBytes);
  return {
    candidates: (userId, query, indexed) => {
      const codes = cache.codesFor(userId, query.source, indexed);
      return codes === null ? null : codes.candidates(query.embedding.vector, slotFilter(query, codes.sourceMask.bind(codes)), query.k);
    },
    forget: (userId, source) => cache.drop(userId, source),
  };
};
