import { activePath, decodeNdjson, streamViolations, type StreamEvent } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatStreamModes } from "./support/chatStreamModes.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

interface StoredMessage {
  id: string;
  role: "user" | "assistant";
  status: string;
  content: { parts: Array<{ type: string; text?: string; code?: string; message?: string }>; replaces?: string };
}

const text = (message: StoredMessage) => message.content.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");

describe.each(chatStreamModes)("regenerating an answer, editing a question, retrying a failed answer (%s)", (mode) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true", LIFEOS_CHAT_STREAM: mode } });
    alice = await server.addUser("Alice");
    bob = await server.addUser("Bob");
  });
  afterAll(() => server.stop());

  const send = async (json: Record<string, unknown>, user = alice) => {
    const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: user.token, json });
    if (response.status !== 200) return { status: response.status, body: (await response.json()) as { code: string }, events: [] as StreamEvent[] };
    const events = decodeNdjson(await response.text());
    expect(streamViolations(events)).toEqual([]);
    return { status: 200, body: null, events };
  };
  const messages = async (threadId: string) =>
    ((await (await server.call(`/api/v1/threads/${threadId}/messages?limit=200`, { token: alice.token })).json()) as { items: StoredMessage[] }).items;

  it("regenerates the last answer in place, keeping the old one as an alternative, never repeating the question", async () => {
    const first = await send({ content: "What was my last entry?" });
    const threadId = (first.events[0] as Extract<StreamEvent, { type: "system" }>).threadId;
    const [question, answer] = await messages(threadId);
    expect([question!.role, answer!.role]).toEqual(["user", "assistant"]);

    const again = await send({ threadId, replaces: answer!.id, content: "not used for a regeneration" });
    expect(again.status).toBe(200);
    const done = again.events.at(-1) as Extract<StreamEvent, { type: "done" }>;
    expect(done.type).toBe("done");
    expect(done.message.content.replaces).toBe(answer!.id);

    const stored = await messages(threadId);
    expect(stored.filter((message) => message.role === "user").map(text)).toEqual(["What was my last entry?"]);
    const path = activePath(stored);
    expect(path.active.map((message) => message.id)).toEqual([question!.id, done.message.id]);
    expect(path.alternatives.get(done.message.id)?.map((segment) => segment.map((message) => message.id))).toEqual([[answer!.id]]);
  });

  it("edits a question and answers it afresh, branching the thread there", async () => {
    const first = await send({ content: "What was my last entry?" });
    const threadId = (first.events[0] as Extract<StreamEvent, { type: "system" }>).threadId;
    await send({ threadId, content: "And the one before?" });
    const [question] = await messages(threadId);

    const edited = await send({ threadId, replaces: question!.id, content: "How have I been doing lately?" });
    expect(edited.status).toBe(200);
    const stored = await messages(threadId);
    const path = activePath(stored);
    expect(path.active.map((message) => [message.role, message.role === "user" ? text(message) : message.status])).toEqual([
      ["user", "How have I been doing lately?"],
      ["assistant", "complete"],
    ]);
    const branch = path.alternatives.get(path.active[0]!.id);
    expect(branch).toHaveLength(1);
    expect(branch![0]!.filter((message) => message.role === "user").map(text)).toEqual(["What was my last entry?", "And the one before?"]);

    // The next question continues the edited branch, not the old one.
    await send({ threadId, content: "Thanks" });
    expect(activePath(await messages(threadId)).active.filter((message) => message.role === "user").map(text)).toEqual([
      "How have I been doing lately?",
      "Thanks",
    ]);
  });

  it("retries a failed answer in place of the failure", async () => {
    const put = (json: unknown) => server.call("/api/v1/settings", { method: "PUT", token: alice.token, json });
    // A provider that is not there: the run fails with a provider error.
    await put({ provider: "openai", baseUrl: "http://127.0.0.1:9/v1", chatModel: "absent", embeddingModel: "offline", apiKey: "sk-test" });
    const failed = await send({ content: "What was my last entry?" });
    const error = failed.events.at(-1) as Extract<StreamEvent, { type: "error" }>;
    expect(error.type).toBe("error");
    const threadId = (failed.events[0] as Extract<StreamEvent, { type: "system" }>).threadId;
    const [, failedAnswer] = await messages(threadId);
    expect(failedAnswer!.status).toBe("error");

    await put({ provider: "offline", apiKey: null, baseUrl: null });
    const retried = await send({ threadId, replaces: failedAnswer!.id, content: "What was my last entry?" });
    expect(retried.events.at(-1)?.type).toBe("done");
    const path = activePath(await messages(threadId));
    expect(path.active.map((message) => [message.role, message.status])).toEqual([
      ["user", "complete"],
      ["assistant", "complete"],
    ]);
  });

  it("refuses a replacement that names no message of the conversation, or another user's", async () => {
    const first = await send({ content: "What was my last entry?" });
    const threadId = (first.events[0] as Extract<StreamEvent, { type: "system" }>).threadId;
    const [question] = await messages(threadId);
    const unknown = await send({ threadId, replaces: "0190d2c4-7b8e-7c3a-9d6e-1a2b3c4d5e6f", content: "Again" });
    expect([unknown.status, unknown.body?.code]).toEqual([400, "INVALID_INPUT"]);
    const noContent = await send({ threadId, replaces: question!.id });
    expect([noContent.status, noContent.body?.code]).toEqual([400, "INVALID_INPUT"]);
    const withoutThread = await send({ replaces: question!.id, content: "New thread?" });
    expect([withoutThread.status, withoutThread.body?.code]).toEqual([400, "INVALID_INPUT"]);
    const emptyEdit = await send({ threadId, replaces: question!.id, content: " " });
    expect(emptyEdit.status).toBe(400);
    const stranger = await send({ threadId, replaces: question!.id, content: "Mine now" }, bob);
    expect(stranger.status).toBe(404);
    expect(await messages(threadId)).toHaveLength(2);
  });
});
