import type { CursorKind, CursorValue, InvalidInput, KeysetOrder, Page } from "@lifeos/core";
import { defaultPageLimit, keysetOrder } from "@lifeos/core";
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
 * Keyset pagination in SQL for an order declared in core (`keysetOrder`),
 * over keys that all sort in one direction: the condition "strictly after the
 * cursor" on `columns` (one per key, in order), the ORDER BY, and the page
 * from rows fetched with `limit + 1`. The cursor's format is core's.
 */
export const keysetOf = <Row>(order: KeysetOrder<Row>, columns: ReadonlyArray<SQLWrapper>, direction: "asc" | "desc") => ({
  after: (cursor: string | undefined): Effect.Effect<SQL | undefined, InvalidInput> =>
    Effect.map(order.after(cursor), (values) => {
      if (values === undefined) return undefined;
      const columnList = sql.join(columns.map((column) => sql`${column}`), sql`, `);
      const literals = sql.join(order.keys.map((key, index) => literal(key.kind, values[index] ?? null)), sql`, `);
      return direction === "asc" ? sql`(${columnList}) > (${literals})` : sql`(${columnList}) < (${literals})`;
    }),
  orderBy: columns.map((column) => (direction === "asc" ? asc(column as never) : desc(column as never))),
  page: (rows: ReadonlyArray<Row>, limit: number): Page<Row> => order.page(rows, limit),
});

/** `keysetOf` for an order declared here, with each key's column beside its kind. */
export const keyset = <Row>(keys: ReadonlyArray<SortKey<Row>>, direction: "asc" | "desc") =>
  keysetOf(
    keysetOrder(keys),
    keys.map((key) => key.column),
    direction,
  );

export const pageLimit = (limit: number | undefined): number => limit ?? defaultPageLimit;
