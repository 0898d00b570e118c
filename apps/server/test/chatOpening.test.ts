import { request } from "node:http";
import { decodeNdjson, streamViolations, type StreamEvent } from "@lifeos/core";
import { startSlowModelServer } from "@lifeos/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatStreamModes } from "./support/chatStreamModes.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

/**
 * The chat route sends a run's opening events first and starts the run
 * after (see chat/chat.ts): stop must reach the run at any point of that,
 * hanging up must leave it going, and nothing the client was told about may be lost.
 */
describe.each(chatStreamModes)("chat stream, right after its first event (%s)", (mode) => {
  let server: TestServer;
  let bob: TestUser;
  let closeModel: () => Promise<void>;
  beforeAll(async () => {
    // The slow model server runs on this machine, which hosted mode refuses unless allowed.
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true", LIFEOS_CHAT_STREAM: mode } });
    bob = await server.addUser("Bob");
    const model = await startSlowModelServer(100);
    closeModel = model.close;
    const settings = { provider: "openai", baseUrl: model.baseUrl, chatModel: "slow-model", embeddingModel: "offline", apiKey: "sk-local" };
    expect((await server.call("/api/v1/settings", { method: "PUT", token: bob.token, json: settings })).status).toBe(200);
  });
  afterAll(async () => {
    await server.stop();
    await closeModel();
  });

  /** Starts a stream and resolves with its first event; `rest` resolves with everything the client read. */
  const open = (content: string) => {
    const body = JSON.stringify({ content });
    const outgoing = request(`${server.url}/api/v1/ai/chat/stream`, {
      method: "POST",
      headers: { authorization: `Bearer ${bob.token}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    let resolveRest: (text: string) => void = () => undefined;
    const rest = new Promise<string>((resolve) => (resolveRest = resolve));
    const first = new Promise<StreamEvent>((resolve, reject) => {
      outgoing.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          const hadLine = text.includes("\n");
          text += chunk;
          if (!hadLine && text.includes("\n")) resolve(decodeNdjson(text.slice(0, text.indexOf("\n") + 1))[0]!);
        });
        response.on("end", () => resolveRest(text));
        response.on("close", () => resolveRest(text));
      });
      outgoing.on("error", (error) => (outgoing.destroyed ? undefined : reject(error)));
    });
    outgoing.end(body);
    return { first, rest, hangUp: () => outgoing.destroy() };
  };

  /**
   * The run's stored status once it is no longer running (its record is written behind, so it may
   * not be there at first). The wait is generous: on a loaded machine noticing the hang-up can take seconds.
   */
  const runStatus = async (runId: string) => {
    let status = "running";
    const deadline = Date.now() + 30_000;
    while (status === "running" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const response = await server.call(`/api/v1/ai/runs/${runId}`, { token: bob.token });
      status = response.status === 404 ? "running" : ((await response.json()) as { status: string }).status;
    }
    return status;
  };

  const messagesOf = async (threadId: string) =>
    ((await (await server.call(`/api/v1/threads/${threadId}/messages`, { token: bob.token })).json()) as {
      items: Array<{ role: string; status: string }>;
    }).items;

  it("sends system first, with the ids of a run that stop then reaches", async () => {
    const stream = open("Tell me a long story");
    const first = await stream.first;
    expect(first).toMatchObject({ type: "system", seq: 0, offline: false });
    const stopped = await server.call(`/api/v1/ai/runs/${first.runId}/stop`, { method: "POST", token: bob.token });
    expect(stopped.status).toBe(202);
    const events = decodeNdjson(await stream.rest);
    expect(streamViolations(events)).toEqual([]);
    const done = events.at(-1)!;
    expect(done.type === "done" && done.message.status).toBe("stopped");
    expect(await runStatus(first.runId)).toBe("stopped");
    expect((await messagesOf(first.threadId)).map((message) => [message.role, message.status])).toEqual([
      ["user", "complete"],
      ["assistant", "stopped"],
    ]);
  });

  it("keeps the thread, the question and the run going when the client hangs up after the first event", async () => {
    const stream = open("Tell me another long story");
    const first = await stream.first;
    stream.hangUp();
    const thread = await server.call(`/api/v1/threads/${first.threadId}`, { token: bob.token });
    expect(thread.status).toBe(200);
    // The run goes on without its client: attaching again shows the answer growing.
    const attached = await server.call(`/api/v1/ai/runs/${first.runId}/events?after=${first.seq}`, { token: bob.token });
    const reader = attached.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes('"textDelta"')) text += (await reader.read()).value ?? "";
    const stopped = await server.call(`/api/v1/ai/runs/${first.runId}/stop`, { method: "POST", token: bob.token });
    expect(stopped.status).toBe(202);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
    const events = decodeNdjson(text);
    expect(events[0]!.seq).toBe(first.seq + 1);
    expect(events.at(-1)).toMatchObject({ type: "done", message: { status: "stopped" } });
    expect(await runStatus(first.runId)).toBe("stopped");
    expect((await messagesOf(first.threadId)).map((message) => [message.role, message.status])).toEqual([
      ["user", "complete"],
      ["assistant", "stopped"],
    ]);
  });
});
