import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./support/rawRequest.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

describe("hosted mode", () => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  it("refuses a request without a token, even from loopback", async () => {
    const response = await server.call("/api/v1/me");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: "UNAUTHORIZED", message: expect.any(String) });
  });

  it("refuses an unknown token and a malformed header", async () => {
    expect((await server.call("/api/v1/me", { token: "lifeos_not-a-real-token" })).status).toBe(401);
    expect((await server.call("/api/v1/me", { headers: { authorization: "Basic abc" } })).status).toBe(401);
  });

  it("acts for the token's user", async () => {
    const response = await server.call("/api/v1/me", { token: alice.token });
    expect(response.status).toBe(200);
    const me = (await response.json()) as { user: { id: string; name: string }; mode: string };
    expect(me.user).toMatchObject({ id: alice.id, name: "Alice" });
    expect(me.mode).toBe("hosted");
  });

  it("serves /healthz and the OpenAPI document without a token", async () => {
    expect(await (await server.call("/healthz")).json()).toMatchObject({ status: "ok" });
    const document = (await (await server.call("/api/v1/openapi.json")).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/v1/threads", "/api/v1/journal/entries", "/api/v1/settings"]));
  });
});

describe("embedded mode", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("lets a loopback request without a token act as the local user", async () => {
    const response = await server.call("/api/v1/me");
    expect(response.status).toBe(200);
    const me = (await response.json()) as { user: { id: string }; mode: string };
    expect(me.user.id).toBe(server.context.localUserId);
    expect(me.mode).toBe("embedded");
  });

  it("refuses tokenless requests from another site's page, another local port's page or a rebound host name", async () => {
    expect((await server.call("/api/v1/me", { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await server.call("/api/v1/me", { headers: { origin: "http://localhost:1234" } })).status).toBe(403);
    expect(await statusWithHost(server.url, "/api/v1/me", "evil.example")).toBe(403);
    expect(await statusWithHost(server.url, "/api/v1/me", "localhost")).toBe(200);
    expect((await server.call("/api/v1/me", { headers: { origin: server.url } })).status).toBe(200);
  });

  it("still honours a token, and refuses a bad one instead of falling back", async () => {
    const bob = await server.addUser("Bob");
    const me = (await (await server.call("/api/v1/me", { token: bob.token })).json()) as { user: { id: string } };
    expect(me.user.id).toBe(bob.id);
    expect((await server.call("/api/v1/me", { token: "lifeos_wrong" })).status).toBe(401);
  });
});

describe("rate limiting", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_RATE_LIMIT: "5" } });
  });
  afterAll(() => server.stop());

  it("answers RATE_LIMITED with Retry-After once a token's budget is spent, per token", async () => {
    const alice = await server.addUser("Alice");
    const bob = await server.addUser("Bob");
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) statuses.push((await server.call("/api/v1/me", { token: alice.token })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await server.call("/api/v1/me", { token: alice.token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect((await server.call("/api/v1/me", { token: bob.token })).status).toBe(200);
  });
});

const statusWithHost = async (base: string, path: string, host: string): Promise<number> => (await rawRequest(base, path, { headers: { host } })).status;
