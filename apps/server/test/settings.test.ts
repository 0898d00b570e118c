import { SettingsRepository, decodeNdjson, toLocalDate } from "@lifeos/core";
import { Option } from "effect";
import { statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeSecretBox } from "../src/crypto/SecretBox.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

describe("settings", () => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: alice.token });

  it("stores the API key encrypted and only ever reports it as set or not set", async () => {
    expect(await (await call("/settings")).json()).toMatchObject({ provider: "offline", apiKey: "not set" });
    const saved = await call("/settings", {
      method: "PUT",
      json: { provider: "openai", baseUrl: "https://provider.invalid/v1", chatModel: "gpt-test", embeddingModel: "offline", apiKey: "sk-secret-123" },
    });
    const body = await saved.text();
    expect(body).not.toContain("sk-secret-123");
    expect(JSON.parse(body)).toMatchObject({ provider: "openai", apiKey: "set", chatModel: "gpt-test" });
    expect(await (await call("/settings")).text()).not.toContain("sk-secret");

    const stored = Option.getOrThrow(await server.context.run(SettingsRepository.use((repository) => repository.get(alice.id))));
    expect(stored.apiKeyCiphertext).not.toContain("sk-secret");
    expect(server.context.secrets.open(stored.apiKeyCiphertext!)).toBe("sk-secret-123");

    const me = (await (await call("/me")).json()) as { model: { offline: boolean; chatModel: string } };
    expect(me.model).toEqual({ provider: "openai", chatModel: "gpt-test", offline: false });

    await call("/settings", { method: "PUT", json: { provider: "openai", chatModel: "gpt-other" } });
    expect(await (await call("/settings")).json()).toMatchObject({ apiKey: "set", chatModel: "gpt-other" });
    await call("/settings", { method: "PUT", json: { provider: "offline", apiKey: null } });
    expect(await (await call("/settings")).json()).toMatchObject({ provider: "offline", apiKey: "not set" });
  });

  it("makes a saved time zone the user's own, which the chat then uses", async () => {
    const toolArguments = async () => {
      const response = await call("/ai/chat/stream", { method: "POST", json: { content: "What did I write today?" } });
      const events = decodeNdjson(await response.text());
      return JSON.stringify(events.filter((event) => event.type === "toolCall").map((event) => event.arguments));
    };
    for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      const saved = await call("/settings", { method: "PUT", json: { provider: "offline", timeZone: zone } });
      expect(await saved.json()).toMatchObject({ timeZone: zone });
      expect(((await (await call("/me")).json()) as { user: { timeZone: string } }).user.timeZone).toBe(zone);
      expect(await (await call("/settings")).json()).toMatchObject({ timeZone: zone });
      // UTC+14 and UTC-11: "today" is a different date in each, at any hour.
      expect(await toolArguments()).toContain(toLocalDate(new Date(), zone));
    }
    const unknown = await call("/settings", { method: "PUT", json: { provider: "offline", timeZone: "Mars/Olympus_Mons" } });
    expect(unknown.status).toBe(400);
    await call("/settings", { method: "PUT", json: { provider: "offline", timeZone: null } });
    expect(await (await call("/settings")).json()).toMatchObject({ timeZone: "Pacific/Pago_Pago" });
  });

  it("keeps the generated key file private", () => {
    expect(statSync(server.context.config.keyFile).mode & 0o777).toBe(0o600);
  });

  it("refuses to open a secret sealed with another key or tampered with", () => {
    const box = makeSecretBox(Buffer.alloc(32, 1));
    const sealed = box.seal("hello");
    expect(box.open(sealed)).toBe("hello");
    expect(() => makeSecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
    expect(() => box.open(`${sealed.slice(0, -2)}AA`)).toThrow();
  });
});
