import { type AddressInfo, connect } from "node:net";
import { type IncomingMessage, request, type ServerResponse } from "node:http";
import { serve } from "@hono/node-server";
import { RunLog } from "@lifeos/agent";
import { encodeNdjson, type StreamEvent } from "@lifeos/core";
import { Effect, Scheduler } from "effect";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canStreamDirectly, sendDirectStreams, streamEventsDirect } from "../src/http/directEventStream.js";
import { streamEvents } from "../src/http/streamEvents.js";
import { chatStreamModes } from "./support/chatStreamModes.js";

const ids = { threadId: "t1", runId: "r1", messageId: "m1" } as unknown as Pick<StreamEvent, "threadId" | "runId" | "messageId">;
const delta = (seq: number, text: string): StreamEvent => ({ type: "textDelta", delta: text, ...ids, seq });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Both writers of a chat's events (the direct one and the web stream handed
 * to Hono) against a real node:http server and client: the headers the
 * app's middleware sets around the handler, the first write, a slow client,
 * a client that goes away, and a failure mid-stream.
 */
describe.each(chatStreamModes)("event stream writer (%s)", (mode) => {
  const scheduler = new Scheduler.MixedScheduler();
  interface TestStream {
    readonly log: RunLog;
    readonly after: { ran: boolean };
    readonly encode?: (event: StreamEvent) => string;
    outgoing?: ServerResponse;
  }
  /** The stream of each request, by the `name` in its path. */
  const streams = new Map<string, TestStream>();
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = new Hono();
    app.use("*", async (c, next) => {
      c.header("x-before", "set before the handler");
      await next();
      c.res.headers.set("x-after", "set after the handler");
    });
    app.get("/stream/:name", (c) => {
      const stream = streams.get(c.req.param("name"))!;
      stream.outgoing = (c.env as { outgoing: ServerResponse }).outgoing;
      const options = {
        headers: { "content-type": "application/x-ndjson; charset=utf-8", "x-run-id": "r1" },
        encode: stream.encode ?? encodeNdjson,
        after: Effect.sleep(20).pipe(Effect.andThen(Effect.sync(() => (stream.after.ran = true)))),
        scheduler,
      };
      // As the chat route: direct when the server wraps its app with `sendDirectStreams` (as LIFEOS_CHAT_STREAM=direct does).
      expect(canStreamDirectly(c)).toBe(mode === "direct");
      if (canStreamDirectly(c)) return streamEventsDirect(c, { ...options, feed: (subscriber) => stream.log.subscribe(-1, subscriber) });
      return streamEvents(c, { ...options, items: stream.log.read() });
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const listening = serve({ fetch: mode === "direct" ? sendDirectStreams(app.fetch) : app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const open = (name: string, encode?: (event: StreamEvent) => string) => {
    const stream: TestStream = { log: new RunLog(), after: { ran: false }, ...(encode ? { encode } : {}) };
    streams.set(name, stream);
    return stream;
  };
  const get = (name: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = request(`${url}/stream/${name}`);
      outgoing.on("response", resolve);
      outgoing.on("error", reject);
      outgoing.end();
    });
  const readAll = (response: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve(text));
      response.on("error", reject);
      response.resume();
    });
  /** The events of an NDJSON body (the test's ids are not the protocol's UUIDs, so they are read as plain JSON). */
  const eventsOf = (text: string) =>
    text
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as StreamEvent);

  it("sends the headers set before and after the handler, the events so far at once, then the live ones, and ends after `after`", async () => {
    const stream = open("whole");
    stream.log.push(delta(0, "opening"));
    const response = await get("whole");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-before"]).toBe("set before the handler");
    expect(response.headers["x-after"]).toBe("set after the handler");
    expect(response.headers["x-run-id"]).toBe("r1");
    expect(response.headers["content-type"]).toBe("application/x-ndjson; charset=utf-8");
    const body = readAll(response);
    for (let seq = 1; seq < 50; seq++) {
      stream.log.push(delta(seq, `word${seq} `));
      if (seq % 7 === 0) await nextTurn();
    }
    stream.log.end();
    const events = eventsOf(await body);
    expect(events.map((event) => event.seq)).toEqual(Array.from({ length: 50 }, (_, seq) => seq));
    expect(stream.after.ran).toBe(true);
  });

  // The direct writer's point: one write for the status, the headers and the opening events.
  if (mode === "direct")
    it("writes the status, the headers and the first events in one write", async () => {
      const stream = open("first");
      stream.log.push(delta(0, "opening"));
      const socket = connect(Number(new URL(url).port), "127.0.0.1");
      const first = new Promise<string>((resolve) => socket.once("data", (data: Buffer) => resolve(data.toString("utf8"))));
      socket.write("GET /stream/first HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n");
      const text = await first;
      expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(text).toContain("x-after: set after the handler\r\n");
      expect(text).toContain('"delta":"opening"');
      stream.log.end();
      socket.destroy();
    });

  it("holds further events back from a client that does not read, and sends them all once it does", async () => {
    const stream = open("slow");
    stream.log.push(delta(0, "opening"));
    const response = await get("slow");
    response.pause();
    // 24 MB of events, one per turn of the event loop, while the client reads nothing.
    const piece = "x".repeat(32 * 1024);
    for (let seq = 1; seq <= 768; seq++) {
      stream.log.push(delta(seq, piece));
      await nextTurn();
    }
    await pause(50);
    // What the socket holds beyond the kernel's buffers stays small: the rest waits in the writer.
    expect(stream.outgoing!.writableLength).toBeLessThan(1024 * 1024);
    stream.log.end();
    const events = eventsOf(await readAll(response));
    expect(events.map((event) => event.seq)).toEqual(Array.from({ length: 769 }, (_, seq) => seq));
    expect(stream.after.ran).toBe(true);
  });

  it("leaves the producer going when the client goes away", async () => {
    const stream = open("gone");
    stream.log.push(delta(0, "opening"));
    const response = await get("gone");
    await new Promise((resolve) => response.once("data", resolve));
    response.destroy();
    await pause(50);
    expect(() => {
      for (let seq = 1; seq < 10; seq++) stream.log.push(delta(seq, "more"));
      stream.log.end();
    }).not.toThrow();
    await pause(50);
    expect(stream.outgoing!.destroyed).toBe(true);
  });

  it("cuts the body short when an event cannot be written, without failing the producer", async () => {
    const stream = open("broken", (event) => {
      if (event.type === "textDelta" && event.delta === "boom") throw new Error("cannot encode");
      return encodeNdjson(event);
    });
    stream.log.push(delta(0, "opening"));
    const response = await get("broken");
    const outcome = new Promise<string>((resolve) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve(`ended: ${text}`));
      response.on("error", () => resolve(`cut short: ${text}`));
      response.on("aborted", () => resolve(`cut short: ${text}`));
    });
    await nextTurn();
    expect(() => stream.log.push(delta(1, "boom"))).not.toThrow();
    stream.log.push(delta(2, "after"));
    stream.log.end();
    const result = await outcome;
    expect(result).toMatch(/^cut short: /);
    expect(result).not.toContain('"delta":"after"');
    expect(stream.after.ran).toBe(false);
  });
});
