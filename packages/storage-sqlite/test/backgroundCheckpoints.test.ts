import { statSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { Effect, Layer } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { openDatabase } from "../src/database/openDatabase.js";
import { startBackgroundCheckpoints } from "../src/database/backgroundCheckpoints.js";
import { SqliteStorage } from "../src/index.js";
import { tempDatabase } from "./tempDatabase.js";

const walBytes = (filename: string): number => statSync(`${filename}-wal`).size;

/** Writes `rows` rows of 4,000 characters, each in its own commit (as chat openings are). */
const writeRows = (client: ReturnType<typeof openDatabase>["client"], rows: number) => {
  const insert = client.prepare("insert into scratch (body) values (?)");
  for (let row = 0; row < rows; row++) insert.run("x".repeat(4000));
};

/** Whether every frame of the WAL is in the database file (asked without checkpointing). */
const checkpointedAll = (client: ReturnType<typeof openDatabase>["client"]): boolean => {
  const [state] = client.pragma("wal_checkpoint(NOOP)") as Array<{ log: number; checkpointed: number }>;
  return state !== undefined && state.log > 0 && state.log === state.checkpointed;
};

/** Polls (without asserting on time) until `condition` holds, giving up after `tries` looks. */
const eventually = async (condition: () => boolean, tries = 200): Promise<boolean> => {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (condition()) return true;
    await sleep(10);
  }
  return condition();
};

describe("background WAL checkpoints", () => {
  let database = tempDatabase();
  afterEach(() => {
    database.remove();
    database = tempDatabase();
  });

  it("turns SQLite's checkpoint inside commits off, and checkpoints from another thread: the next burst reuses the WAL instead of growing it", async () => {
    const { client } = openDatabase({ filename: database.filename });
    client.exec("create table scratch (id integer primary key, body text not null)");
    const stop = startBackgroundCheckpoints(client, { intervalMs: 20 });
    try {
      expect(client.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
      // 1,500 pages in one go (the worker cannot run a checkpoint while this thread writes synchronously).
      writeRows(client, 1500);
      const afterBurst = walBytes(database.filename);
      expect(afterBurst).toBeGreaterThan(1400 * 4096);
      // The worker copies every frame into the database file...
      expect(await eventually(() => checkpointedAll(client))).toBe(true);
      // ...so a second burst of the same size writes the WAL from its start again.
      writeRows(client, 1500);
      expect(walBytes(database.filename)).toBeLessThanOrEqual(afterBurst);
      expect(client.prepare("select count(*) from scratch").pluck().get()).toBe(3000);
    } finally {
      stop();
      client.close();
    }
  });

  it("keeps the WAL bounded under writes that never pause", async () => {
    const { client } = openDatabase({ filename: database.filename });
    client.exec("create table scratch (id integer primary key, body text not null)");
    const maxWalBytes = 4 * 1024 * 1024;
    const stop = startBackgroundCheckpoints(client, { intervalMs: 1, maxWalBytes });
    try {
      // Once the worker is running (it has checkpointed a first write):
      writeRows(client, 1);
      expect(await eventually(() => checkpointedAll(client))).toBe(true);
      let largest = 0;
      // About 48 MB written in 40 slices of about 1.2 MB (a row and its overflow page each), the timers let in between.
      for (let slice = 0; slice < 40; slice++) {
        writeRows(client, 100);
        largest = Math.max(largest, walBytes(database.filename));
        await sleep(15);
      }
      // Bounded, under a third of the 48 MB written: on a loaded machine the worker's checkpoint can hold the truncation off for a
      // few slices (12 MB was seen with other test suites running), never for most of them...
      expect(largest).toBeLessThan(16 * 1024 * 1024);
      // ...and once the writes pause, the WAL is cut back under the bound.
      expect(await eventually(() => walBytes(database.filename) <= maxWalBytes)).toBe(true);
      expect(client.prepare("select count(*) from scratch").pluck().get()).toBe(4001);
    } finally {
      stop();
      client.close();
    }
  });

  it("bounds the WAL from the connection itself when the worker falls behind", async () => {
    const { client } = openDatabase({ filename: database.filename });
    client.exec("create table scratch (id integer primary key, body text not null)");
    const maxWalBytes = 4 * 1024 * 1024;
    // A worker that checkpoints once an hour stands for one that has stopped or cannot keep up.
    const stop = startBackgroundCheckpoints(client, { intervalMs: 60 * 60 * 1000, boundCheckMs: 1, maxWalBytes });
    try {
      let largest = 0;
      // About 48 MB in 40 slices of about 1.2 MB, the timers let in between: without the bound the WAL would hold all of it.
      for (let slice = 0; slice < 40; slice++) {
        writeRows(client, 100);
        largest = Math.max(largest, walBytes(database.filename));
        await sleep(15);
      }
      // Never more than the bound and the slice written before the next look (with room for a look that comes late).
      expect(largest).toBeLessThan(maxWalBytes + 4 * 1024 * 1024);
      expect(await eventually(() => walBytes(database.filename) <= maxWalBytes)).toBe(true);
      expect(client.prepare("select count(*) from scratch").pluck().get()).toBe(4000);
    } finally {
      stop();
      client.close();
    }
  });

  it("is what SqliteStorage does with checkpoints: background, and only then", async () => {
    const autocheckpoint = (checkpoints: "background" | "automatic") =>
      Effect.runPromise(
        Effect.scoped(
          Effect.map(SqliteStorage.open({ filename: database.filename, checkpoints }), (context) =>
            context.client.pragma("wal_autocheckpoint", { simple: true }),
          ),
        ).pipe(Effect.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
      );
    expect(await autocheckpoint("background")).toBe(0);
    expect(await autocheckpoint("automatic")).toBe(1000);
  });

  it("does nothing for an in-memory database", () => {
    const { client } = openDatabase({ filename: ":memory:" });
    const stop = startBackgroundCheckpoints(client, { intervalMs: 5 });
    expect(client.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    stop();
    client.close();
  });
});
