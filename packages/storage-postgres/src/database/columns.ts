import { customType, timestamp } from "drizzle-orm/pg-core";
import { vectorLiteral } from "./vectorLiteral.js";

/** A `timestamptz` with millisecond precision, read and written as a `Date`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: "date" });

/**
 * A pgvector `vector` of any length. The length is kept in a separate
 * `dims` column so that each supported length can have its own HNSW index
 * (an expression index over `embedding::vector(N)`, partial on `dims = N`).
 * Values are written and read as pgvector's text form, `[1,2,3]` (written
 * by `vectorLiteral`).
 */
export const anyVector = customType<{ data: ReadonlyArray<number>; driverData: string }>({
  dataType: () => "vector",
  toDriver: vectorLiteral,
  fromDriver: (value) => JSON.parse(value) as number[],
});

/** A `tsvector`, only ever produced by a generated column and read by search SQL. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});
