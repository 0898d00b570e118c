import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Effect, Scheduler, Stream } from "effect";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { streamResponse } from "../src/http/streamResponse.js";

/** A `later` lane that runs nothing until told to. */
const heldLane = () => {
  const tasks: Array<() => void> = [];
  return { later: (task: () => void) => void tasks.push(task), runAll: () => tasks.splice(0).forEach((task) => task()), tasks };
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const serveStream = async (items: Stream.Stream<string>, lane: ReturnType<typeof heldLane>, hooks: { abandoned: number; after: number }) => {
  const app = new Hono();
  app.get("/", (c) =>
    streamResponse(c, {
      headers: { "content-type": "application/x-ndjson" },
      opening: ["opening\n"],
      items,
      encode: (item) => item,
      after: Effect.sync(() => void hooks.after++),
      abandon: () => void hooks.abandoned++,
      lanes: { urgent: new Scheduler.MixedScheduler("async"), later: lane.later },
    }),
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(listening));
  });
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
};

/** Reads the response until `until` is in it (then hangs up), or to its end. */
const read = (url: string, until?: string) =>
  new Promise<string>((resolve, reject) => {
    const outgoing = request(url, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
        if (until !== undefined && text.includes(until)) {
          outgoing.destroy();
          resolve(text);
        }
      });
      response.on("end", () => resolve(text));
    });
    outgoing.on("error", (error) => (outgoing.destroyed ? undefined : reject(error)));
    outgoing.end();
  });

describe("streamResponse on Node", () => {
  it("sends the opening before the rest is read, then the rest without the opening again", async () => {
    const lane = heldLane();
    const hooks = { abandoned: 0, after: 0 };
    const url = await serveStream(Stream.make("opening\n", "one\n", "two\n"), lane, hooks);
    const whole = read(url);
    const opened = await read(url, "opening\n");
    // The reader of the second request was never started: only the opening went out.
    expect(opened).toBe("opening\n");
    while (lane.tasks.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    lane.runAll();
    expect(await whole).toBe("opening\none\ntwo\n");
    expect(hooks.after).toBe(2);
  });

  it("abandons items not yet read when the client goes away, and still reads them to the end and runs after", async () => {
    const lane = heldLane();
    const hooks = { abandoned: 0, after: 0 };
    let pulled = 0;
    const items = Stream.make("opening\n", "one\n", "two\n").pipe(Stream.tap(() => Effect.sync(() => void pulled++)));
    const url = await serveStream(items, lane, hooks);
    expect(await read(url, "opening\n")).toBe("opening\n");
    // The server sees the hang-up, abandons the producer and reads its items without a start from the lane.
    while (hooks.after === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect([hooks.abandoned, pulled, hooks.after]).toEqual([1, 3, 1]);
    lane.runAll();
    expect([hooks.abandoned, pulled, hooks.after]).toEqual([1, 3, 1]);
  });
});
