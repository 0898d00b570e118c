import { decodeNdjson, streamViolations, type StreamEvent } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer, TestUser } from "./testServer.js";

/**
 * The main routes end to end as a client uses them: chat (NDJSON and SSE)
 * with the answer stored, threads, journal entries and insights, settings
 * and tokens. Runs against any database.
 */
export const mainRoutesSuite = (name: string, start: () => Promise<TestServer>) =>
  describe(`main routes (${name})`, () => {
    let server: TestServer;
    let alice: TestUser;
    beforeAll(async () => {
      server = await start();
      alice = await server.addUser("Alice");
    });
    afterAll(() => server.stop());

    const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: alice.token });
    const json = async <A>(response: Response): Promise<A> => {
      expect(response.ok, `${response.status} ${await response.clone().text()}`).toBe(true);
      return (await response.json()) as A;
    };

    it("checks health and knows the caller", async () => {
      expect(await (await server.call("/healthz")).json()).toMatchObject({ status: "ok" });
      expect(await json(await call("/me"))).toMatchObject({ user: { id: alice.id, name: "Alice" }, mode: "hosted", model: { offline: true } });
    });

    it("writes, edits, lists, charts and deletes journal entries", async () => {
      const created = await json<{ id: string }>(
        await call("/journal/entries", { method: "POST", json: { date: "2025-02-10", title: "Snow", content: "It snowed and I felt calm and happy." } }),
      );
      await json(await call("/journal/entries", { method: "POST", json: { date: "2025-02-11", content: "Anxious and tired before the deadline." } }));
      const edited = await json<{ content: string }>(await call(`/journal/entries/${created.id}`, { method: "PATCH", json: { content: "Snow. Grateful for a quiet day." } }));
      expect(edited.content).toBe("Snow. Grateful for a quiet day.");
      const listed = await json<{ items: Array<{ date: string }> }>(await call("/journal/entries?order=asc"));
      expect(listed.items.map((entry) => entry.date)).toEqual(["2025-02-10", "2025-02-11"]);
      for (let attempt = 0; attempt < 300; attempt++) {
        const status = await json<{ pending: number; running: boolean; failed: number }>(await call("/journal/pipeline"));
        if (status.pending === 0 && !status.running) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const series = await json<{ points: Array<{ date: string }> }>(await call("/journal/timeseries?metric=happiness&from=2025-02-01&to=2025-02-28"));
      expect(series.points.map((point) => point.date)).toEqual(["2025-02-10", "2025-02-11"]);
      expect((await call(`/journal/entries/${created.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await call(`/journal/entries/${created.id}`)).status).toBe(404);
    });

    it("streams a chat run, stores it, continues the thread over SSE, and manages the thread", async () => {
      const first = decodeNdjson(await (await call("/ai/chat/stream", { method: "POST", json: { content: "How was I feeling in February 2025?" } })).text());
      expect(streamViolations(first)).toEqual([]);
      const done = first.at(-1) as Extract<StreamEvent, { type: "done" }>;
      expect(done.type).toBe("done");
      const threadId = first[0]!.threadId;

      const sse = await (await call("/ai/chat/stream", { method: "POST", json: { threadId, content: "And the last entry?" }, headers: { accept: "text/event-stream" } })).text();
      expect(sse).toMatch(/^event: system\n/);
      expect(sse).toContain("event: done\n");

      const messages = await json<{ items: Array<{ id: string; role: string }> }>(await call(`/threads/${threadId}/messages`));
      expect(messages.items.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
      expect(messages.items[1]!.id).toBe(done.message.id);
      expect(await json(await call(`/ai/runs/${first[0]!.runId}`))).toMatchObject({ status: "complete" });

      await json(await call(`/threads/${threadId}`, { method: "PATCH", json: { title: "February", pinned: true } }));
      await json(await call(`/threads/${threadId}/tags`, { method: "POST", json: { tag: "mood" } }));
      const found = await json<{ items: Array<{ id: string; title: string; pinned: boolean; tags: string[] }> }>(await call("/threads?search=febr"));
      expect(found.items).toEqual([expect.objectContaining({ id: threadId, title: "February", pinned: true, tags: ["mood"] })]);
      expect((await call(`/threads/${threadId}`, { method: "DELETE" })).status).toBe(204);
      expect((await call(`/threads/${threadId}`)).status).toBe(404);
    });

    it("saves settings without ever returning the key, and revokes a token at once", async () => {
      const saved = await (await call("/settings", { method: "PUT", json: { provider: "offline", apiKey: "sk-secret", timeZone: "Europe/Lisbon" } })).text();
      expect(saved).not.toContain("sk-secret");
      expect(JSON.parse(saved)).toMatchObject({ apiKey: "set", timeZone: "Europe/Lisbon" });
      expect(await json(await call("/me"))).toMatchObject({ user: { timeZone: "Europe/Lisbon" } });

      const { token, secret } = await json<{ token: { id: string }; secret: string }>(await call("/tokens", { method: "POST", json: { name: "phone" } }));
      expect((await server.call("/api/v1/me", { token: secret })).status).toBe(200);
      expect((await call(`/tokens/${token.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await server.call("/api/v1/me", { token: secret })).status).toBe(401);
    });
  });
