import type { Layer } from "effect";
import { Cause, Effect, Exit, Layer as Layers, ManagedRuntime } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clock } from "../../ai/Clock.js";
import type { IdGenerator } from "../../ai/IdGenerator.js";
import type { ErrorCode, StorageError } from "../../common/errors.js";
import type { UserId } from "../../common/ids.js";
import { BlobStore } from "../../knowledge/BlobStore.js";
import { UserRepository } from "../../users/UserRepository.js";
import * as TestClock from "../storage/TestClock.js";
import * as TestIdGenerator from "../storage/TestIdGenerator.js";

/**
 * A blob store under test, with a `UserRepository` to create its users (a
 * database-backed store only accepts users it knows). It may require `Clock`
 * and `IdGenerator`; the suite provides the test ones.
 */
export interface BlobStoreUnderTest {
  readonly layer: Layer.Layer<BlobStore | UserRepository, unknown, Clock | IdGenerator>;
  /** Called once after the suite (close pools, remove files). */
  readonly close?: () => Promise<void>;
}

/** The bound the suite asks the store to enforce, so the limit test writes little. */
export const contractMaxBytes = 64 * 1024;

type Services = BlobStore | UserRepository;

const bytesOf = (length: number, seed: number): Uint8Array => {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index++) {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
};

const hostileKeys = ["", ".", "..", "../escape", "a/b", "a\\b", "/etc/passwd", ".hidden", "%2e%2e", " spaced", "nul\u0000byte", "ção", "k".repeat(201)];

/**
 * The `BlobStore` contract: exact round trips (binary and empty), replace on
 * put, `NotFound` and idempotent delete, per-user isolation, key and user
 * validation (no key is ever a path), the size bound, and atomic
 * replacement under concurrent writers. `makeStore` is called once with the
 * bound to enforce.
 */
