import type Database from "better-sqlite3";
import { getTableColumns, sql } from "drizzle-orm";
import type { Column } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SqliteContext } from "./SqliteContext.js";

interface PreparedInsert {
  readonly columns: ReadonlyArray<readonly [string, Column]>;
  readonly statement: { readonly run: (values: Record<string, unknown>) => unknown };
}

const queries = new WeakMap<Database.Database, Map<unknown, unknown>>();

/**
 * The query `build` makes (a drizzle query with `sql.placeholder`s, then
 * `.prepare()`), built and compiled once per connection under `key`: for the
 * statements a hot path runs every time, where building and compiling the
 * statement anew costs several times more than running it.
 */
export const preparedQuery = <Q>(context: SqliteContext, key: unknown, build: () => Q): Q => {
  let byKey = queries.get(context.client);
  if (byKey === undefined) queries.set(context.client, (byKey = new Map()));
  let query = byKey.get(key) as Q | undefined;
  if (query === undefined) byKey.set(key, (query = build()));
  return query;
};

/**
 * Inserts one complete row of `table` (what the entity's record constructor
 * gives: a value for every column), each value mapped by its column as
 * drizzle's own insert does, through one prepared INSERT of every column per
 * table and connection (see `preparedQuery`): the chat's opening transaction
 * inserts four rows before its first event.
 */
export const insertRow = <T extends SQLiteTable>(context: SqliteContext, table: T, row: T["$inferInsert"]): void => {
  const insert = preparedQuery(context, table, (): PreparedInsert => {
    const columns = Object.entries(getTableColumns(table));
    const placeholders = Object.fromEntries(columns.map(([key]) => [key, driverPlaceholder(key)]));
    return { columns, statement: context.db.insert(table).values(placeholders as T["$inferInsert"]).prepare() };
  });
  const values: Record<string, unknown> = {};
  for (const [key, column] of insert.columns) values[key] = driverValue(column, (row as Record<string, unknown>)[key]);
  insert.statement.run(values);
};

/**
 * A placeholder drizzle passes through as given: fill it with
 * `driverValue`. (A bare `sql.placeholder` set on a column is mapped by the
 * column even when null, so a JSON column would store the text `null`.)
 */
export const driverPlaceholder = (name: string) => sql`${sql.placeholder(name)}`;

/** A value as drizzle's own queries store it in `column`: mapped by the column, null and undefined as NULL. */
export const driverValue = (column: Column, value: unknown): unknown => (value === null || value === undefined ? null : column.mapToDriverValue(value));
