import type { StorageError } from "@lifeos/core";
import type { SQL } from "drizzle-orm";
import { fillPlaceholders } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Effect } from "effect";
import type postgres from "postgres";
import { query } from "../database/Database.js";

const dialect = new PgDialect();

/**
 * Runs a drizzle `sql` statement straight on a postgres.js pool. Prepared
 * (the default), a statement costs one round trip once a connection has seen
 * its text; unprepared, postgres.js first asks the server for the parameter
 * types, a second round trip each time (as every drizzle query does). Prepare
 * only statements whose text comes from a small fixed set: each connection
 * keeps every text it has prepared. Rows come back as postgres.js parses them,
 * without drizzle's column mapping.
 */
export const preparedQuery = <Row>(pool: postgres.Sql, statement: SQL, prepare = true): Effect.Effect<ReadonlyArray<Row>, StorageError> =>
  query(() => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return pool.unsafe(text, params as Array<postgres.ParameterOrJSON<never>>, { prepare }) as unknown as Promise<ReadonlyArray<Row>>;
  });

/** A statement's text and parameters, as drizzle renders it (placeholders still in `params`). */
export type RenderedQuery = ReturnType<PgDialect["sqlToQuery"]>;

/** Renders a drizzle `sql` statement once, to run many times with `runRendered`. */
export const render = (statement: SQL): RenderedQuery => dialect.sqlToQuery(statement);

/** Runs a rendered statement with its placeholders filled from `values`, prepared like `preparedQuery`. */
export const runRendered = <Row>(
  pool: postgres.Sql,
  rendered: RenderedQuery,
  values: Record<string, unknown>,
  prepare = true,
): Effect.Effect<ReadonlyArray<Row>, StorageError> =>
  query(() => {
    const params = fillPlaceholders(rendered.params, values);
    return pool.unsafe(rendered.sql, params as Array<postgres.ParameterOrJSON<never>>, { prepare }) as unknown as Promise<ReadonlyArray<Row>>;
  });

/**
 * Runs a rendered statement like `runRendered`, with `settings` applied to
 * it alone: `SET LOCAL` in a transaction of its own (three round trips: the
 * settings and the statement are sent together). Setting names and values
 * come from code, never from input.
 */
export const runRenderedWithSettings = <Row>(
  pool: postgres.Sql,
  settings: Readonly<Record<string, string>>,
  rendered: RenderedQuery,
  values: Record<string, unknown>,
  prepare = true,
): Effect.Effect<ReadonlyArray<Row>, StorageError> =>
  query(async () => {
    const params = fillPlaceholders(rendered.params, values);
    const results = await pool.begin((transaction) => [
      ...Object.entries(settings).map(([name, value]) => transaction.unsafe(`SET LOCAL ${name} = ${value}`)),
      transaction.unsafe(rendered.sql, params as Array<postgres.ParameterOrJSON<never>>, { prepare }),
    ]);
    return results[results.length - 1] as unknown as ReadonlyArray<Row>;
  });
