import { SystemClock, UuidV7IdGenerator } from "@lifeos/agent";
import { mountSmallFileSystem } from "@lifeos/core/testing";
import { SqliteStorage } from "@lifeos/storage-sqlite";
import { Effect, Layer } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerConfig } from "../src/config.js";
import { blobStoreLayer } from "../src/environment.js";
import { startTestServer } from "./support/testServer.js";

/** SQLite over the configured file, but refusing every write (`query_only`): a database that cannot be written. */
const readOnlyEnvironment = (config: ServerConfig) => {
  if (config.database.kind !== "sqlite") throw new Error("SQLite only");
  const filename = config.database.filename;
  const storage = Layer.effectContext(
    Effect.map(SqliteStorage.open({ filename }), (context) => {
      context.client.pragma("query_only = ON");
      return SqliteStorage.servicesWithHealth(context);
    }),
  );
  return Layer.merge(storage, blobStoreLayer(config.database)).pipe(Layer.provideMerge(Layer.mergeAll(SystemClock.layer, UuidV7IdGenerator.layer)));
};

const entryBody = (index: number) => ({
  date: new Date(Date.UTC(2001, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
  content: `Day ${index}. ${"A long walk by the river and then some more words. ".repeat(60)}`,
});

describe("a database that cannot store writes", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("answers writes with 503 STORAGE_UNAVAILABLE, and /healthz with 503 unwritable", async () => {
    const server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    cleanups.push(() => server.stop());
    // Users and tokens are written before the database turns read-only: restart on the same file.
    const alice = await server.addUser("Alice");
    const directory = server.directory;
    const readOnly = await startTestServer({ env: { LIFEOS_MODE: "hosted" }, directory, environment: readOnlyEnvironment });
    cleanups.push(() => readOnly.stop());
    const created = await readOnly.call("/api/v1/journal/entries", { token: alice.token, method: "POST", json: entryBody(0) });
    expect(created.status).toBe(503);
    expect(await created.json()).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    const token = await readOnly.call("/api/v1/tokens", { token: alice.token, method: "POST", json: { name: "laptop" } });
    expect(token.status).toBe(503);
    expect(await token.json()).not.toHaveProperty("secret");
    const health = await readOnly.call("/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unwritable", code: "STORAGE_UNAVAILABLE" });
    expect(await (await server.call("/healthz")).json()).toMatchObject({ status: "ok" });
  });

  it("on a full disk (a 4 MiB tmpfs) acknowledges only entries and tokens it stored, then answers 507 and /healthz 503", async () => {
    // Where mounting is not allowed, the read-only test above still covers the error path (said loudly).
    const fileSystem = mountSmallFileSystem(4, "the full-disk test of the server");
    if (fileSystem === null) return;
    cleanups.push(() => fileSystem.remove());
    const point = fileSystem.path;
    // No rate limit: the WAL, checkpointed as it goes, leaves the disk to fill with the data alone, which takes more requests than a minute's budget.
    const server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_RATE_LIMIT: "0" }, directory: point });
    cleanups.push(() => server.stop());
    const alice = await server.addUser("Alice");
    const entries: Array<string> = [];
    const tokenNames: Array<string> = [];
    const refusals: Array<{ status: number; code: string }> = [];
    for (let index = 0; index < 3000 && refusals.length < 6; index++) {
      const entry = await server.call("/api/v1/journal/entries", { token: alice.token, method: "POST", json: entryBody(index) });
      if (entry.status === 201) entries.push(((await entry.json()) as { id: string }).id);
      else refusals.push({ status: entry.status, code: ((await entry.json()) as { code: string }).code });
      const token = await server.call("/api/v1/tokens", { token: alice.token, method: "POST", json: { name: `t${index}` } });
      if (token.status === 201) tokenNames.push(((await token.json()) as { token: { name: string } }).token.name);
      else refusals.push({ status: token.status, code: ((await token.json()) as { code: string }).code });
    }
    expect(entries.length).toBeGreaterThan(0);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) expect(refusal).toEqual({ status: 507, code: "INSUFFICIENT_STORAGE" });
    const health = await server.call("/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unwritable", code: "INSUFFICIENT_STORAGE" });
    const missing: Array<string> = [];
    for (const id of entries) {
      if ((await server.call(`/api/v1/journal/entries/${id}`, { token: alice.token })).status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
    const listed = (await (await server.call("/api/v1/tokens", { token: alice.token })).json()) as { items: Array<{ name: string }> };
    const stored = new Set(listed.items.map((token) => token.name));
    expect(tokenNames.length).toBeGreaterThan(0);
    expect(tokenNames.filter((name) => !stored.has(name))).toEqual([]);
  });
});
