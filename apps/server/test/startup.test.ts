import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { startTestServer } from "./support/testServer.js";

describe("first start of the embedded default", () => {
  const directory = mkdtempSync(join(tmpdir(), "lifeos-startup-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("loads a labelled sample journal once, removable in one call, and keeps data across restarts", async () => {
    const first = await startTestServer({ directory, env: { LIFEOS_SAMPLE_DATA: "true" } });
    const sample = (await (await first.call("/api/v1/journal/sample")).json()) as { count: number };
    expect(sample.count).toBeGreaterThan(300);
    const entries = (await (await first.call("/api/v1/journal/entries?limit=5")).json()) as { items: Array<{ source: string }> };
    expect(entries.items.every((entry) => entry.source === "sample")).toBe(true);
    await first.call("/api/v1/journal/entries", { method: "POST", json: { date: "2025-05-05", content: "My own words." } });
    const removed = (await (await first.call("/api/v1/journal/sample", { method: "DELETE" })).json()) as { deleted: number };
    expect(removed.deleted).toBe(sample.count);
    await first.stop();

    const second = await startTestServer({ directory, env: { LIFEOS_SAMPLE_DATA: "true" } });
    expect(await (await second.call("/api/v1/journal/sample")).json()).toEqual({ count: 0, entryIds: [] });
    const kept = (await (await second.call("/api/v1/journal/entries")).json()) as { items: Array<{ content: string }> };
    expect(kept.items.map((entry) => entry.content)).toEqual(["My own words."]);
    await second.stop();
  });

  it("skips the sample journal when LIFEOS_SAMPLE_DATA=false", async () => {
    const server = await startTestServer({ env: { LIFEOS_SAMPLE_DATA: "false" } });
    expect(await (await server.call("/api/v1/journal/sample")).json()).toEqual({ count: 0, entryIds: [] });
    await server.stop();
  });
});

describe("configuration", () => {
  it("schedules on the time-sliced scheduler unless LIFEOS_SCHEDULER=plain, and refuses other names", () => {
    expect(loadConfig({}).scheduler).toBe("time-sliced");
    expect(loadConfig({ LIFEOS_SCHEDULER: "plain" }).scheduler).toBe("plain");
    expect(() => loadConfig({ LIFEOS_SCHEDULER: "fast" })).toThrow(/LIFEOS_SCHEDULER must be time-sliced or plain/);
  });

  it("writes chat streams straight to Node's response unless LIFEOS_CHAT_STREAM=web, and refuses other names", () => {
    expect(loadConfig({}).chatStream).toBe("direct");
    expect(loadConfig({ LIFEOS_CHAT_STREAM: "web" }).chatStream).toBe("web");
    expect(() => loadConfig({ LIFEOS_CHAT_STREAM: "fast" })).toThrow(/LIFEOS_CHAT_STREAM must be direct or web/);
  });

  it("checkpoints a SQLite database from a worker thread unless LIFEOS_SQLITE_CHECKPOINTS=automatic, and refuses other names", () => {
    expect(loadConfig({ LIFEOS_DATABASE_URL: "file:/tmp/lifeos.db" }).database).toEqual({ kind: "sqlite", filename: "/tmp/lifeos.db", checkpoints: "background" });
    expect(loadConfig({ LIFEOS_DATABASE_URL: "file:/tmp/lifeos.db", LIFEOS_SQLITE_CHECKPOINTS: "automatic" }).database).toMatchObject({ checkpoints: "automatic" });
    expect(loadConfig({ LIFEOS_DATABASE_URL: "postgres://localhost/lifeos" }).database).toEqual({ kind: "postgres", url: "postgres://localhost/lifeos" });
    expect(() => loadConfig({ LIFEOS_SQLITE_CHECKPOINTS: "never" })).toThrow(/LIFEOS_SQLITE_CHECKPOINTS must be background or automatic/);
  });
});
