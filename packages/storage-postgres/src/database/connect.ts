import { fileURLToPath } from "node:url";
import { InternalError } from "@lifeos/core";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { Effect } from "effect";
import type { Scope } from "effect";
import postgres from "postgres";
import { toStorageError } from "./errors.js";
import { refreshSearchTerms } from "../search/searchTerms.js";
import type { PostgresOptions } from "../PostgresOptions.js";
import { defaults } from "../PostgresOptions.js";

/** The committed migrations, next to `src` and `dist` alike. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Serialises migrations of concurrent openers of one database. */
const migrationLockKey = 7_100_530_917;

const internal = (what: string) => (error: unknown) => {
  const mapped = toStorageError(error);
  return mapped._tag === "InternalError" ? new InternalError({ message: `${what}: ${mapped.message}`, retryable: mapped.retryable }) : new InternalError({ message: `${what}: ${mapped.message}` });
};

/**
 * Applies the committed migrations that the database has not seen (and
 * computes the keyword terms of chunks stored by an older version), holding
 * an advisory lock on one dedicated connection so that concurrent opens of
 * the same database take turns. Applying them again is a no-op.
 */
export const applyMigrations = (url: string): Effect.Effect<void, InternalError> =>
  Effect.tryPromise({
    try: async () => {
      const client = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await client`SELECT pg_advisory_lock(${migrationLockKey})`;
        await migrate(drizzle({ client }), { migrationsFolder });
        await refreshSearchTerms(client);
        await client`SELECT pg_advisory_unlock(${migrationLockKey})`;
      } finally {
        await client.end({ timeout: 5 });
      }
    },
    catch: internal("Applying PostgreSQL migrations failed"),
  });

/** The open pools: postgres.js with a drizzle handle over it, and the vector-search pool. */
export interface Connection {
  readonly sql: postgres.Sql;
  readonly db: ReturnType<typeof drizzle<Record<string, never>>>;
  /**
   * Sessions that plan ordered queries from an index rather than a sort
   * (`enable_sort = off`), with the HNSW settings: used only for the one
   * statement of an HNSW vector search, so it needs no transaction. JIT is off
   * there: the cost sorting-off adds to the few rows it still sorts would
   * otherwise make every search compile its plan (~0.2 s). Its statements
   * keep one generic plan: the query vector reaches the index scan as a
   * constant from a subquery either way, so planning each call for its values
   * (about 0.5-0.9 ms at 1536 dimensions) would buy nothing. Opened lazily, at
   * most `max` connections; dates and timestamps get postgres.js's own parsers
   * (there is no drizzle over it).
   */
  readonly vectorSql: postgres.Sql;
}

/**
 * Opens the pool, checks that the server answers, applies migrations, and
 * closes the pool when the scope closes. Fails with `InternalError` when the
 * server cannot be reached.
 */
export const connect = (options: PostgresOptions): Effect.Effect<Connection, InternalError, Scope.Scope> =>
  Effect.gen(function* () {
    const open = (settings: Record<string, string>) =>
      postgres(options.url, {
        max: options.max ?? defaults.max,
        idle_timeout: options.idleTimeout ?? defaults.idleTimeout,
        connect_timeout: options.connectTimeout ?? defaults.connectTimeout,
        onnotice: () => {},
        connection: {
          application_name: "lifeos",
          "hnsw.ef_search": String(options.efSearch ?? defaults.efSearch),
          "hnsw.iterative_scan": "relaxed_order",
          ...settings,
        } as Record<string, string>,
      });
    const connection = yield* Effect.acquireRelease(
      Effect.sync(() => {
        // Prepared statements (see preparedQuery) are planned for their values
        // every time, as drizzle's unnamed ones are: keyword search depends on it.
        const sql = open({ plan_cache_mode: "force_custom_plan" });
        return { sql, db: drizzle({ client: sql }), vectorSql: open({ enable_sort: "off", jit: "off", plan_cache_mode: "force_generic_plan" }) };
      }),
      ({ sql, vectorSql }) => Effect.promise(() => Promise.all([sql.end({ timeout: 5 }), vectorSql.end({ timeout: 5 })])),
    );
    yield* Effect.tryPromise({ try: () => connection.sql`SELECT 1`, catch: internal("Cannot connect to PostgreSQL") });
    yield* applyMigrations(options.url);
    return connection;
  });
