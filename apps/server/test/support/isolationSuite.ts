import { decodeNdjson } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./testServer.js";

/** User B gets 404 for user A's thread, entry and run ids on every route, and sees nothing of A's. Runs against any database. */
export const isolationSuite = (name: string, start: () => Promise<TestServer>) =>
  describe(`every route acts only for its caller (${name})`, () => {
    let server: TestServer;
    let alice: TestUser;
    let bob: TestUser;
    let threadId: string;
    let runId: string;
    let entryId: string;
    let jobId: string;

    beforeAll(async () => {
      server = await start();
      alice = await server.addUser("Alice");
      bob = await server.addUser("Bob");
      const events = decodeNdjson(
        await (await server.call("/api/v1/ai/chat/stream", { method: "POST", token: alice.token, json: { content: "What was my last entry?" } })).text(),
      );
      threadId = events[0]!.threadId;
      runId = events[0]!.runId;
      const entry = (await (
        await server.call("/api/v1/journal/entries", { method: "POST", token: alice.token, json: { date: "2025-03-01", content: "A private day." } })
      ).json()) as { id: string };
      entryId = entry.id;
      const jobs = (await (await server.call("/api/v1/jobs", { token: alice.token })).json()) as { items: Array<{ id: string; kind: string }> };
      jobId = jobs.items.find((job) => job.kind === "journal.process")!.id;
    });
    afterAll(() => server.stop());

    it("answers 404 to another user for a thread, entry, run or job id on every route", async () => {
      const routes: Array<[string, string, unknown?]> = [
        ["GET", `/api/v1/threads/${threadId}`],
        ["PATCH", `/api/v1/threads/${threadId}`, { title: "mine now" }],
        ["PATCH", `/api/v1/threads/${threadId}`, { pinned: true }],
        ["POST", `/api/v1/threads/${threadId}/tags`, { tag: "stolen" }],
        ["DELETE", `/api/v1/threads/${threadId}/tags/anything`],
        ["GET", `/api/v1/threads/${threadId}/messages`],
        ["DELETE", `/api/v1/threads/${threadId}`],
        ["POST", "/api/v1/ai/chat/stream", { threadId, content: "continue" }],
        ["POST", `/api/v1/ai/runs/${runId}/stop`],
        ["GET", `/api/v1/ai/runs/${runId}`],
        ["GET", `/api/v1/journal/entries/${entryId}`],
        ["PATCH", `/api/v1/journal/entries/${entryId}`, { content: "changed" }],
        ["DELETE", `/api/v1/journal/entries/${entryId}`],
        ["GET", `/api/v1/jobs/${jobId}`],
        ["POST", `/api/v1/jobs/${jobId}/retry`],
        ["POST", `/api/v1/jobs/${jobId}/cancel`],
      ];
      for (const [method, path, json] of routes) {
        const response = await server.call(path, { method, token: bob.token, ...(json === undefined ? {} : { json }) });
        expect(`${method} ${path} -> ${response.status}`).toBe(`${method} ${path} -> 404`);
        const body = (await response.json()) as { code: string };
        expect(["NOT_FOUND", "THREAD_NOT_FOUND"]).toContain(body.code);
      }
    });

    it("lists nothing of another user's", async () => {
      const threads = (await (await server.call("/api/v1/threads", { token: bob.token })).json()) as { items: unknown[] };
      const entries = (await (await server.call("/api/v1/journal/entries", { token: bob.token })).json()) as { items: unknown[] };
      const tokens = (await (await server.call("/api/v1/tokens", { token: bob.token })).json()) as { items: Array<{ name: string }> };
      const jobs = (await (await server.call("/api/v1/jobs", { token: bob.token })).json()) as { items: unknown[] };
      expect(threads.items).toEqual([]);
      expect(entries.items).toEqual([]);
      expect(jobs.items).toEqual([]);
      expect(tokens.items.map((token) => token.name)).toEqual(["test"]);
    });

    it("left the owner's data untouched", async () => {
      const thread = (await (await server.call(`/api/v1/threads/${threadId}`, { token: alice.token })).json()) as { title: string; pinned: boolean; tags: string[] };
      expect(thread.title).not.toBe("mine now");
      expect(thread.pinned).toBe(false);
      expect(thread.tags).toEqual([]);
      const entry = (await (await server.call(`/api/v1/journal/entries/${entryId}`, { token: alice.token })).json()) as { content: string };
      expect(entry.content).toBe("A private day.");
      expect((await server.call(`/api/v1/ai/runs/${runId}`, { token: alice.token })).status).toBe(200);
      const job = (await (await server.call(`/api/v1/jobs/${jobId}`, { token: alice.token })).json()) as { status: string };
      expect(job.status).not.toBe("cancelled");
    });
  });
