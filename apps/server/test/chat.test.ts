import { decodeNdjson, streamViolations, type StreamEvent } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatStreamModes } from "./support/chatStreamModes.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

describe.each(chatStreamModes)("chat stream (%s)", (mode) => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    // The slow model server runs on this machine, which hosted mode refuses unless allowed.
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true", LIFEOS_CHAT_STREAM: mode } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  const ask = async (content: string, init: { threadId?: string; accept?: string } = {}) => {
    const response = await server.call("/api/v1/ai/chat/stream", {
      method: "POST",
      token: alice.token,
      json: { content, ...(init.threadId ? { threadId: init.threadId } : {}) },
      headers: init.accept ? { accept: init.accept } : {},
    });
    return response;
  };

  it("streams a well-formed NDJSON run that starts a thread and stores the answer", async () => {
    const response = await ask("What was my last entry?");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = decodeNdjson(await response.text());
    expect(streamViolations(events)).toEqual([]);
    // Every event of the run, none dropped or repeated.
    expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index));
    expect(events[0]).toMatchObject({ type: "system", offline: true });
    const done = events.at(-1) as Extract<StreamEvent, { type: "done" }>;
    expect(done.type).toBe("done");

    const threadId = events[0]!.threadId;
    const messages = (await (await server.call(`/api/v1/threads/${threadId}/messages`, { token: alice.token })).json()) as {
      items: Array<{ id: string; role: string }>;
    };
    expect(messages.items.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(messages.items[1]!.id).toBe(done.message.id);
    const threads = (await (await server.call("/api/v1/threads", { token: alice.token })).json()) as { items: Array<{ id: string; title: string }> };
    expect(threads.items.find((thread) => thread.id === threadId)?.title).toBeTruthy();
  });

  it("sends the stream's headers: its type, no caching, its ids, the request id and the security headers", async () => {
    const response = await server.call("/api/v1/ai/chat/stream", {
      method: "POST",
      token: alice.token,
      json: { content: "What was my last entry?" },
      headers: { "x-request-id": "chat-stream-headers-1" },
    });
    expect(response.status).toBe(200);
    const events = decodeNdjson(await response.text());
    const headers = response.headers;
    expect(headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(headers.get("x-accel-buffering")).toBe("no");
    expect(headers.get("x-request-id")).toBe("chat-stream-headers-1");
    expect(headers.get("x-thread-id")).toBe(events[0]!.threadId);
    expect(headers.get("x-run-id")).toBe(events[0]!.runId);
    expect(headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("strict-transport-security")).toContain("max-age=");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("x-powered-by")).toBeNull();
    expect(headers.get("content-length")).toBeNull();
  });

  it("speaks SSE when asked, continuing the same thread", async () => {
    const first = decodeNdjson(await (await ask("How have I been doing?")).text());
    const threadId = first[0]!.threadId;
    const response = await ask("And last month?", { threadId, accept: "text/event-stream" });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const text = await response.text();
    const frames = text.split("\n\n").filter((frame) => frame.trim() !== "");
    expect(frames[0]).toMatch(/^event: system\nid: 0\ndata: \{/);
    expect(frames.at(-1)).toMatch(/^event: done\n/);
    const events = frames.map((frame) => JSON.parse(frame.split("\ndata: ")[1]!) as { threadId: string });
    expect(events.every((event) => event.threadId === threadId)).toBe(true);
  });

  it("refuses empty and oversized messages", async () => {
    const empty = await ask("   ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "INVALID_INPUT" });
    const long = await ask("x".repeat(20_001));
    expect(long.status).toBe(413);
    expect(await long.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers 404 for stopping a run that is not running", async () => {
    const events = decodeNdjson(await (await ask("What was my last entry?")).text());
    const response = await server.call(`/api/v1/ai/runs/${events[0]!.runId}/stop`, { method: "POST", token: alice.token });
    expect(response.status).toBe(404);
    const run = (await (await server.call(`/api/v1/ai/runs/${events[0]!.runId}`, { token: alice.token })).json()) as { status: string };
    expect(run.status).toBe("complete");
  });
});
