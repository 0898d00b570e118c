import type { Scope } from "effect";
import { Context, Effect, Layer } from "effect";
import { Clock, foldForMatch, IdGenerator, InternalError, StorageHealth, mergeStorage } from "@lifeos/core";
import type { StorageServices } from "@lifeos/core";
import type { OpenDatabase, OpenDatabaseOptions } from "./database/openDatabase.js";
import { openDatabase } from "./database/openDatabase.js";
import type { SqliteContext } from "./database/SqliteContext.js";
import { startBackgroundCheckpoints } from "./database/backgroundCheckpoints.js";
import { makeStorageHealth } from "./database/StorageHealth.js";
import { domains } from "./domains.js";
import { int8CodeAccelerator } from "./search/vectorCodes/int8CodeAccelerator.js";
import { defaultVectorCacheBytes } from "./search/vectorCodes/VectorCodeCache.js";

export interface SqliteStorageOptions extends OpenDatabaseOptions {
  /**
   * Memory bound, in bytes, of the int8 codes the connection keeps for vector
   * search (default 512 MiB). A (user, source) scope of n vectors of d
   * dimensions takes about n × (2d + 57) bytes, so 100k × 1536 is ~313 MB.
   * Scopes beyond the bound are searched with sqlite-vec's plain float32
   * scan; 0 turns the codes off (every search is the plain scan).
   */
  readonly vectorCacheBytes?: number;
  /**
   * Who checkpoints the WAL: `automatic` (SQLite, inside the commit that
   * takes it past 1,000 pages; the default) or `background` (a worker
   * thread, see `startBackgroundCheckpoints`: for a server, whose requests
   * would otherwise wait for the copy and the sync).
   */
  readonly checkpoints?: "automatic" | "background";
}

/**
 * Opens (creating and migrating when needed) the database file. The
 * connection is closed when the scope closes. Timestamps come from the
 * `Clock` port and generated ids from the `IdGenerator` port; both must
 * answer synchronously, because every write runs as one synchronous
 * SQLite transaction.
 */
export const open = (
  options: SqliteStorageOptions,
): Effect.Effect<SqliteContext, InternalError, Scope.Scope | Clock | IdGenerator> =>
  openWith(() => openDatabase(options), options);

/**
 * As `open`, over the connection `connect` opens (for example a copy of a
 * migrated database image, see `openDatabaseImage`).
 */
export const openWith = (
  connect: () => OpenDatabase,
  options: Pick<SqliteStorageOptions, "vectorCacheBytes" | "checkpoints"> = {},
): Effect.Effect<SqliteContext, InternalError, Scope.Scope | Clock | IdGenerator> =>
  Effect.gen(function* () {
    const clock = yield* Clock;
    const ids = yield* IdGenerator;
    let stopCheckpoints = () => {};
    return yield* Effect.acquireRelease(
      Effect.try({
        try: (): SqliteContext => {
          const { client, db } = connect();
          if (options.checkpoints === "background") stopCheckpoints = startBackgroundCheckpoints(client);
          const vectorCacheBytes = Math.max(0, options.vectorCacheBytes ?? defaultVectorCacheBytes);
          // Searched text as `foldForMatch` folds the words searched for: lower case, without accents.
          client.function("fold_for_match", { deterministic: true }, (value: unknown) =>
            typeof value === "string" ? foldForMatch(value) : value,
          );
          return {
            client,
            db,
            now: () => Effect.runSync(clock.now),
            newId: () => Effect.runSync(ids.next),
            vectorAccelerator: vectorCacheBytes > 0 ? int8CodeAccelerator(client, vectorCacheBytes) : null,
          };
        },
        catch: (error) =>
          new InternalError({
            message: `Could not open the SQLite database (${(error as { code?: string }).code ?? "unknown error"})`,
          }),
      }),
      (context) =>
        Effect.sync(() => {
          stopCheckpoints();
          context.client.close();
        }),
    );
  });

/** Every repository port over one open connection: the storage of each domain in `domains`. */
export const services = (context: SqliteContext): Context.Context<StorageServices> => mergeStorage(domains, context);

/** Opens the database and builds every repository; the connection closes with the scope. */
export const make = (
  options: SqliteStorageOptions,
): Effect.Effect<Context.Context<StorageServices>, InternalError, Scope.Scope | Clock | IdGenerator> =>
  Effect.map(open(options), services);

/** Every repository port and the write probe (`StorageHealth`) over one open connection. */
export const servicesWithHealth = (context: SqliteContext): Context.Context<StorageServices | StorageHealth> =>
  Context.add(services(context), StorageHealth, makeStorageHealth(context));

/** Every repository port backed by one SQLite file, and its write probe; closed when the layer is released. */
export const layer = (
  options: SqliteStorageOptions,
): Layer.Layer<StorageServices | StorageHealth, InternalError, Clock | IdGenerator> =>
  Layer.effectContext(Effect.map(open(options), servicesWithHealth));
