import { Effect, Layer } from "effect";
import { NotFound } from "../../common/errors.js";
import { blobArguments, blobUser, checkBlobSize } from "../../knowledge/blobArguments.js";
import type { BlobStoreService } from "../../knowledge/BlobStore.js";
import { BlobStore } from "../../knowledge/BlobStore.js";
import { documentBytesMax } from "../../knowledge/documentKind.js";

export interface InMemoryBlobStoreOptions {
  /** Largest blob accepted (default `documentBytesMax`). */
  readonly maxBytes?: number;
}

/** The reference `BlobStore`: copies of the bytes in a map per user, gone with the process. */
export const make = (options: InMemoryBlobStoreOptions = {}): BlobStoreService => {
  const maxBytes = options.maxBytes ?? documentBytesMax;
  const users = new Map<string, Map<string, Uint8Array>>();
  return {
    put: (userId, key, bytes) =>
      Effect.gen(function* () {
        const checked = yield* blobArguments(userId, key);
        yield* checkBlobSize(bytes, maxBytes);
        const blobs = users.get(checked.userId) ?? new Map<string, Uint8Array>();
        users.set(checked.userId, blobs);
        blobs.set(checked.key, bytes.slice());
        return { key: checked.key, byteSize: bytes.byteLength };
      }),
    get: (userId, key) =>
      Effect.flatMap(blobArguments(userId, key), (checked) => {
        const bytes = users.get(checked.userId)?.get(checked.key);
        if (bytes === undefined) return Effect.fail(NotFound.of("blob", checked.key));
        return Effect.succeed({ key: checked.key, byteSize: bytes.byteLength, bytes: bytes.slice() });
      }),
    delete: (userId, key) =>
      Effect.map(blobArguments(userId, key), (checked) => {
        users.get(checked.userId)?.delete(checked.key);
      }),
    deleteAll: (userId) =>
      Effect.map(blobUser(userId), (user) => {
        users.delete(user);
      }),
  };
};

/** A fresh in-memory `BlobStore` per layer build. */
export const layer = (options: InMemoryBlobStoreOptions = {}): Layer.Layer<BlobStore> =>
  Layer.sync(BlobStore, () => make(options));
