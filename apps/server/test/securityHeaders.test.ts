import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatStreamModes } from "./support/chatStreamModes.js";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

describe.each(chatStreamModes)("security headers (chat stream %s)", (mode) => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted", LIFEOS_CHAT_STREAM: mode } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  it("are on JSON answers, on a chat stream's error answers and on the stream itself", async () => {
    const list = await server.call("/api/v1/threads", { token: alice.token });
    expect(list.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(list.headers.get("x-content-type-options")).toBe("nosniff");

    const refused = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: alice.token, json: { content: " " } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");

    const stream = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: alice.token, json: { content: "What was my last entry?" } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("x-content-type-options")).toBe("nosniff");
    expect(stream.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    await stream.text();
  });
});
