import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { Effect, Exit, Layer } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import type { StorageServices, UserId } from "@lifeos/core";
import { ApiTokenRepository, JournalEntryRepository, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator, mountSmallFileSystem, type SmallFileSystem } from "@lifeos/core/testing";
import { SqliteStorage } from "../src/index.js";
import { tempDatabase } from "./tempDatabase.js";

const testServices = Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer);

interface Outcome {
  readonly entries: ReadonlyArray<string>;
  readonly tokens: ReadonlyArray<string>;
  readonly failures: ReadonlyArray<unknown>;
}

/**
 * Writes entries and tokens until the database refuses several in a row,
 * keeping the ids of every write that was acknowledged and every failure.
 */
const fillUntilRefused = (userId: UserId): Effect.Effect<Outcome, never, StorageServices> =>
  Effect.gen(function* () {
    const entries: Array<string> = [];
    const tokens: Array<string> = [];
    const failures: Array<unknown> = [];
    for (let index = 0; index < 20_000 && failures.length < 6; index++) {
      const date = new Date(Date.UTC(2000, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      const entry = yield* Effect.exit(
        JournalEntryRepository.use((repository) =>
          repository.create(userId, { date: date as never, content: `Day ${index}. ${"words ".repeat(500)}`, contentHash: `hash-${index}` }),
        ),
      );
      if (Exit.isSuccess(entry)) entries.push(entry.value.id);
      else failures.push(Exit.isFailure(entry) ? entry.cause : entry);
      const token = yield* Effect.exit(
        ApiTokenRepository.use((repository) =>
          repository.create(userId, { name: `token ${index}`, tokenHash: `${index}`.padStart(64, "0"), prefix: "lifeos_x" }),
        ),
      );
      if (Exit.isSuccess(token)) tokens.push(token.value.id);
      else failures.push(token.cause);
    }
    return { entries, tokens, failures };
  });

const storedIds = (filename: string, table: string): Set<string> => {
  const client = new Database(filename, { readonly: true });
  try {
    return new Set((client.prepare(`SELECT id FROM ${table}`).all() as Array<{ id: string }>).map((row) => row.id));
  } finally {
    client.close();
  }
};

const expectOnlyStoredAcknowledged = (filename: string, outcome: Outcome): void => {
  expect(outcome.failures.length).toBeGreaterThan(0);
  for (const failure of outcome.failures) expect(String(failure)).toMatch(/StorageUnavailable|INSUFFICIENT_STORAGE/);
  const entries = storedIds(filename, "journal_entries");
  const tokens = storedIds(filename, "api_tokens");
  expect(outcome.entries.filter((id) => !entries.has(id))).toEqual([]);
  expect(outcome.tokens.filter((id) => !tokens.has(id))).toEqual([]);
};

describe("SQLite on a full disk acknowledges only what it stored", () => {
  const mounted: Array<SmallFileSystem> = [];
  afterAll(() => {
    for (const fileSystem of mounted) fileSystem.remove();
  });

  it("a database at its page limit refuses writes with StorageUnavailable, and every acknowledged row exists", async () => {
    const database = tempDatabase();
    try {
      const outcome = await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const context = yield* SqliteStorage.open({ filename: database.filename });
            const userId = yield* Effect.orDie(
              Effect.provide(UserRepository.use((users) => users.create({ name: "Ana" })), SqliteStorage.services(context)),
            );
            const pages = Number(context.client.pragma("page_count", { simple: true }));
            context.client.pragma(`max_page_count = ${pages + 40}`);
            return yield* Effect.provide(fillUntilRefused(userId.id), SqliteStorage.services(context));
          }),
        ).pipe(Effect.provide(testServices)),
      );
      expect(outcome.entries.length).toBeGreaterThan(0);
      expectOnlyStoredAcknowledged(database.filename, outcome);
    } finally {
      database.remove();
    }
  });

  it("on a real full file system (a 4 MiB tmpfs) no write is acknowledged without its row", async () => {
    // Where mounting is not allowed, only the page-limit test above covers the error path (said loudly).
    const fileSystem = mountSmallFileSystem(4, "the full-disk test of SQLite");
    if (fileSystem === null) return;
    mounted.push(fileSystem);
    const point = fileSystem.path;
    const filename = join(point, "lifeos.db");
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const user = yield* Effect.orDie(UserRepository.use((users) => users.create({ name: "Ana" })));
        return yield* fillUntilRefused(user.id);
      }).pipe(Effect.provide(SqliteStorage.layer({ filename }).pipe(Layer.provide(testServices)))),
    );
    expect(outcome.entries.length).toBeGreaterThan(0);
    expectOnlyStoredAcknowledged(filename, outcome);
  });
});

describe("SQLite files are private", () => {
  it("creates the folder 0700 and the database, WAL and shared-memory files 0600", async () => {
    const root = mkdtempSync(join(tmpdir(), "lifeos-private-"));
    const previous = process.umask(0o022);
    try {
      const filename = join(root, "data", "lifeos.db");
      await Effect.runPromise(
        Effect.scoped(
          Effect.flatMap(SqliteStorage.open({ filename }), (context) =>
            Effect.sync(() => {
              expect(statSync(join(root, "data")).mode & 0o777).toBe(0o700);
              for (const suffix of ["", "-wal", "-shm"]) expect(statSync(filename + suffix).mode & 0o777).toBe(0o600);
              context.client.prepare("SELECT 1").get();
            }),
          ),
        ).pipe(Effect.provide(testServices)),
      );
    } finally {
      process.umask(previous);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
