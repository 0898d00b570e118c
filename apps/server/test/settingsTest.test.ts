import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

/** A local server speaking OpenAI's `GET /models`, which wants `key` as its bearer token (any, or none, when null). */
const startModelList = async (key: string | null): Promise<{ baseUrl: string; close: () => Promise<void>; seen: Array<string | undefined> }> => {
  const seen: Array<string | undefined> = [];
  const server: Server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    if (key !== null && request.headers.authorization !== `Bearer ${key}`) {
      response.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Incorrect API key provided" } }));
      return;
    }
    if (request.url !== "/v1/models") {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ object: "list", data: [{ id: "qwen2.5:7b", object: "model" }, { id: "llama3.1:8b", object: "model" }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
};

describe("testing a model connection from Settings", () => {
  let embedded: TestServer;
  let hosted: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    embedded = await startTestServer({ env: { LIFEOS_MODE: "embedded", OPENAI_API_KEY: "" } });
    hosted = await startTestServer({ env: { LIFEOS_MODE: "hosted", OPENAI_API_KEY: "" } });
    alice = await embedded.addUser("Alice");
    bob = await hosted.addUser("Bob");
  });
  afterAll(async () => {
    await embedded?.stop();
    await hosted?.stop();
  });

  const test = async (server: TestServer, user: TestUser, json: unknown) => {
    const response = await server.call("/api/v1/settings/test", { method: "POST", token: user.token, json });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("lists a keyless local server's models (Ollama, llama.cpp) and says whether the chat model is one of them", async () => {
    const local = await startModelList(null);
    try {
      const found = await test(embedded, alice, { baseUrl: local.baseUrl, chatModel: "qwen2.5:7b" });
      expect(found).toEqual({ status: 200, body: { ok: true, models: ["llama3.1:8b", "qwen2.5:7b"], chatModelFound: true } });
      const missing = await test(embedded, alice, { baseUrl: local.baseUrl, chatModel: "gpt-4o" });
      expect(missing.body).toMatchObject({ ok: true, chatModelFound: false });
    } finally {
      await local.close();
    }
  });

  it("says in words when the key is refused or the server cannot be reached, and uses the stored key when none is typed", async () => {
    const provider = await startModelList("sk-good");
    try {
      expect(await test(embedded, alice, { baseUrl: provider.baseUrl, apiKey: "sk-wrong" })).toEqual({
        status: 200,
        body: { ok: false, error: "The model server refused the API key." },
      });
      await embedded.call("/api/v1/settings", {
        method: "PUT",
        token: alice.token,
        json: { provider: "openai", baseUrl: provider.baseUrl, chatModel: "llama3.1:8b", embeddingModel: "offline", apiKey: "sk-good" },
      });
      expect((await test(embedded, alice, { baseUrl: provider.baseUrl })).body).toMatchObject({ ok: true, models: ["llama3.1:8b", "qwen2.5:7b"] });
      expect(provider.seen.at(-1)).toBe("Bearer sk-good");
    } finally {
      await provider.close();
    }
    const closed = await test(embedded, alice, { baseUrl: provider.baseUrl, apiKey: "sk-good" });
    expect(closed).toEqual({ status: 200, body: { ok: false, error: "Could not reach the model server at this base URL." } });
  });

  it("follows the rules of saving in hosted mode: no private addresses, no URL of one's own without one's own key", async () => {
    const refused = await test(hosted, bob, { baseUrl: "http://127.0.0.1:11434/v1", apiKey: "sk-x" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "INVALID_INPUT" });
    expect(await test(hosted, bob, { baseUrl: "https://models.example.com/v1" })).toEqual({
      status: 200,
      body: { ok: false, error: "A base URL of your own needs your own API key on this server." },
    });
    const malformed = await test(hosted, bob, { baseUrl: "ftp://example.com" });
    expect(malformed.status).toBe(400);
  });

  it("saves a choice that cannot take effect with a notice saying why, and a keyless local server without one", async () => {
    const noKey = await embedded.call("/api/v1/settings", { method: "PUT", token: alice.token, json: { provider: "openai", apiKey: null, baseUrl: null } });
    expect(((await noKey.json()) as { notice: string | null }).notice).toMatch(/no API key is available.*answering offline/);
    const local = await embedded.call("/api/v1/settings", {
      method: "PUT",
      token: alice.token,
      json: { provider: "openai", baseUrl: "http://127.0.0.1:11434/v1", chatModel: "llama3.1:8b", embeddingModel: "offline" },
    });
    expect(await local.json()).toMatchObject({ provider: "openai", apiKey: "not set", notice: null });
    const me = (await (await embedded.call("/api/v1/me", { token: alice.token })).json()) as { model: { offline: boolean } };
    expect(me.model.offline).toBe(false);
  });
});
