import { selectionKey } from "../src/modelSelection.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

describe("API tokens", () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
    bob = await server.addUser("Bob");
  });
  afterAll(() => server.stop());

  interface TokenView {
    id: string;
    name: string;
    prefix: string;
    revokedAt: string | null;
  }

  it("creates a token whose secret is shown once, and lists tokens without secrets or hashes", async () => {
    const created = await server.call("/api/v1/tokens", { method: "POST", token: alice.token, json: { name: "laptop" } });
    expect(created.status).toBe(201);
    const { token, secret } = (await created.json()) as { token: TokenView; secret: string };
    expect(secret.startsWith(token.prefix)).toBe(true);
    expect((await server.call("/api/v1/me", { token: secret })).status).toBe(200);
    const listing = await (await server.call("/api/v1/tokens", { token: alice.token })).text();
    expect(listing).not.toContain(secret);
    expect(listing).not.toContain("tokenHash");
    expect((JSON.parse(listing) as { items: TokenView[] }).items.map((item) => item.name)).toEqual(expect.arrayContaining(["laptop", "test"]));
    // Bob sees only his own.
    const bobs = (await (await server.call("/api/v1/tokens", { token: bob.token })).json()) as { items: TokenView[] };
    expect(bobs.items.map((item) => item.name)).toEqual(["test"]);
  });

  it("stops a revoked token at once, though the server had just accepted it", async () => {
    const { token, secret } = (await (await server.call("/api/v1/tokens", { method: "POST", token: alice.token, json: { name: "phone" } })).json()) as {
      token: TokenView;
      secret: string;
    };
    // Used once: now cached as active.
    expect((await server.call("/api/v1/me", { token: secret })).status).toBe(200);
    // Bob cannot revoke it.
    expect((await server.call(`/api/v1/tokens/${token.id}`, { method: "DELETE", token: bob.token })).status).toBe(404);
    expect((await server.call("/api/v1/me", { token: secret })).status).toBe(200);

    expect((await server.call(`/api/v1/tokens/${token.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    const refused = await server.call("/api/v1/me", { token: secret });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "UNAUTHORIZED" });
    const listed = (await (await server.call("/api/v1/tokens", { token: alice.token })).json()) as { items: TokenView[] };
    expect(listed.items.find((item) => item.id === token.id)?.revokedAt).toEqual(expect.any(String));
    // Alice's other tokens still work.
    expect((await server.call("/api/v1/me", { token: alice.token })).status).toBe(200);
  });

  it("refuses a malformed token id", async () => {
    expect((await server.call("/api/v1/tokens/not-an-id", { method: "DELETE", token: alice.token })).status).toBe(400);
  });
});

describe("model stacks", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" }, stackIdleCloseMs: 0 });
  });
  afterAll(() => server.stop());

  it("closes a stack once no user's selection uses it, and keeps one still in use", async () => {
    const alice = await server.addUser("Alice");
    const bob = await server.addUser("Bob");
    const { stacks } = server.context;
    const put = (user: TestUser, json: unknown) => server.call("/api/v1/settings", { method: "PUT", token: user.token, json });
    const openai = { provider: "openai", baseUrl: "https://provider.invalid/v1", chatModel: "gpt-test", embeddingModel: "offline", apiKey: "sk-test" };

    await stacks.forUser(alice.id);
    await stacks.forUser(bob.id);
    expect(await stacks.all()).toHaveLength(1);
    await put(alice, openai);
    const aliceStack = await stacks.forUser(alice.id);
    expect(aliceStack.selection.provider).toBe("openai");
    // Bob still uses the offline stack: both stay open.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await stacks.all()).toHaveLength(2);

    await put(alice, { provider: "offline", apiKey: null });
    await stacks.forUser(alice.id);
    // Nobody uses the OpenAI selection now: it is closed.
    // Closing runs in the background; give it time on a busy machine.
    for (const deadline = Date.now() + 15_000; (await stacks.all()).length > 1 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await stacks.all()).toHaveLength(1);
    expect(selectionKey((await stacks.forUser(bob.id)).selection)).toBe(selectionKey({ provider: "offline" }));
    // The remaining stack still answers.
    const chat = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: alice.token, json: { content: "What was my last entry?" } });
    expect((await chat.text()).trim().split("\n").at(-1)).toContain('"type":"done"');
  });
});
