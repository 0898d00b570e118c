import type { InternalError, StorageServices } from "@lifeos/core";
import { Clock, IdGenerator, StorageHealth, makeUuidV7, mergeStorage } from "@lifeos/core";
import type { Scope } from "effect";
import { Context, Effect, Layer, Option } from "effect";
import { connect } from "./database/connect.js";
import type { Database } from "./database/Database.js";
import type { PostgresOptions } from "./PostgresOptions.js";
import { defaults } from "./PostgresOptions.js";
import { domains } from "./domains.js";
import { makeStorageHealth } from "./database/StorageHealth.js";

/**
 * Every repository port over one PostgreSQL database (the storage of each
 * domain in `domains`): opens a pool sized by `options`, applies the
 * committed migrations, and closes the pool when the scope closes. Timestamps come from core's `Clock` and ids from its
 * `IdGenerator` when the context provides them (the system clock and UUIDv7
 * otherwise). Fails with `InternalError` when the server cannot be reached or
 * a migration fails.
 */
export const make = (
  options: PostgresOptions,
): Effect.Effect<Context.Context<StorageServices | StorageHealth>, InternalError, Scope.Scope> =>
  Effect.gen(function* () {
    const { db, sql, vectorSql } = yield* connect(options);
    const clock = yield* Effect.serviceOption(Clock);
    const ids = yield* Effect.serviceOption(IdGenerator);
    const database: Database = {
      db,
      sql,
      vectorSql,
      now: Option.match(clock, { onNone: () => Effect.sync(() => new Date()), onSome: (service) => service.now }),
      nextId: Option.match(ids, { onNone: () => Effect.sync(makeUuidV7), onSome: (service) => service.next }),
      efSearch: options.efSearch ?? defaults.efSearch,
      exactSearchLimit: options.exactSearchLimit ?? defaults.exactSearchLimit,
    };
    return Context.add(mergeStorage(domains, database), StorageHealth, makeStorageHealth(database));
  });

/** All storage ports on PostgreSQL and the write probe; the pool lives as long as the layer. */
export const layer = (options: PostgresOptions): Layer.Layer<StorageServices | StorageHealth, InternalError> =>
  Layer.effectContext(make(options));
