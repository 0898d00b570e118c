import { statSync } from "node:fs";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type Database from "better-sqlite3";

export interface BackgroundCheckpointOptions {
  /** How often the WAL is checkpointed (default 100 ms). */
  readonly intervalMs?: number;
  /** Size of the WAL file past which the connection itself checkpoints and truncates it (default 32 MiB). */
  readonly maxWalBytes?: number;
  /** How often the connection looks at the WAL's size against `maxWalBytes` (default ten intervals). */
  readonly boundCheckMs?: number;
}

/**
 * The checkpointing thread: its own connection to the file, a PASSIVE
 * checkpoint every `intervalMs` (it never waits for a lock, and with nothing
 * new in the WAL it costs next to nothing). Plain JavaScript run as the
 * worker's script, so it needs no build step of its own.
 */
const workerScript = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const client = new Database(workerData.filename, { fileMustExist: true });
client.pragma("busy_timeout = 0");
const timer = setInterval(() => {
  try {
    client.pragma("wal_checkpoint(PASSIVE)");
  } catch {}
}, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  client.close();
  parentPort.close();
});
`;

const walBytes = (file: string): number => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * WAL checkpoints off the request path, for a server's connection. SQLite's
 * automatic checkpoint runs inside the commit that takes the WAL past 1,000
 * pages: that commit copies the pages into the database file and syncs it,
 * blocking the thread, which in a burst of chats happens a few times per
 * 200 openings (`bench:chat-opening`: the opening's wall time, p99 17–20 ms
 * with it, 5–6 ms without).
 *
 * Here the connection's automatic checkpoint is off, and a worker thread
 * with its own connection checkpoints (PASSIVE) every `intervalMs`: the copy
 * and the sync happen beside the server's thread, and the next commit after
 * a complete checkpoint writes the WAL from its start again. Should the
 * worker fall behind or stop, the connection checkpoints and truncates a WAL
 * past `maxWalBytes` itself, so it stays bounded. Without a WAL (an
 * in-memory database) it does nothing. Returns what stops it; the connection
 * must outlive it.
 */
export const startBackgroundCheckpoints = (client: Database.Database, options: BackgroundCheckpointOptions = {}): (() => void) => {
  if (client.memory || String(client.pragma("journal_mode", { simple: true })).toLowerCase() !== "wal") return () => {};
  const intervalMs = options.intervalMs ?? 100;
  const maxWalBytes = options.maxWalBytes ?? 32 * 1024 * 1024;
  const walFile = `${client.name}-wal`;
  client.pragma("wal_autocheckpoint = 0");
  const worker = new Worker(workerScript, {
    eval: true,
    workerData: { filename: client.name, intervalMs, driver: createRequire(import.meta.url).resolve("better-sqlite3") },
  });
  worker.unref();
  // A worker that fails leaves the bound below to keep the WAL in check.
  worker.on("error", () => {});
  const bound = setInterval(() => {
    if (!client.open || walBytes(walFile) <= maxWalBytes) return;
    try {
      client.pragma("wal_checkpoint(TRUNCATE)");
    } catch {
      // The next look tries again (a failed checkpoint leaves the WAL as it was).
    }
  }, options.boundCheckMs ?? intervalMs * 10);
  bound.unref();
  return () => {
    clearInterval(bound);
    worker.postMessage("stop");
  };
};
