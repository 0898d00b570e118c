import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { SystemClock, UuidV7IdGenerator } from "@lifeos/agent";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import { Layer, Scheduler } from "effect";
import type { DatabaseConfig } from "./config.js";
import type { AppServices } from "./http/AppContext.js";
import { TimeSlicedScheduler } from "./scheduling/TimeSlicedScheduler.js";

/** The storage adapter chosen by `LIFEOS_DATABASE_URL`: a SQLite file (its folder created) or PostgreSQL. */
export const storageLayer = (database: DatabaseConfig) => {
  if (database.kind === "postgres") return PostgresStorage.layer({ url: database.url });
  if (database.filename !== ":memory:") mkdirSync(dirname(database.filename), { recursive: true, mode: 0o700 });
  return SqliteStorage.layer({ filename: database.filename });
};

/**
 * The services shared by every request: storage, the wall clock and UUIDv7
 * ids. Model-dependent services (model, embedder, tools, chat, pipeline) are
 * built per model selection on top of these (see ModelStacks). The server
 * adds its scheduler (see `schedulingLayer`).
 */
export const baseEnvironment = (database: DatabaseConfig): Layer.Layer<AppServices, unknown> =>
  storageLayer(database).pipe(
    Layer.provideMerge(Layer.mergeAll(SystemClock.layer, UuidV7IdGenerator.layer)),
  );

/**
 * The scheduler every fiber of the server runs on: fibers yield after 128
 * operations (Effect's default is 2048), scheduled work runs in 4 ms slices
 * between polls for I/O, and bursts of new connections and requests are
 * served first (see TimeSlicedScheduler): while turns of the event loop keep
 * seeing arrivals, or the latest came within 2 ms, other work waits, up to
 * 500 ms in a row (enough for a burst of a few hundred new connections), and
 * still gets at least half the thread under a flood.
 */
export const makeScheduler = (): TimeSlicedScheduler =>
  new TimeSlicedScheduler({ maxOpsBeforeYield: 128, sliceMs: 4, arrivalPriorityMs: 500, arrivalQuietMs: 2 });

/** Runs the fibers of whatever it is provided to on `scheduler`. */
export const schedulingLayer = (scheduler: TimeSlicedScheduler) =>
  Layer.succeed(Scheduler.Scheduler, scheduler);
