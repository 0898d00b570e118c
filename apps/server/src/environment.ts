import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { SystemClock, UuidV7IdGenerator } from "@lifeos/agent";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import { Layer, Scheduler } from "effect";
import type { DatabaseConfig } from "./config.js";
import type { AppServices } from "./http/AppContext.js";

/** The storage adapter chosen by `LIFEOS_DATABASE_URL`: a SQLite file (its folder created) or PostgreSQL. */
export const storageLayer = (database: DatabaseConfig) => {
  if (database.kind === "postgres") return PostgresStorage.layer({ url: database.url });
  if (database.filename !== ":memory:") mkdirSync(dirname(database.filename), { recursive: true });
  return SqliteStorage.layer({ filename: database.filename });
};

/**
 * The services shared by every request: storage, the wall clock and UUIDv7
 * ids. Model-dependent services (model, embedder, tools, chat, pipeline) are
 * built per model selection on top of these (see ModelStacks).
 */
export const baseEnvironment = (database: DatabaseConfig): Layer.Layer<AppServices, unknown> =>
  storageLayer(database).pipe(
    Layer.provideMerge(Layer.mergeAll(SystemClock.layer, UuidV7IdGenerator.layer)),
    Layer.provideMerge(fairScheduling),
  );

/**
 * Fibers yield to the event loop after this many operations (Effect's
 * default is 2048). Many concurrent runs share one thread; shorter slices
 * let new requests and stream writes through sooner.
 */
export const maxOpsBeforeYield = 128;

const fairScheduling = Layer.succeed(Scheduler.MaxOpsBeforeYield, maxOpsBeforeYield);
