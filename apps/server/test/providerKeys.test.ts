import { SettingsRepository, decodeNdjson } from "@lifeos/core";
import { Option } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePublicOnlyFetch } from "../src/users/publicOnlyFetch.js";
import { startRecordingProvider, type RecordingProvider } from "./support/recordingProvider.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

const operatorKey = "sk-operator-secret-key";

const chat = async (server: TestServer, token: string | undefined) => {
  const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", ...(token ? { token } : {}), json: { content: "Hello there" } });
  expect(response.status).toBe(200);
  return decodeNdjson(await response.text());
};

describe("the operator's key goes only to the operator's provider (hosted mode)", () => {
  let operator: RecordingProvider;
  let attacker: RecordingProvider;
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    operator = await startRecordingProvider();
    attacker = await startRecordingProvider();
    // Private URLs allowed here so the attacker's server can sit on this machine; the next suite refuses them.
    server = await startTestServer({
      env: { LIFEOS_MODE: "hosted", OPENAI_API_KEY: operatorKey, OPENAI_BASE_URL: operator.baseUrl, LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true" },
    });
    alice = await server.addUser("Alice");
  });
  afterAll(async () => {
    await server.stop();
    await operator.close();
    await attacker.close();
  });

  const put = (json: unknown) => server.call("/api/v1/settings", { method: "PUT", token: alice.token, json });
  const stored = async () => Option.getOrNull(await server.context.run(SettingsRepository.use((settings) => settings.get(alice.id))));

  it("refuses a base URL of the user's own without the user's own key, changing nothing", async () => {
    const refused = await put({ provider: "openai", baseUrl: attacker.baseUrl, embeddingModel: "offline", timeZone: "Asia/Tokyo" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "MISSING_API_KEY" });
    expect(await stored()).toBeNull();
    expect(((await (await server.call("/api/v1/me", { token: alice.token })).json()) as { user: { timeZone: string } }).user.timeZone).not.toBe("Asia/Tokyo");
    await chat(server, alice.token);
    expect(attacker.requests).toEqual([]);
    expect(operator.authorizations().every((header) => header === `Bearer ${operatorKey}`)).toBe(true);
    expect(operator.requests.length).toBeGreaterThan(0);
  });

  it("answers offline for such settings stored before the rule, never sending the operator's key there", async () => {
    await server.context.run(
      SettingsRepository.use((settings) =>
        settings.put(alice.id, { provider: "openai", baseUrl: attacker.baseUrl, chatModel: null, embeddingModel: "offline", apiKeyCiphertext: null, timeZone: null }),
      ),
    );
    server.context.hooks.settingsChanged(alice.id);
    const me = (await (await server.call("/api/v1/me", { token: alice.token })).json()) as { model: { offline: boolean } };
    expect(me.model.offline).toBe(true);
    const events = await chat(server, alice.token);
    expect(events.at(-1)?.type).toBe("done");
    expect(attacker.requests).toEqual([]);
  });

  it("sends the user's own key, and only it, to the user's own base URL", async () => {
    expect((await put({ provider: "openai", baseUrl: attacker.baseUrl, apiKey: "sk-alice-own", chatModel: "alice-model", embeddingModel: "offline" })).status).toBe(200);
    const events = await chat(server, alice.token);
    expect(JSON.stringify(events)).toContain("Hello from the provider.");
    expect(attacker.requests.length).toBeGreaterThan(0);
    expect(new Set(attacker.authorizations())).toEqual(new Set(["Bearer sk-alice-own"]));
  });

  it("lets a user name the operator's own base URL without a key of their own", async () => {
    const before = operator.requests.length;
    expect((await put({ provider: "openai", baseUrl: `${operator.baseUrl}/`, apiKey: null, embeddingModel: "offline" })).status).toBe(200);
    await chat(server, alice.token);
    expect(operator.requests.length).toBeGreaterThan(before);
    expect(operator.authorizations().every((header) => header === `Bearer ${operatorKey}`)).toBe(true);
    expect(attacker.authorizations()).not.toContain(`Bearer ${operatorKey}`);
  });

  it("takes only http(s) URLs without credentials as a base URL", async () => {
    for (const baseUrl of ["not a url", "ftp://example.com/v1", "javascript:alert(1)", "http://user:pass@example.com/v1", "file:///etc/passwd", "http://exa mple.com"]) {
      const response = await put({ provider: "openai", baseUrl, apiKey: "sk-x" });
      expect(`${baseUrl} ${response.status}`).toBe(`${baseUrl} 400`);
      expect(await response.json()).toMatchObject({ code: "INVALID_INPUT" });
    }
  });
});

