import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDispatcherFetch } from "../src/models/openai/dispatcherFetch.js";

let server: Server;
let base: string;
let closedEarly = 0;
let releaseStream: (() => void) | undefined;

const routes: Record<string, (request: IncomingMessage, response: ServerResponse, body: string) => void> = {
  "/echo": (request, response, body) => {
    response.writeHead(201, { "content-type": "application/json", "x-request-id": "req_1" });
    response.end(JSON.stringify({ method: request.method, authorization: request.headers.authorization, body }));
  },
  "/moved": (_request, response) => {
    response.writeHead(307, { location: "/echo" });
    response.end();
  },
  "/seeOther": (_request, response) => {
    response.writeHead(303, { location: "/echo" });
    response.end("see /echo");
  },
  "/elsewhere": (request, response) => {
    // The same server under another name: another origin.
    response.writeHead(302, { location: `http://localhost:${(request.socket.address() as AddressInfo).port}/echo` });
    response.end();
  },
  "/loop": (_request, response) => {
    response.writeHead(307, { location: "/loop" });
    response.end();
  },
  "/empty": (_request, response) => {
    response.writeHead(204);
    response.end();
  },
  "/events": (_request, response) => {
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.write("data: first\n\n");
    releaseStream = () => response.end("data: second\n\n");
  },
  "/never": (request) => {
    request.socket.once("close", () => (closedEarly += 1));
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (part: Buffer) => (body += part.toString()));
    request.on("end", () => routes[request.url ?? ""]?.(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("makeDispatcherFetch", () => {
  const pooled = makeDispatcherFetch();

  it("sends the method, headers and string body and answers with status, headers and the JSON body", async () => {
    const response = await pooled(`${base}/echo`, { method: "post", headers: new Headers({ authorization: "Bearer k" }), body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.url).toBe(`${base}/echo`);
    expect(response.headers.get("x-request-id")).toBe("req_1");
    expect(await response.json()).toEqual({ method: "POST", authorization: "Bearer k", body: '{"a":1}' });
    // A clone answers the same.
    const clone = (await pooled(`${base}/echo`, { method: "POST", body: "c" })).clone();
    expect([clone.status, clone.ok, clone.url, clone.headers.get("x-request-id")]).toEqual([201, true, `${base}/echo`, "req_1"]);
  });

  it("reads a whole body once, by any reader, a clone, or the body stream", async () => {
    const post = () => pooled(`${base}/echo`, { method: "POST", body: "x" });
    const read = await post();
    const copy = read.clone();
    expect(await read.text()).toContain('"body":"x"');
    expect(read.bodyUsed).toBe(true);
    await expect(read.json()).rejects.toBeInstanceOf(TypeError);
    expect(JSON.parse(new TextDecoder().decode(await copy.arrayBuffer()))).toMatchObject({ body: "x" });
    const streamed = await post();
    const reader = streamed.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"method":"POST"');
    expect((await reader.read()).done).toBe(true);
    await expect(streamed.text()).rejects.toBeInstanceOf(TypeError);
  });

  it("follows a redirect as fetch does, with the method and body", async () => {
    const response = await pooled(`${base}/moved`, { method: "POST", body: '{"b":2}' });
    expect(response.status).toBe(201);
    // As fetch's: the URL the answer came from.
    expect(response.url).toBe(`${base}/echo`);
    expect(await response.json()).toMatchObject({ method: "POST", body: '{"b":2}' });
  });

  it("goes on as a GET without the body after a 303, and after a 302 of a POST, as fetch does", async () => {
    const seeOther = await pooled(`${base}/seeOther`, { method: "PUT", headers: { "content-type": "application/json" }, body: '{"c":3}' });
    expect(await seeOther.json()).toMatchObject({ method: "GET", body: "" });
    const found = await pooled(`${base}/elsewhere`, { method: "POST", body: '{"d":4}' });
    expect(await found.json()).toMatchObject({ method: "GET", body: "" });
  });

  it("drops the key when a redirect leaves the origin, and keeps it within the origin", async () => {
    const elsewhere = await pooled(`${base}/elsewhere`, { method: "GET", headers: { authorization: "Bearer k" } });
    expect(((await elsewhere.json()) as { authorization?: string }).authorization).toBeUndefined();
    const within = await pooled(`${base}/moved`, { method: "GET", headers: { authorization: "Bearer k" } });
    expect(await within.json()).toMatchObject({ authorization: "Bearer k" });
  });

  it("fails as fetch does, a TypeError, past 20 redirects", async () => {
    await expect(pooled(`${base}/loop`, { method: "GET" })).rejects.toBeInstanceOf(TypeError);
  });

  it("answers a 204 with no body", async () => {
    const response = await pooled(`${base}/empty`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it("streams an event stream as it arrives, before the server ends it", async () => {
    const response = await pooled(`${base}/events`, { method: "POST", body: "{}" });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("data: first\n\n");
    releaseStream!();
    let rest = "";
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).toBe("data: second\n\n");
  });

  it("rejects with the abort reason when the signal aborts before the headers, and closes the request", async () => {
    const controller = new AbortController();
    const pending = pooled(`${base}/never`, { method: "POST", body: "{}", signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    await expect.poll(() => closedEarly).toBe(1);
  });

  it("fails as fetch does, a TypeError with the cause, when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await pooled(`http://127.0.0.1:${port}/`, { method: "GET" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).cause).toMatchObject({ code: "ECONNREFUSED" });
  });
});
