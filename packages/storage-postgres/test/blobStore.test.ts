import type { UserId } from "@lifeos/core";
import { BlobStore, NotFound, UserRepository } from "@lifeos/core";
import { blobStoreContract } from "@lifeos/core/testing";
import { Cause, Exit, Layer, ManagedRuntime } from "effect";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PostgresBlobStore, PostgresStorage } from "../src/index.js";
import { scratchDatabase } from "./scratchDatabase.js";

const url = inject("postgresUrl");

describe.skipIf(url === null)("PostgresBlobStore", () => {
  blobStoreContract("PostgresBlobStore", async ({ maxBytes }) => ({
    layer: Layer.merge(PostgresBlobStore.layer({ url: url ?? "", max: 3, maxBytes }), PostgresStorage.layer({ url: url ?? "", max: 2 })),
  }));

  describe("on PostgreSQL (backend specifics)", () => {
    let scratchUrl = "";
    let drop: () => Promise<void> = async () => {};
    let admin: postgres.Sql;
    let runtime: ManagedRuntime.ManagedRuntime<BlobStore | UserRepository, unknown>;

    beforeAll(async () => {
      const scratch = await scratchDatabase(url ?? "");
      drop = scratch.drop;
      scratchUrl = scratch.url;
      admin = postgres(scratch.url, { max: 1, onnotice: () => {} });
      runtime = ManagedRuntime.make(Layer.merge(PostgresBlobStore.layer({ url: scratch.url, max: 2 }), PostgresStorage.layer({ url: scratch.url, max: 2 })));
    });
    afterAll(async () => {
      await runtime?.dispose();
      await admin?.end({ timeout: 5 });
      await drop();
    });

    it("shares blobs between processes: a second pool reads what the first wrote", async () => {
      const user = await runtime.runPromise(UserRepository.use((users) => users.create({ name: "Ana" })));
      const bytes = new Uint8Array(3 * 1024 * 1024).map((_, index) => (index * 31) % 251);
      await runtime.runPromise(BlobStore.use((store) => store.put(user.id, "scan.pdf", bytes)));
      const other = ManagedRuntime.make(PostgresBlobStore.layer({ url: scratchUrl, max: 1 }));
      try {
        const read = await other.runPromise(BlobStore.use((store) => store.get(user.id, "scan.pdf")));
        expect(Buffer.from(read.bytes).equals(Buffer.from(bytes))).toBe(true);
      } finally {
        await other.dispose();
      }
      const [row] = await admin`SELECT byte_size, octet_length(bytes) AS stored FROM blobs WHERE user_id = ${user.id} AND key = 'scan.pdf'`;
      expect({ size: row?.byte_size, stored: row?.stored }).toEqual({ size: bytes.length, stored: bytes.length });
    });

    it("removes a user's blobs with the user, and refuses a user it does not know", async () => {
      const user = await runtime.runPromise(UserRepository.use((users) => users.create({ name: "Bia" })));
      await runtime.runPromise(BlobStore.use((store) => store.put(user.id, "a", new Uint8Array([1, 2, 3]))));
      await runtime.runPromise(UserRepository.use((users) => users.delete(user.id)));
      expect((await admin`SELECT count(*)::int AS n FROM blobs WHERE user_id = ${user.id}`)[0]?.n).toBe(0);
      const exit = await runtime.runPromiseExit(BlobStore.use((store) => store.put(user.id as UserId, "a", new Uint8Array([1]))));
      expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toEqual(NotFound.of("user", user.id));
    });
  });
});
