import { decodeNdjson, streamViolations, type StreamEvent } from "@lifeos/core";
import { startSlowModelServer } from "@lifeos/core/testing";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatStreamModes } from "./support/chatStreamModes.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

type Done = Extract<StreamEvent, { type: "done" }>;

const textOf = (events: ReadonlyArray<StreamEvent>): string =>
  events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");

describe.each(chatStreamModes)("runs outlive their clients, and clients re-attach (%s)", (mode) => {
  let server: TestServer;
  let model: Awaited<ReturnType<typeof startSlowModelServer>>;
  let bob: TestUser;
  let eve: TestUser;
  beforeAll(async () => {
    // The slow model server runs on this machine, which hosted mode refuses unless allowed.
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true", LIFEOS_CHAT_STREAM: mode } });
    model = await startSlowModelServer(40, { words: 25 });
    bob = await server.addUser("Bob");
    eve = await server.addUser("Eve");
    const settings = { provider: "openai", baseUrl: model.baseUrl, chatModel: "slow-model", embeddingModel: "offline", apiKey: "sk-local" };
    expect((await server.call("/api/v1/settings", { method: "PUT", token: bob.token, json: settings })).status).toBe(200);
  });
  afterAll(async () => {
    await server.stop();
    await model.close();
  });

  /** Posts a question and reads events until `enough` says so, then hangs up; returns what was read. */
  const askAndHangUp = (content: string, enough: (events: ReadonlyArray<StreamEvent>) => boolean) =>
    new Promise<StreamEvent[]>((resolve, reject) => {
      const body = JSON.stringify({ content });
      const outgoing = request(`${server.url}/api/v1/ai/chat/stream`, {
        method: "POST",
        headers: { authorization: `Bearer ${bob.token}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      outgoing.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
          const events = decodeNdjson(text.slice(0, text.lastIndexOf("\n") + 1));
          if (!enough(events)) return;
          outgoing.destroy();
          resolve(events);
        });
      });
      outgoing.on("error", (error) => (outgoing.destroyed ? undefined : reject(error)));
      outgoing.end(body);
    });

  const runStatus = async (runId: string) =>
    ((await (await server.call(`/api/v1/ai/runs/${runId}`, { token: bob.token })).json()) as { status: string }).status;

  const settled = async (runId: string) => {
    let status = await runStatus(runId);
    for (let attempt = 0; attempt < 200 && status === "running"; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await runStatus(runId);
    }
    return status;
  };

  const events = async (runId: string, after?: number, token = bob.token, accept = "application/x-ndjson") =>
    server.call(`/api/v1/ai/runs/${runId}/events${after === undefined ? "" : `?after=${after}`}`, { token, headers: { accept } });

  it("keeps answering when the client goes away, and stores the whole answer", async () => {
    const read = await askAndHangUp("Tell me a story", (seen) => seen.some((event) => event.type === "textDelta"));
    const { runId, threadId } = read[0]!;
    expect(await settled(runId)).toBe("complete");
    const messages = (await (await server.call(`/api/v1/threads/${threadId}/messages`, { token: bob.token })).json()) as {
      items: Array<{ role: string; status: string; content: { parts: Array<{ type: string; text?: string }> } }>;
    };
    const answer = messages.items.find((message) => message.role === "assistant")!;
    expect(answer.status).toBe("complete");
    expect(answer.content.parts.find((part) => part.type === "text")?.text).toMatch(/^Once upon a time word0 .*word24 $/);
  });

  it("re-attaches from the last seq: exactly the missing events, then the live ones to the end", async () => {
    const read = await askAndHangUp("Tell me another story", (seen) => seen.filter((event) => event.type === "textDelta").length >= 3);
    const { runId } = read[0]!;
    const last = read.at(-1)!.seq;
    expect(await runStatus(runId)).toBe("running");
    const response = await events(runId, last);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const rest = decodeNdjson(await response.text());
    expect(rest.map((event) => event.seq)).toEqual(rest.map((_, index) => last + 1 + index));
    const all = [...read, ...rest];
    expect(streamViolations(all)).toEqual([]);
    const done = all.at(-1) as Done;
    expect(done.type).toBe("done");
    expect(done.message.status).toBe("complete");
    // The pieces before and after the hang-up make the whole answer, nothing twice.
    const stored = done.message.content.parts.find((part) => part.type === "text");
    expect(stored?.type === "text" && stored.text).toBe(textOf(all));
    expect(textOf(all)).toMatch(/word24 $/);
  });

  it("lets a second reader follow a live run over SSE while the first one reads it", async () => {
    const read = await askAndHangUp("A third story", (seen) => seen.some((event) => event.type === "textDelta"));
    const { runId } = read[0]!;
    const [first, second] = await Promise.all([events(runId), events(runId, undefined, bob.token, "text/event-stream")]);
    const ndjson = decodeNdjson(await first.text());
    expect(second.headers.get("content-type")).toContain("text/event-stream");
    const frames = (await second.text()).split("\n\n").filter((frame) => frame.trim() !== "");
    expect(frames[0]).toMatch(/^event: system\nid: 0\n/);
    const sse = frames.map((frame) => JSON.parse(frame.split("\ndata: ")[1]!) as StreamEvent);
    expect(streamViolations(ndjson)).toEqual([]);
    expect(sse.map((event) => event.seq)).toEqual(ndjson.map((event) => event.seq));
    // An EventSource reconnecting sends the last id it saw instead of `after`.
    const resumed = await server.call(`/api/v1/ai/runs/${runId}/events`, { token: bob.token, headers: { accept: "text/event-stream", "last-event-id": "3" } });
    const resumedFrames = (await resumed.text()).split("\n\n").filter((frame) => frame.trim() !== "");
    expect(resumedFrames[0]).toMatch(/^event: \w+\nid: 4\n/);
  });

  it("replays a finished run from what is stored", async () => {
    const read = await askAndHangUp("One more", (seen) => seen.some((event) => event.type === "textDelta"));
    const { runId } = read[0]!;
    expect(await settled(runId)).toBe("complete");
    const replay = decodeNdjson(await (await events(runId)).text());
    expect(streamViolations(replay)).toEqual([]);
    expect(replay.map((event) => event.type)).toEqual(["system", "textDelta", "done"]);
    const done = replay.at(-1) as Done;
    expect(done.message.status).toBe("complete");
    expect(textOf(replay)).toMatch(/^Once upon a time word0 .*word24 $/);
    // A client that has part of it gets the terminal event, after what it has: `done` carries the whole message.
    const tail = decodeNdjson(await (await events(runId, 40)).text());
    expect(tail.map((event) => [event.type, event.seq])).toEqual([["done", 41]]);
    expect((tail[0] as Done).message).toEqual(done.message);
  });

  it("replays a stopped run with its stored status", async () => {
    const read = await askAndHangUp("Stop me", (seen) => seen.some((event) => event.type === "textDelta"));
    const { runId } = read[0]!;
    const live = events(runId, read.at(-1)!.seq);
    expect((await server.call(`/api/v1/ai/runs/${runId}/stop`, { method: "POST", token: bob.token })).status).toBe(202);
    const rest = decodeNdjson(await (await live).text());
    expect((rest.at(-1) as Done).message.status).toBe("stopped");
    expect(await settled(runId)).toBe("stopped");
    const replay = decodeNdjson(await (await events(runId)).text());
    expect((replay.at(-1) as Done).message.status).toBe("stopped");
    expect(textOf(replay)).toBe(textOf([...read, ...rest]));
  });

  it("keeps runs to their user, and refuses a bad `after`", async () => {
    const read = await askAndHangUp("Private", (seen) => seen.some((event) => event.type === "textDelta"));
    const { runId } = read[0]!;
    const live = await events(runId, -1, eve.token);
    expect(live.status).toBe(404);
    expect(await live.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await settled(runId)).toBe("complete");
    expect((await events(runId, -1, eve.token)).status).toBe(404);
    expect((await events(crypto.randomUUID())).status).toBe(404);
    const bad = await server.call(`/api/v1/ai/runs/${runId}/events?after=soon`, { token: bob.token });
    expect(bad.status).toBe(400);
  });
});
