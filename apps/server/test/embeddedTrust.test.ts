import { ApiTokenRepository, InternalError, JournalEntryRepository } from "@lifeos/core";
import { Effect, Layer } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { baseEnvironment } from "../src/environment.js";
import { rawRequest } from "./support/rawRequest.js";
import { startTestServer, type TestServer } from "./support/testServer.js";

const entryCount = (server: TestServer) =>
  server.context.run(JournalEntryRepository.use((entries) => entries.stats(server.context.localUserId!))).then((stats) => stats.count);
const tokenCount = (server: TestServer) =>
  server.context.run(ApiTokenRepository.use((tokens) => tokens.list(server.context.localUserId!))).then((tokens) => tokens.length);

const entryBody = { date: "2025-04-01", content: "Written from somewhere." };
const importForm = () => {
  const form = new FormData();
  form.append("files", new Blob(["An imported day."]), "2025-04-02.md");
  return form;
};

describe("embedded mode trusts only its own web app", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_ALLOWED_HOSTS: "lifeos.test" } });
  });
  afterAll(() => server.stop());

  it("hands its session cookie (HttpOnly, SameSite=Strict) only with its own page under a trusted host", async () => {
    const page = await fetch(`${server.url}/`);
    const cookie = page.headers.getSetCookie().find((value) => value.startsWith("lifeos_session_"));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    const port = new URL(server.url).port;
    const rebound = await rawRequest(server.url, "/", { headers: { host: `evil.example:${port}` } });
    expect(rebound.headers["set-cookie"]).toBeUndefined();
    const named = await rawRequest(server.url, "/", { headers: { host: `lifeos.test:${port}` } });
    expect(String(named.headers["set-cookie"])).toContain("lifeos_session_");
    expect((await rawRequest(server.url, "/api/v1/me", { headers: { host: `lifeos.test:${port}` } })).status).toBe(200);
    // A read of the API under a trusted host, from no other page, gets it too (the app behind a development proxy).
    expect(String((await fetch(`${server.url}/api/v1/me`)).headers.getSetCookie())).toContain("lifeos_session_");
    expect((await fetch(`${server.url}/api/v1/me`, { headers: { origin: "http://localhost:8080" } })).headers.getSetCookie()).toEqual([]);
  });

  it("lets a process on this machine read without the session, but change nothing, mint no token, import nothing", async () => {
    const [entries, tokens] = [await entryCount(server), await tokenCount(server)];
    expect((await server.call("/api/v1/journal/entries", { session: false })).status).toBe(200);
    for (const [path, init] of [
      ["/api/v1/journal/entries", { method: "POST", json: entryBody }],
      ["/api/v1/tokens", { method: "POST", json: { name: "stolen" } }],
      ["/api/v1/journal/import", { method: "POST", body: importForm() }],
    ] as const) {
      const response = await server.call(path, { ...init, session: false });
      expect(`${path} ${response.status}`).toBe(`${path} 401`);
      expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
    expect([await entryCount(server), await tokenCount(server)]).toEqual([entries, tokens]);
    const minted = await server.call("/api/v1/tokens", { method: "POST", json: { name: "from the app" } });
    expect(minted.status).toBe(201);
    expect(await tokenCount(server)).toBe(tokens + 1);
  });

  it("refuses every request a page of another origin makes, reads and writes alike, even with the session cookie", async () => {
    const [entries, tokens] = [await entryCount(server), await tokenCount(server)];
    const foreign: ReadonlyArray<Record<string, string>> = [
      { origin: "http://localhost:8080" },
      { origin: "http://127.0.0.1:1" },
      { origin: "null" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      for (const [path, init] of [
        ["/api/v1/journal/entries", {}],
        ["/api/v1/journal/summaries/year/2022", {}],
        ["/api/v1/journal/entries", { method: "POST", json: entryBody }],
        ["/api/v1/tokens", { method: "POST", json: { name: "stolen" } }],
        ["/api/v1/journal/import", { method: "POST", body: importForm() }],
        ["/api/v1/ai/chat/stream", { method: "POST", json: { content: "Spend the key" } }],
      ] as const) {
        const response = await server.call(path, { ...init, headers });
        expect(`${JSON.stringify(headers)} ${path} ${response.status}`).toBe(`${JSON.stringify(headers)} ${path} 403`);
        expect(await response.json()).toMatchObject({ code: "FORBIDDEN" });
      }
    }
    expect([await entryCount(server), await tokenCount(server)]).toEqual([entries, tokens]);
    // The app's own page: same origin, or a typed address.
    expect((await server.call("/api/v1/journal/entries", { headers: { origin: server.url, "sec-fetch-site": "same-origin" } })).status).toBe(200);
    expect((await server.call("/api/v1/journal/entries", { headers: { "sec-fetch-site": "none" } })).status).toBe(200);
  });

  it("reads only JSON bodies, and multipart only where a route takes uploads", async () => {
    const entries = await entryCount(server);
    const text = JSON.stringify(entryBody);
    const refusals: ReadonlyArray<[string, RequestInit]> = [
      ["/api/v1/journal/entries", { method: "POST", body: text, headers: { "content-type": "text/plain" } }],
      ["/api/v1/journal/entries", { method: "POST", body: new URLSearchParams(entryBody), headers: {} }],
      ["/api/v1/journal/entries", { method: "POST", body: importForm() }],
      ["/api/v1/journal/entries", { method: "POST", body: new Blob([text]) }],
      ["/api/v1/journal/import", { method: "POST", body: text, headers: { "content-type": "application/json" } }],
      ["/api/v1/tokens", { method: "POST", body: JSON.stringify({ name: "x" }), headers: { "content-type": "text/plain;charset=UTF-8" } }],
    ];
    for (const [path, init] of refusals) {
      const response = await server.call(path, init);
      expect(`${path} ${response.status}`).toBe(`${path} 415`);
      expect(await response.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    }
    expect(await entryCount(server)).toBe(entries);
    expect((await server.call("/api/v1/journal/entries", { method: "POST", body: text, headers: { "content-type": "application/json; charset=utf-8" } })).status).toBe(201);
  });
});

describe("failed authentication", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_AUTH_FAILURE_LIMIT: "3" } });
  });
  afterAll(() => server.stop());

  it("is rate-limited per client address, while a token the server just accepted keeps working", async () => {
    const alice = await server.addUser("Alice");
    expect((await server.call("/api/v1/me", { token: alice.token })).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await server.call("/api/v1/me", { token: `lifeos_guess${attempt}` })).status);
    statuses.push((await server.call("/api/v1/me", { headers: { authorization: "Basic x" } })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await server.call("/api/v1/me", { token: "lifeos_guess-again" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect((await server.call("/api/v1/me", { token: alice.token })).status).toBe(200);
  });
});

describe("request ids", () => {
  let server: TestServer;
  const lines: string[] = [];
  const silence = process.env.LIFEOS_LOG;
  beforeAll(async () => {
    // A journal whose listing fails the way a database error does (an InternalError), to see the 500 logged.
    const failingList = (config: Parameters<typeof baseEnvironment>[0]) =>
      Layer.effect(
        JournalEntryRepository,
        JournalEntryRepository.use((entries) =>
          Effect.succeed({ ...entries, list: () => Effect.fail(new InternalError({ message: "Database error (SQLSTATE XX000)" })) }),
        ),
      ).pipe(Layer.provideMerge(baseEnvironment(config)));
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" }, environment: (config) => failingList(config.database) });
  });
  afterAll(() => server.stop());
  afterEach(() => {
    vi.restoreAllMocks();
    if (silence === undefined) delete process.env.LIFEOS_LOG;
    else process.env.LIFEOS_LOG = silence;
  });

  it("tags every answer with an id, keeps a well-formed one the client sent, and logs each 500 with it and the error's class", async () => {
    const alice = await server.addUser("Alice");
    const ok = await server.call("/api/v1/me", { token: alice.token });
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await server.call("/api/v1/me", { token: alice.token, headers: { "x-request-id": "proxy-42" } })).headers.get("x-request-id")).toBe("proxy-42");
    expect((await server.call("/api/v1/me", { token: alice.token, headers: { "x-request-id": "bad id\u00e9" } })).headers.get("x-request-id")).not.toContain(" ");
    const stream = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: alice.token, json: { content: "Hello" } });
    expect(stream.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await stream.text();

    delete process.env.LIFEOS_LOG;
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    const failed = await server.call("/api/v1/journal/entries", { token: alice.token });
    expect(failed.status).toBe(500);
    const id = failed.headers.get("x-request-id");
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === "request failed");
    expect(logged).toMatchObject({ level: "error", requestId: id, status: 500, errorClass: "InternalError", code: "INTERNAL_ERROR", method: "GET" });
  });
});
