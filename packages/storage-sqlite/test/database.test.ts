import Database from "better-sqlite3";
import { Effect, Exit, Layer } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { ThreadRepository, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteStorage } from "../src/index.js";
import { createUser, runStorage } from "./runStorage.js";
import { tempDatabase } from "./tempDatabase.js";

describe("SqliteStorage database file", () => {
  let database = tempDatabase();
  afterEach(() => {
    database.remove();
    database = tempDatabase();
  });

  it("opens the file in WAL mode with foreign keys on", async () => {
    await runStorage(database.filename, createUser("Ana"));
    const client = new Database(database.filename, { readonly: true });
    expect(client.pragma("journal_mode", { simple: true })).toBe("wal");
    client.close();
  });

  it("sets a busy timeout and foreign keys on its own connection", async () => {
    const settings = await Effect.runPromise(
      Effect.scoped(
        Effect.map(SqliteStorage.open({ filename: database.filename, busyTimeoutMs: 1234 }), (context) => ({
          busyTimeout: context.client.pragma("busy_timeout", { simple: true }),
          foreignKeys: context.client.pragma("foreign_keys", { simple: true }),
          journalMode: context.client.pragma("journal_mode", { simple: true }),
        })),
      ).pipe(Effect.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
    );
    expect(settings).toEqual({ busyTimeout: 1234, foreignKeys: 1, journalMode: "wal" });
  });

  it("applies the migrations once: reopening the file changes nothing and keeps the data", async () => {
    const userId = await runStorage(database.filename, createUser("Ana"));
    const countMigrations = () => {
      const client = new Database(database.filename, { readonly: true });
      const count = (client.prepare("SELECT count(*) AS count FROM __drizzle_migrations").get() as { count: number }).count;
      client.close();
      return count;
    };
    const migrations = countMigrations();
    expect(migrations).toBeGreaterThanOrEqual(2);
    const user = await runStorage(
      database.filename,
      UserRepository.use((users) => users.get(userId)),
    );
    expect(user.name).toBe("Ana");
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(countMigrations()).toBe(migrations);
  });

  it("creates the FTS5 table and triggers in a migration", async () => {
    await runStorage(database.filename, createUser("Ana"));
    const client = new Database(database.filename, { readonly: true });
    const names = client
      .prepare("SELECT name FROM sqlite_master WHERE name LIKE 'chunks_fts%' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name);
    client.close();
    expect(names).toEqual(expect.arrayContaining(["chunks_fts", "chunks_fts_delete", "chunks_fts_insert", "chunks_fts_update"]));
  });

  it("reports a write for a user that does not exist as NotFound", async () => {
    const exit = await runStorage(
      database.filename,
      Effect.exit(
        ThreadRepository.use((threads) =>
          threads.create("0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b" as never, { title: "x", config: { model: "m", tools: [] } }),
        ),
      ),
    );
    expect(Exit.isFailure(exit)).toBe(true);
    if (Exit.isFailure(exit)) expect(JSON.stringify(exit.cause)).toContain("NotFound");
  });
});
