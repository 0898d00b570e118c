import type { BlobStoreService, InternalError } from "@lifeos/core";
import { BlobStore, Clock, NotFound, blobArguments, blobUser, checkBlobSize, documentBytesMax } from "@lifeos/core";
import { and, eq } from "drizzle-orm";
import { Effect, Layer, Option } from "effect";
import { connect } from "../database/connect.js";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import type { PostgresOptions } from "../PostgresOptions.js";
import { blobs } from "./schema.js";

export interface PostgresBlobStoreOptions {
  /** Largest blob accepted (default `documentBytesMax`, 50 MiB). */
  readonly maxBytes?: number;
}

/**
 * A `BlobStore` in the `blobs` table (`bytea`): every server process on the
 * database shares it. A put is one upsert, so readers see the old bytes or
 * the new ones; a user's blobs go with the user (foreign key, cascade). A
 * put for a user the database does not know fails with `NotFound` ("user").
 */
export const make = (database: Pick<Database, "db" | "now">, options: PostgresBlobStoreOptions = {}): BlobStoreService => {
  const { db, now } = database;
  const maxBytes = options.maxBytes ?? documentBytesMax;
  const owned = (userId: string, key: string) => and(eq(blobs.userId, userId), eq(blobs.key, key));
  return {
    put: (userId, key, bytes) =>
      Effect.gen(function* () {
        const checked = yield* blobArguments(userId, key);
        yield* checkBlobSize(bytes, maxBytes);
        const updatedAt = yield* now;
        const row = { userId: checked.userId, key: checked.key, byteSize: bytes.byteLength, bytes, updatedAt };
        yield* query(
          () =>
            db
              .insert(blobs)
              .values(row)
              .onConflictDoUpdate({ target: [blobs.userId, blobs.key], set: { byteSize: row.byteSize, bytes, updatedAt } }),
          { entity: "user", id: checked.userId },
        );
        return { key: checked.key, byteSize: bytes.byteLength };
      }),
    get: (userId, key) =>
      Effect.gen(function* () {
        const checked = yield* blobArguments(userId, key);
        const rows = yield* query(() => db.select({ bytes: blobs.bytes }).from(blobs).where(owned(checked.userId, checked.key)));
        const row = rows[0];
        if (row === undefined) return yield* Effect.fail(NotFound.of("blob", checked.key));
        return { key: checked.key, byteSize: row.bytes.byteLength, bytes: row.bytes };
      }),
    delete: (userId, key) =>
      Effect.flatMap(blobArguments(userId, key), (checked) =>
        Effect.asVoid(query(() => db.delete(blobs).where(owned(checked.userId, checked.key)))),
      ),
    deleteAll: (userId) =>
      Effect.flatMap(blobUser(userId), (user) => Effect.asVoid(query(() => db.delete(blobs).where(eq(blobs.userId, user))))),
  };
};

/**
 * A `BlobStore` on its own pool (sized by `options.max`, default 10), with
 * the committed migrations applied; the pool closes with the layer. Times
 * come from core's `Clock` when provided. Inside the storage layer, `make`
 * over its open database shares that pool instead.
 */
export const layer = (options: PostgresOptions & PostgresBlobStoreOptions): Layer.Layer<BlobStore, InternalError> =>
  Layer.effect(
    BlobStore,
    Effect.gen(function* () {
      const connection = yield* connect(options);
      const clock = yield* Effect.serviceOption(Clock);
      const now = Option.match(clock, { onNone: () => Effect.sync(() => new Date()), onSome: (service) => service.now });
      return make({ db: connection.db, now }, options);
    }),
  );
