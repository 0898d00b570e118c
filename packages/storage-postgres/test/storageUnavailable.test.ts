import type { StorageServices } from "@lifeos/core";
import { JournalEntryRepository, StorageHealth, UserRepository } from "@lifeos/core";
import type { Layer } from "effect";
import { Effect, ManagedRuntime } from "effect";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PostgresStorage } from "../src/index.js";
import { toStorageError } from "../src/database/errors.js";
import { scratchDatabase } from "./scratchDatabase.js";

const serverUrl = inject("postgresUrl");

describe("PostgreSQL failures that store nothing", () => {
  it("maps a full disk to INSUFFICIENT_STORAGE and an unreachable or read-only server to STORAGE_UNAVAILABLE", () => {
    expect(toStorageError(Object.assign(new Error("could not extend file"), { code: "53100" }))).toMatchObject({
      _tag: "StorageUnavailable",
      code: "INSUFFICIENT_STORAGE",
    });
    for (const code of ["ECONNREFUSED", "CONNECTION_CLOSED", "08006", "57P01", "25006", "58030"]) {
      expect(toStorageError(Object.assign(new Error("x"), { code }))).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    }
  });
});

describe.skipIf(serverUrl === null)("PostgreSQL that refuses writes", () => {
  let url = "";
  let drop: () => Promise<void> = async () => {};
  let runtime: ManagedRuntime.ManagedRuntime<StorageServices | StorageHealth, unknown>;
  const run = <A, E>(effect: Effect.Effect<A, E, StorageServices | StorageHealth>) => runtime.runPromise(effect);

  beforeAll(async () => {
    ({ url, drop } = await scratchDatabase(serverUrl ?? ""));
    runtime = ManagedRuntime.make(PostgresStorage.layer({ url, max: 2 }) as Layer.Layer<StorageServices | StorageHealth, unknown>);
    await run(Effect.void);
  });
  afterAll(async () => {
    await runtime?.dispose();
    await drop();
  });

  it("reports writable, then STORAGE_UNAVAILABLE for writes and the probe once the database is read-only", async () => {
    const user = await run(UserRepository.use((users) => users.create({ name: "Ana" })));
    await run(StorageHealth.use((health) => health.checkWritable));
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const name = new URL(url).pathname.slice(1);
    await admin.unsafe(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
    // Only new sessions see the setting: end the pool's, which reconnects on its next query.
    await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name} AND pid <> pg_backend_pid()`;
    await admin.end({ timeout: 5 });
    // A query on a killed connection fails with STORAGE_UNAVAILABLE (ECONNRESET); the pool then reconnects.
    for (let attempt = 0; attempt < 3; attempt++) {
      const outcome = await run(Effect.exit(UserRepository.use((users) => users.list(1))));
      if (outcome._tag === "Failure") expect(String(outcome.cause)).toContain("StorageUnavailable");
    }
    const probe = await run(Effect.flip(StorageHealth.use((health) => health.checkWritable)));
    expect(probe).toMatchObject({ _tag: "StorageUnavailable", code: "STORAGE_UNAVAILABLE" });
    const write = await run(
      Effect.flip(
        JournalEntryRepository.use((entries) =>
          entries.create(user.id, { date: "2024-01-01" as never, content: "a day", contentHash: "h" }),
        ),
      ),
    );
    expect(write).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
  });
});
