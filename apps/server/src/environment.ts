import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SystemClock, UuidV7IdGenerator } from "@lifeos/agent";
import { PostgresBlobStore, PostgresStorage } from "@lifeos/storage-postgres";
import { FileBlobStore, SqliteStorage } from "@lifeos/storage-sqlite";
import { Effect, Layer, Scheduler } from "effect";
import type { DatabaseConfig, ServerConfig } from "./config.js";
import type { AppServices } from "./http/AppContext.js";
import { TimeSlicedScheduler } from "./scheduling/TimeSlicedScheduler.js";

/** The storage adapter chosen by `LIFEOS_DATABASE_URL`: a SQLite file (its folder created) or PostgreSQL. */
export const storageLayer = (database: DatabaseConfig) => {
  if (database.kind === "postgres") return PostgresStorage.layer({ url: database.url });
  if (database.filename !== ":memory:") mkdirSync(dirname(database.filename), { recursive: true, mode: 0o700 });
  return SqliteStorage.layer({ filename: database.filename, checkpoints: database.checkpoints ?? "automatic" });
};

/**
 * Where uploaded files are kept: on SQLite, a directory beside the database
 * file (`lifeos.db` → `lifeos.db-blobs`, mode 0700; a temporary one, removed
 * on close, for an in-memory database); on PostgreSQL, a table of the same
 * database, on a small pool of its own, so every server process sharing the
 * database serves the same files.
 */
export const blobStoreLayer = (database: DatabaseConfig) => {
  if (database.kind === "postgres") return PostgresBlobStore.layer({ url: database.url, max: 4 });
  if (database.filename !== ":memory:") return FileBlobStore.layer({ directory: FileBlobStore.blobDirectoryFor(database.filename) });
  return Layer.unwrap(
    Effect.acquireRelease(
      Effect.sync(() => mkdtempSync(join(tmpdir(), "lifeos-blobs-"))),
      (directory) => Effect.sync(() => rmSync(directory, { recursive: true, force: true })),
    ).pipe(Effect.map((directory) => FileBlobStore.layer({ directory }))),
  );
};

/**
 * The services shared by every request: storage, the file store, the wall clock and UUIDv7
 * ids. Model-dependent services (model, embedder, tools, chat, pipeline) are
 * built per model selection on top of these (see ModelStacks). The server
 * adds its scheduling (see `makeScheduling`).
 */
export const baseEnvironment = (database: DatabaseConfig): Layer.Layer<AppServices, unknown> =>
  Layer.merge(storageLayer(database), blobStoreLayer(database)).pipe(
    Layer.provideMerge(Layer.mergeAll(SystemClock.layer, UuidV7IdGenerator.layer)),
  );

/** How the server's fibers are scheduled: the layer that installs it, the scheduler streamed responses are written on, and the hook told of each arrival. */
export interface Scheduling {
  readonly layer: Layer.Layer<never>;
  readonly responseScheduler: Scheduler.Scheduler;
  /** Called on every new connection and request. */
  readonly arrived: () => void;
}

/** Effect's own scheduler: responses are written like any other work, and arrivals change nothing. */
const plainScheduling = (): Scheduling => {
  const scheduler = new Scheduler.MixedScheduler();
  return { layer: Layer.empty, responseScheduler: scheduler, arrived: () => {} };
};

/**
 * The time-sliced scheduler every fiber of the server runs on: fibers yield
 * after 128 operations (Effect's default is 2048), scheduled work runs in
 * 4 ms slices between polls for I/O, and bursts of new connections and
 * requests are served first (see TimeSlicedScheduler): while turns of the
 * event loop keep seeing arrivals, or the latest came within 2 ms, other
 * work waits, up to 500 ms in a row (enough for a burst of a few hundred new
 * connections), and still gets at least half the thread under a flood.
 * `bench:server` measured it against connection storms.
 */
const timeSlicedScheduling = (): Scheduling => {
  const scheduler = new TimeSlicedScheduler({ maxOpsBeforeYield: 128, sliceMs: 4, arrivalPriorityMs: 500, arrivalQuietMs: 2 });
  return {
    layer: Layer.succeed(Scheduler.Scheduler, scheduler),
    responseScheduler: scheduler.urgent,
    arrived: () => scheduler.arrived(),
  };
};

/** The scheduling `config.scheduler` names (LIFEOS_SCHEDULER). */
export const makeScheduling = (config: Pick<ServerConfig, "scheduler">): Scheduling =>
  config.scheduler === "plain" ? plainScheduling() : timeSlicedScheduling();
