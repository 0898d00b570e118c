import { randomBytes } from "node:crypto";
import { chmod, mkdir, open, readFile, rename, rm, unlink } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import type { BlobStoreService } from "@lifeos/core";
import { BlobStore, InternalError, NotFound, blobArguments, blobUser, checkBlobSize, documentBytesMax } from "@lifeos/core";
import { Effect, Layer } from "effect";

export interface FileBlobStoreOptions {
  /** The directory that holds the blobs (created with mode 0700 when missing). See `blobDirectoryFor`. */
  readonly directory: string;
  /** Largest blob accepted (default `documentBytesMax`, 50 MiB). */
  readonly maxBytes?: number;
}

/** The default blob directory of a database file: beside it, `lifeos.db` → `lifeos.db-blobs`. */
export const blobDirectoryFor = (databaseFilename: string): string => {
  if (databaseFilename === ":memory:" || databaseFilename === "") {
    throw new Error("An in-memory database has no directory beside it: give the blob store a directory");
  }
  return join(dirname(resolve(databaseFilename)), `${basename(databaseFilename)}-blobs`);
};

const codeOf = (error: unknown): string => (error as { code?: unknown }).code?.toString() ?? "unknown error";

/** The one place file-system failures become domain errors; messages name the error code, never a path. */
const failure = (what: string) => (error: unknown) =>
  new InternalError({ message: `Could not ${what} a stored file (${codeOf(error)})`, retryable: codeOf(error) === "EMFILE" || codeOf(error) === "EAGAIN" });

/** Writes `bytes` to a fresh file beside `target`, flushes it, and renames it over `target`. */
const writeAtomically = async (folder: string, target: string, bytes: Uint8Array): Promise<void> => {
  const temporary = join(folder, `.tmp-${randomBytes(8).toString("hex")}`);
  try {
    const handle = await open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  const directory = await open(folder, "r");
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
};

/**
 * A `BlobStore` in a directory: `<directory>/<user id>/<key>`, directories
 * 0700 and files 0600 (only the server's account reads them). A put writes a
 * temporary file, flushes it and renames it over the old one, so a reader
 * sees the old bytes or the new ones and a crash leaves no part-written blob
 * (temporary names start with "." and are never keys). User ids and keys are
 * validated before they name a file, and every path is checked to stay
 * inside the user's directory.
 */
export const make = (options: FileBlobStoreOptions): Effect.Effect<BlobStoreService, InternalError> =>
  Effect.gen(function* () {
    const root = resolve(options.directory);
    const maxBytes = options.maxBytes ?? documentBytesMax;
    yield* Effect.tryPromise({
      try: async () => {
        await mkdir(root, { recursive: true, mode: 0o700 });
        await chmod(root, 0o700);
      },
      catch: failure("create the directory of"),
    });
    const userFolder = (userId: string) => join(root, userId);
    const pathOf = (userId: string, key: string) => {
      const folder = userFolder(userId);
      const path = join(folder, key);
      if (!path.startsWith(folder + sep) || !folder.startsWith(root + sep)) throw new Error("A blob path left its directory");
      return { folder, path };
    };
    return {
      put: (userId, key, bytes) =>
        Effect.gen(function* () {
          const checked = yield* blobArguments(userId, key);
          yield* checkBlobSize(bytes, maxBytes);
          yield* Effect.tryPromise({
            try: async () => {
              const { folder, path } = pathOf(checked.userId, checked.key);
              await mkdir(folder, { recursive: true, mode: 0o700 });
              await writeAtomically(folder, path, bytes);
            },
            catch: failure("write"),
          });
          return { key: checked.key, byteSize: bytes.byteLength };
        }),
      get: (userId, key) =>
        Effect.flatMap(blobArguments(userId, key), (checked) =>
          Effect.tryPromise({
            try: () => readFile(pathOf(checked.userId, checked.key).path),
            catch: (error) => (codeOf(error) === "ENOENT" ? NotFound.of("blob", checked.key) : failure("read")(error)),
          }).pipe(Effect.map((buffer) => ({ key: checked.key, byteSize: buffer.byteLength, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) }))),
        ),
      delete: (userId, key) =>
        Effect.flatMap(blobArguments(userId, key), (checked) =>
          Effect.tryPromise({
            try: () => rm(pathOf(checked.userId, checked.key).path, { force: true }),
            catch: failure("delete"),
          }),
        ),
      deleteAll: (userId) =>
        Effect.flatMap(blobUser(userId), (user) =>
          Effect.tryPromise({ try: () => rm(userFolder(user), { recursive: true, force: true }), catch: failure("delete") }),
        ),
    };
  });

/** A `BlobStore` in `options.directory`, created when the layer is built. */
export const layer = (options: FileBlobStoreOptions): Layer.Layer<BlobStore, InternalError> => Layer.effect(BlobStore, make(options));
