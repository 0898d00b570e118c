import type { CursorKind, CursorValue, InvalidInput, Page } from "@lifeos/core";
import { decodeCursor, defaultPageLimit, pageFrom } from "@lifeos/core";
import type { SQL, SQLWrapper } from "drizzle-orm";
import { asc, desc, sql } from "drizzle-orm";
import { Effect } from "effect";

/** How a sort key column is written into a cursor and read back into SQL. */
export type KeyKind = CursorKind;

export interface SortKey<Row> {
  readonly column: SQLWrapper;
  readonly kind: KeyKind;
  readonly value: (row: Row) => CursorValue;
}

const literal = (kind: KeyKind, value: CursorValue): SQL => {
  switch (kind) {
    case "timestamp":
      return sql`${new Date(Number(value)).toISOString()}::timestamptz`;
    case "uuid":
      return sql`${String(value)}::uuid`;
    case "boolean":
      return sql`${Boolean(value)}::boolean`;
    case "integer":
      return sql`${Number(value)}::integer`;
    case "date":
      return sql`${String(value)}::date`;
    case "text":
      return sql`${String(value)}::text`;
  }
};

/**
 * Keyset pagination over keys that all sort in one direction: the condition
 * "strictly after the cursor", the ORDER BY, and building the page from rows
 * fetched with `limit + 1`. Cursors use core's encoding of the key values
 * (instants as epoch milliseconds), decoded and checked against each key's
 * kind by core's `decodeCursor`.
 */
export const keyset = <Row>(keys: ReadonlyArray<SortKey<Row>>, direction: "asc" | "desc") => ({
  after: (cursor: string | undefined): Effect.Effect<SQL | undefined, InvalidInput> =>
    cursor === undefined
      ? Effect.succeed(undefined)
      : Effect.map(decodeCursor(cursor, keys.map((key) => key.kind)), (values) => {
          const columns = sql.join(keys.map((key) => sql`${key.column}`), sql`, `);
          const literals = sql.join(keys.map((key, index) => literal(key.kind, values[index] ?? null)), sql`, `);
          return direction === "asc" ? sql`(${columns}) > (${literals})` : sql`(${columns}) < (${literals})`;
        }),
  orderBy: keys.map((key) => (direction === "asc" ? asc(key.column as never) : desc(key.column as never))),
  page: (rows: ReadonlyArray<Row>, limit: number): Page<Row> => pageFrom(rows, limit, (row) => keys.map((key) => key.value(row))),
});

export const pageLimit = (limit: number | undefined): number => limit ?? defaultPageLimit;