export const blobStoreContract = (
  name: string,
  makeStore: (options: { readonly maxBytes: number }) => Promise<BlobStoreUnderTest>,
): void => {
  describe(`${name} BlobStore contract`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<Services, unknown> | undefined;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const store = await makeStore({ maxBytes: contractMaxBytes });
      close = store.close;
      runtime = ManagedRuntime.make(store.layer.pipe(Layers.provide(Layers.mergeAll(TestClock.layer(), TestIdGenerator.layer))));
    });
    afterAll(async () => {
      await runtime?.dispose();
      await close?.();
    });

    const run = async <A, E>(effect: Effect.Effect<A, E, Services>): Promise<A> => {
      const exit = await runtime!.runPromiseExit(effect);
      if (Exit.isSuccess(exit)) return exit.value;
      const error = Cause.squash(exit.cause);
      throw new Error(`expected success, got ${(error as { _tag?: string })._tag ?? "a defect"}: ${String((error as Error).message ?? error)}`);
    };
    const fails = async <A>(effect: Effect.Effect<A, StorageError, Services>, tag: StorageError["_tag"], code: ErrorCode) => {
      const exit = await runtime!.runPromiseExit(effect);
      if (Exit.isSuccess(exit)) throw new Error(`expected ${tag}, but the call succeeded`);
      const error = Cause.squash(exit.cause) as StorageError;
      expect({ tag: error._tag, code: error.code }).toEqual({ tag, code });
      return error;
    };
    const blobs = <A, E>(f: (store: BlobStore["Service"]) => Effect.Effect<A, E>) => BlobStore.use(f);
    let counter = 0;
    const newUser = () => run(Effect.map(UserRepository.use((users) => users.create({ name: `Blob user ${++counter}` })), (user): UserId => user.id));

    it("round-trips binary bytes exactly, the empty blob included, and hands out copies", async () => {
      const user = await newUser();
      const bytes = bytesOf(40_000, 7);
      bytes[0] = 0;
      bytes[1] = 255;
      const expected = bytes.slice();
      const put = await run(blobs((store) => store.put(user, "report.pdf", bytes)));
      expect(put).toEqual({ key: "report.pdf", byteSize: 40_000 });
      bytes[2] = bytes[2]! ^ 0xff;
      const read = await run(blobs((store) => store.get(user, "report.pdf")));
      expect(read.byteSize).toBe(40_000);
      expect(read.key).toBe("report.pdf");
      expect(Buffer.from(read.bytes).equals(Buffer.from(expected))).toBe(true);
      read.bytes[5] = read.bytes[5]! ^ 0xff;
      const again = await run(blobs((store) => store.get(user, "report.pdf")));
      expect(again.bytes[5]).not.toBe(read.bytes[5]);

      expect(await run(blobs((store) => store.put(user, "empty", new Uint8Array(0))))).toEqual({ key: "empty", byteSize: 0 });
      const empty = await run(blobs((store) => store.get(user, "empty")));
      expect({ byteSize: empty.byteSize, length: empty.bytes.length }).toEqual({ byteSize: 0, length: 0 });
    });

    it("replaces a blob on put, and deletes idempotently", async () => {
      const user = await newUser();
      await run(blobs((store) => store.put(user, "0190c0de-aaaa-7bbb-8ccc-000000000001", bytesOf(1000, 1))));
      await run(blobs((store) => store.put(user, "0190c0de-aaaa-7bbb-8ccc-000000000001", bytesOf(10, 2))));
      const read = await run(blobs((store) => store.get(user, "0190c0de-aaaa-7bbb-8ccc-000000000001")));
      expect(Array.from(read.bytes)).toEqual(Array.from(bytesOf(10, 2)));
      await run(blobs((store) => store.delete(user, "0190c0de-aaaa-7bbb-8ccc-000000000001")));
      await fails(blobs((store) => store.get(user, "0190c0de-aaaa-7bbb-8ccc-000000000001")), "NotFound", "NOT_FOUND");
      await run(blobs((store) => store.delete(user, "0190c0de-aaaa-7bbb-8ccc-000000000001")));
      const missing = await fails(blobs((store) => store.get(user, "never-written")), "NotFound", "NOT_FOUND");
      expect(missing).toMatchObject({ entity: "blob", id: "never-written" });
    });

    it("keeps every user's blobs apart, and deleteAll removes only that user's", async () => {
      const owner = await newUser();
      const stranger = await newUser();
      await run(blobs((store) => store.put(owner, "lease.pdf", bytesOf(100, 3))));
      await fails(blobs((store) => store.get(stranger, "lease.pdf")), "NotFound", "NOT_FOUND");
      await run(blobs((store) => store.delete(stranger, "lease.pdf")));
      await run(blobs((store) => store.put(stranger, "lease.pdf", bytesOf(5, 4))));
      expect(Array.from((await run(blobs((store) => store.get(owner, "lease.pdf")))).bytes)).toEqual(Array.from(bytesOf(100, 3)));
      await run(blobs((store) => store.put(owner, "notes.md", bytesOf(20, 5))));
      await run(blobs((store) => store.deleteAll(stranger)));
      await fails(blobs((store) => store.get(stranger, "lease.pdf")), "NotFound", "NOT_FOUND");
      expect((await run(blobs((store) => store.get(owner, "notes.md")))).byteSize).toBe(20);
      await run(blobs((store) => store.deleteAll(owner)));
      await fails(blobs((store) => store.get(owner, "lease.pdf")), "NotFound", "NOT_FOUND");
      await fails(blobs((store) => store.get(owner, "notes.md")), "NotFound", "NOT_FOUND");
      await run(blobs((store) => store.deleteAll(owner)));
    });

    it("rejects keys that are not plain names and malformed users, for every method", async () => {
      const user = await newUser();
      await run(blobs((store) => store.put(user, "kept", bytesOf(8, 6))));
      for (const key of hostileKeys) {
        await fails(blobs((store) => store.put(user, key, bytesOf(8, 9))), "InvalidInput", "INVALID_INPUT");
        await fails(blobs((store) => store.get(user, key)), "InvalidInput", "INVALID_INPUT");
        await fails(blobs((store) => store.delete(user, key)), "InvalidInput", "INVALID_INPUT");
      }
      for (const bad of ["", "not-a-uuid", "../../etc", `${user}/../x`]) {
        await fails(blobs((store) => store.put(bad as UserId, "kept", bytesOf(8, 9))), "InvalidInput", "INVALID_INPUT");
        await fails(blobs((store) => store.get(bad as UserId, "kept")), "InvalidInput", "INVALID_INPUT");
        await fails(blobs((store) => store.deleteAll(bad as UserId)), "InvalidInput", "INVALID_INPUT");
      }
      expect(Array.from((await run(blobs((store) => store.get(user, "kept")))).bytes)).toEqual(Array.from(bytesOf(8, 6)));
      const longest = "k".repeat(200);
      await run(blobs((store) => store.put(user, longest, bytesOf(3, 1))));
      expect((await run(blobs((store) => store.get(user, longest)))).byteSize).toBe(3);
    });

    it("enforces its size bound and keeps the previous blob when a put is refused", async () => {
      const user = await newUser();
      await run(blobs((store) => store.put(user, "big", bytesOf(contractMaxBytes, 11))));
      const refused = await fails(blobs((store) => store.put(user, "big", bytesOf(contractMaxBytes + 1, 12))), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      expect(refused).toMatchObject({ limit: contractMaxBytes });
      const kept = await run(blobs((store) => store.get(user, "big")));
      expect(Buffer.from(kept.bytes).equals(Buffer.from(bytesOf(contractMaxBytes, 11)))).toBe(true);
    });

    it("replaces atomically under concurrent writers: a reader sees one whole version", async () => {
      const user = await newUser();
      const versions = Array.from({ length: 6 }, (_, index) => bytesOf(contractMaxBytes - index * 1000, 20 + index));
      await run(blobs((store) => store.put(user, "contended", versions[0]!)));
      const reads = await run(
        Effect.all(
          [
            ...versions.map((bytes) => blobs((store) => store.put(user, "contended", bytes))),
            ...versions.map(() => Effect.map(blobs((store) => store.get(user, "contended")), (blob) => blob.bytes)),
          ],
          { concurrency: "unbounded" },
        ),
      );
      const whole = (bytes: Uint8Array) => versions.some((version) => Buffer.from(version).equals(Buffer.from(bytes)));
      for (const read of reads.slice(versions.length) as Uint8Array[]) expect(whole(read)).toBe(true);
      expect(whole((await run(blobs((store) => store.get(user, "contended")))).bytes)).toBe(true);
    });
  });
};
