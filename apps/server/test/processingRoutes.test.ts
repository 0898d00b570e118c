import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

/** What `GET /journal/processing` and `GET /documents/processing` answer. */
interface Backlog {
  readonly processing: { source: string; pending: number; processed: number; total: number } | null;
}

// The counts the Journal and Documents pages show while entries and documents are still being processed.
describe("GET /journal/processing and /documents/processing", () => {
  describe("with no job runner (everything stays waiting)", () => {
    let server: TestServer;
    let alice: TestUser;
    let bob: TestUser;
    beforeAll(async () => {
      server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_JOB_CONCURRENCY: "0" } });
      alice = await server.addUser("Alice");
      bob = await server.addUser("Bob");
    });
    afterAll(() => server.stop());

    const backlog = async (user: TestUser, source: "journal" | "documents") => (await (await server.call(`/api/v1/${source}/processing`, { token: user.token })).json()) as Backlog;

    it("count the user's own entries and documents waiting, and nothing of another user's", async () => {
      expect(await backlog(alice, "journal")).toEqual({ processing: null });
      expect(await backlog(alice, "documents")).toEqual({ processing: null });
      for (const content of ["Ferry to the island.", "Café at the pier."]) {
        expect((await server.call("/api/v1/journal/entries", { method: "POST", token: alice.token, json: { date: "2024-04-05", content } })).status).toBe(201);
      }
      const loaded = (await (await server.call("/api/v1/documents/sample", { method: "POST", token: alice.token })).json()) as { documents: unknown[] };
      expect(loaded.documents.length).toBeGreaterThan(0);

      expect(await backlog(alice, "journal")).toEqual({ processing: { source: "journal", pending: 2, processed: 0, total: 2 } });
      const count = loaded.documents.length;
      expect(await backlog(alice, "documents")).toEqual({ processing: { source: "documents", pending: count, processed: 0, total: count } });
      expect(await backlog(bob, "journal")).toEqual({ processing: null });
      expect(await backlog(bob, "documents")).toEqual({ processing: null });
      expect((await server.call("/api/v1/journal/processing")).status).toBe(401);
    });
  });

  describe("with the job runner", () => {
    let server: TestServer;
    let carol: TestUser;
    beforeAll(async () => {
      server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_JOB_POLL_MS: "50" } });
      carol = await server.addUser("Carol");
    });
    afterAll(() => server.stop());

    it("is null again once every entry is analysed", async () => {
      expect((await server.call("/api/v1/journal/entries", { method: "POST", token: carol.token, json: { date: "2024-04-05", content: "Long walk by the river with Ana." } })).status).toBe(201);
      const read = async () => ((await (await server.call("/api/v1/journal/processing", { token: carol.token })).json()) as Backlog).processing;
      await expect.poll(read, { timeout: 30_000, interval: 100 }).toBeNull();
      const entries = (await (await server.call("/api/v1/journal/entries", { token: carol.token })).json()) as { items: Array<{ processingStatus: string }> };
      expect(entries.items.map((entry) => entry.processingStatus)).toEqual(["done"]);
    });
  });
});