describe("a user's base URL reaches no private address in hosted mode", () => {
  let server: TestServer;
  let alice: TestUser;
  let local: RecordingProvider;
  beforeAll(async () => {
    local = await startRecordingProvider();
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", OPENAI_API_KEY: operatorKey } });
    alice = await server.addUser("Alice");
  });
  afterAll(async () => {
    await server.stop();
    await local.close();
  });

  it("refuses loopback, private, link-local and local names, IPv4 and IPv6, when settings are saved", async () => {
    const port = new URL(local.baseUrl).port;
    for (const host of [
      `127.0.0.1:${port}`,
      "127.1.2.3",
      "[::1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:7f00:1]",
      "10.0.0.8",
      "172.20.1.1",
      "192.168.1.20",
      "169.254.169.254",
      "[fe80::1]",
      "[fd12:3456::1]",
      "0.0.0.0",
      `localhost:${port}`,
      "metadata.google.internal",
      "printer.local",
      "app.localhost",
    ]) {
      const response = await server.call("/api/v1/settings", {
        method: "PUT",
        token: alice.token,
        json: { provider: "openai", baseUrl: `http://${host}/v1`, apiKey: "sk-alice" },
      });
      expect(`${host} ${response.status}`).toBe(`${host} 400`);
      expect(await response.json()).toMatchObject({ code: "INVALID_INPUT" });
    }
    expect(Option.isNone(await server.context.run(SettingsRepository.use((settings) => settings.get(alice.id))))).toBe(true);
    expect(local.requests).toEqual([]);
  });

  it("refuses at connect time a name that resolves to a private address (DNS rebinding), and follows no redirect", async () => {
    const port = new URL(local.baseUrl).port;
    const rebound = makePublicOnlyFetch((_hostname, callback) => callback(null, [{ address: "127.0.0.1", family: 4 }]));
    await expect(rebound(`http://provider.example:${port}/v1/models`)).rejects.toThrow();
    const mixed = makePublicOnlyFetch((_hostname, callback) => callback(null, [{ address: "93.184.215.14", family: 4 }, { address: "127.0.0.1", family: 4 }]));
    await expect(mixed(`http://provider.example:${port}/v1/models`)).rejects.toThrow();
    await expect(makePublicOnlyFetch()(`http://[::1]:${port}/v1/models`)).rejects.toThrow();
    expect(local.requests).toEqual([]);

    // A redirect is refused even between addresses the guard lets through (here: 127.0.0.1 counted as public).
    const redirecting = await startRecordingProvider({ redirectTo: `http://127.0.0.1:${port}` });
    try {
      const lenient = makePublicOnlyFetch(undefined, () => false);
      await expect(lenient(`${redirecting.baseUrl}/models`, { headers: { authorization: "Bearer sk-alice" } })).rejects.toThrow();
      expect(redirecting.requests).toHaveLength(1);
      expect(local.requests).toEqual([]);
      expect((await lenient(`${local.baseUrl}/chat/completions`, { method: "POST", body: "{}" })).status).toBe(200);
    } finally {
      await redirecting.close();
    }
  });
});

describe("embedded mode and local model servers", () => {
  let server: TestServer;
  let ollama: RecordingProvider;
  beforeAll(async () => {
    ollama = await startRecordingProvider();
    server = await startTestServer({ env: { OPENAI_API_KEY: operatorKey } });
  });
  afterAll(async () => {
    await server.stop();
    await ollama.close();
  });

  it("talks to a local server with no key, and never with the operator's", async () => {
    const saved = await server.call("/api/v1/settings", { method: "PUT", json: { provider: "openai", baseUrl: ollama.baseUrl, chatModel: "llama3", embeddingModel: "offline" } });
    expect(saved.status).toBe(200);
    const events = await chat(server, undefined);
    expect(JSON.stringify(events)).toContain("Hello from the provider.");
    expect(ollama.requests.length).toBeGreaterThan(0);
    expect(ollama.authorizations()).not.toContain(`Bearer ${operatorKey}`);
  });
});
