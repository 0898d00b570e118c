/**
 * A fresh store for one benchmark run: a temp SQLite file, or a new
 * PostgreSQL database made from the admin URL (dropped after). The caller
 * adds what it needs above storage (an embedder, a pipeline) with `extend`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StorageServices } from "@lifeos/core";
import { SystemClock, UuidV7IdGenerator } from "@lifeos/agent";
import { PostgresStorage } from "@lifeos/storage-postgres";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import { Layer, ManagedRuntime } from "effect";
import postgres from "postgres";

export type Adapter = "sqlite" | "postgres";

/** The clock and id generator every bench store uses. */
export const benchSystem = Layer.mergeAll(SystemClock.layer, UuidV7IdGenerator.layer);

export interface BenchStore<R> {
  readonly runtime: ManagedRuntime.ManagedRuntime<R, unknown>;
  /**
   * CPU time (ms) spent so far by the database server's processes serving
   * this store: PostgreSQL's backends of the bench database when the server
   * runs on this machine (read from /proc), else undefined (SQLite works
   * inside this process: `process.cpuUsage` holds it).
   */
  readonly serverCpuMs: () => Promise<number | undefined>;
  /** Refreshes the planner's statistics after a bulk load, as autovacuum would in time (PostgreSQL's ANALYZE). */
  readonly analyze: () => Promise<void>;
  readonly dispose: () => Promise<void>;
}

export interface BenchStoreOptions<R> {
  /** Names the temp folder and the database (`lifeos_<prefix>_…`). */
  readonly prefix: string;
  /** The admin URL of PostgreSQL (required for "postgres"). */
  readonly pgUrl?: string | undefined;
  /** The layer of the run, built on the storage layer. */
  readonly extend: (storage: Layer.Layer<StorageServices, unknown>) => Layer.Layer<R, unknown>;
}

/** Which adapters to run: "postgres" only with a URL (a note is printed when it is skipped). */
export const chosenAdapters = (list: string, pgUrl: string | undefined): Adapter[] => {
  if (pgUrl === undefined && list.includes("postgres")) console.log("PostgreSQL skipped: pass --pg <url> or set LIFEOS_TEST_DATABASE_URL.\n");
  return list.split(",").filter((name): name is Adapter => name === "sqlite" || (name === "postgres" && pgUrl !== undefined));
};

export const openBenchStore = async <R>(adapter: Adapter, options: BenchStoreOptions<R>): Promise<BenchStore<R>> => {
  if (adapter === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), `lifeos-${options.prefix}-`));
    const runtime = ManagedRuntime.make(options.extend(SqliteStorage.layer({ filename: join(folder, "bench.db") }).pipe(Layer.provide(benchSystem))));
    return {
      runtime,
      serverCpuMs: async () => undefined,
      analyze: async () => {},
      dispose: async () => {
        await runtime.dispose();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  if (options.pgUrl === undefined) throw new Error("PostgreSQL needs --pg <url> or LIFEOS_TEST_DATABASE_URL");
  const name = `lifeos_${options.prefix.replaceAll("-", "_")}_${Date.now().toString(36)}`;
  const admin = postgres(options.pgUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(options.pgUrl);
  url.pathname = `/${name}`;
  const runtime = ManagedRuntime.make(options.extend(PostgresStorage.layer({ url: url.toString(), max: 4 })));
  // Nanoseconds on CPU of a local process (the first field of /proc/<pid>/schedstat); undefined when the server is elsewhere.
  const onCpu = (pid: number): number | undefined => {
    try {
      return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      return undefined;
    }
  };
  return {
    runtime,
    serverCpuMs: async () => {
      const backends = await admin<Array<{ pid: number }>>`SELECT pid FROM pg_stat_activity WHERE datname = ${name}`;
      let total = 0;
      for (const { pid } of backends) {
        const nanoseconds = onCpu(pid);
        if (nanoseconds === undefined) return undefined;
        total += nanoseconds;
      }
      return total / 1e6;
    },
    analyze: async () => {
      const bench = postgres(url.toString(), { max: 1, onnotice: () => {} });
      await bench.unsafe("ANALYZE");
      await bench.end({ timeout: 5 });
    },
    dispose: async () => {
      await runtime.dispose();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};
