import type { StorageError } from "@lifeos/core";
import type { PgDatabase } from "drizzle-orm/pg-core";
import type { PostgresJsQueryResultHKT } from "drizzle-orm/postgres-js";
import type { Cause} from "effect";
import { Effect, Exit } from "effect";
import type postgres from "postgres";
import type { ErrorContext } from "./errors.js";
import { toStorageError } from "./errors.js";

/** A drizzle handle: the pool itself or an open transaction. */
export type Executor = PgDatabase<PostgresJsQueryResultHKT>;

/** What every repository is built from. */
export interface Database {
  readonly db: Executor;
  readonly sql: postgres.Sql;
  /** The vector-search pool (see `Connection.vectorSql`). */
  readonly vectorSql: postgres.Sql;
  /** The repository clock (core's `Clock` when provided, else the system clock). */
  readonly now: Effect.Effect<Date>;
  /** Fresh UUIDv7 ids (core's `IdGenerator` when provided). */
  readonly nextId: Effect.Effect<string>;
  readonly efSearch: number;
  readonly exactSearchLimit: number;
}

/** Runs one driver call, mapping its failure through `toStorageError`. */
export const query = <A>(run: () => PromiseLike<A>, context?: ErrorContext): Effect.Effect<A, StorageError> =>
  Effect.tryPromise({ try: () => Promise.resolve(run()), catch: (error) => toStorageError(error, context) });

class Rollback {
  constructor(readonly cause: Cause.Cause<unknown>) {}
}

/**
 * Runs `body` inside one transaction (postgres.js `sql.begin` under drizzle):
 * it commits when `body` succeeds, and rolls back when it fails, in which case
 * the effect fails with `body`'s own error.
 */
export const transaction = <A, E>(
  db: Executor,
  body: (tx: Executor) => Effect.Effect<A, E>,
): Effect.Effect<A, E | StorageError> =>
  Effect.flatMap(
    Effect.promise(() =>
      db
        .transaction(async (tx) => {
          const exit = await Effect.runPromiseExit(body(tx));
          if (Exit.isFailure(exit)) throw new Rollback(exit.cause);
          return exit.value;
        })
        .then(
          (value): Exit.Exit<A, E | StorageError> => Exit.succeed(value),
          (error: unknown): Exit.Exit<A, E | StorageError> =>
            error instanceof Rollback ? Exit.failCause(error.cause as Cause.Cause<E>) : Exit.fail(toStorageError(error)),
        ),
    ),
    (exit) => exit,
  );
