import type { Clock, IdGenerator, StorageServices } from "@lifeos/core";
import { Effect, Layer } from "effect";
import { openDatabase, openDatabaseImage } from "../database/openDatabase.js";
import { open, openWith, services } from "../SqliteStorage.js";

let migrated: Buffer | undefined;

/** The bytes of an empty database with every migration applied: migrated once per process, copied per database. */
const migratedImage = (): Buffer => {
  if (migrated === undefined) {
    const { client } = openDatabase({ filename: ":memory:" });
    try {
      migrated = client.serialize();
    } finally {
      client.close();
    }
  }
  return migrated;
};

/**
 * Every repository port over a fresh SQLite database in memory, empty and
 * migrated, closed when the layer is released: the production adapter,
 * not a stand-in. Each build is a new database (a copy of one migrated
 * image, so a build costs about a millisecond, not a migration run).
 *
 * Like `SqliteStorage.layer`, it takes timestamps from `Clock` and ids
 * from `IdGenerator`; tests provide `TestClock.layer()` and
 * `TestIdGenerator.layer` from `@lifeos/core/testing`, or the system ones.
 * A failure to open the database is a defect.
 */
export const layer: Layer.Layer<StorageServices, never, Clock | IdGenerator> = Layer.effectContext(
  Effect.map(openWith(() => openDatabaseImage(migratedImage())), services),
).pipe(Layer.orDie);

/**
 * Every repository port over the SQLite file `filename`, created and
 * migrated when missing, closed when the layer is released: two layers over
 * one file are two runs of the server over one database (a restart).
 */
export const fileLayer = (filename: string): Layer.Layer<StorageServices, never, Clock | IdGenerator> =>
  Layer.effectContext(Effect.map(open({ filename }), services)).pipe(Layer.orDie);
