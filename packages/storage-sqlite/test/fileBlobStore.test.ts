import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { BlobStore, UserRepository } from "@lifeos/core";
import { blobStoreContract, TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { Effect, Layer, ManagedRuntime } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { FileBlobStore, SqliteStorage } from "../src/index.js";
import { tempDatabase } from "./tempDatabase.js";

blobStoreContract("FileBlobStore", async ({ maxBytes }) => {
  const database = tempDatabase();
  return {
    layer: Layer.merge(
      FileBlobStore.layer({ directory: FileBlobStore.blobDirectoryFor(database.filename), maxBytes }),
      SqliteStorage.layer({ filename: database.filename }),
    ),
    close: async () => database.remove(),
  };
});

describe("FileBlobStore on disk", () => {
  const database = tempDatabase();
  const directory = FileBlobStore.blobDirectoryFor(database.filename);
  const runtime = ManagedRuntime.make(
    Layer.merge(FileBlobStore.layer({ directory }), SqliteStorage.layer({ filename: database.filename })).pipe(
      Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer)),
    ),
  );
  afterAll(async () => {
    await runtime.dispose();
    database.remove();
  });

  it("keeps its directory beside the database file", () => {
    expect(directory).toBe(`${database.filename}-blobs`);
    expect(() => FileBlobStore.blobDirectoryFor(":memory:")).toThrow(/directory/);
  });

  it("writes files only its owner can read, under the user's folder, and leaves no temporary file", async () => {
    const user = await runtime.runPromise(Effect.map(UserRepository.use((users) => users.create({ name: "Ana" })), (created) => created.id));
    await runtime.runPromise(BlobStore.use((store) => store.put(user, "lease.pdf", new Uint8Array([37, 80, 68, 70]))));
    await runtime.runPromise(BlobStore.use((store) => store.put(user, "lease.pdf", new Uint8Array([1, 2]))));
    expect(statSync(directory).mode & 0o777).toBe(0o700);
    expect(statSync(join(directory, user)).mode & 0o777).toBe(0o700);
    expect(statSync(join(directory, user, "lease.pdf")).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(directory, user))).toEqual(["lease.pdf"]);
    await runtime.runPromise(BlobStore.use((store) => store.deleteAll(user)));
    expect(readdirSync(directory)).not.toContain(user);
  });
});
