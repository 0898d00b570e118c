import { readFileSync } from "node:fs";
import { chatGptSkipCodes } from "@lifeos/core";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

const fixture = readFileSync(new URL("./fixtures/chatgpt/conversations.json", import.meta.url));

interface ImportBody {
  imported: number;
  messages: number;
  threadIds: string[];
  skipped: Array<{ index: number; title: string; reason: string; code: string; params: Record<string, string | number> }>;
}
interface StoredMessage {
  role: string;
  createdAt: string;
  content: { parts: Array<{ type: string; text?: string }> };
}

describe("importing ChatGPT's conversations.json as threads", () => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  const upload = (bytes: Uint8Array | string, name = "conversations.json", user = alice) => {
    const form = new FormData();
    form.append("file", new Blob([typeof bytes === "string" ? bytes : (bytes as Uint8Array<ArrayBuffer>)]), name);
    return server.call("/api/v1/import/chatgpt", { method: "POST", token: user.token, body: form });
  };
  const threadsOf = async (user: TestUser) =>
    ((await (await server.call("/api/v1/threads?limit=200", { token: user.token })).json()) as { items: Array<{ id: string; title: string; tags: string[]; updatedAt: string }> }).items;
  const messagesOf = async (threadId: string) =>
    ((await (await server.call(`/api/v1/threads/${threadId}/messages?limit=200`, { token: alice.token })).json()) as { items: StoredMessage[] }).items;

  it("makes a thread of each conversation, with the branch last shown and each message's time, and says why others were skipped", async () => {
    const response = await upload(fixture);
    expect(response.status).toBe(201);
    const body = (await response.json()) as ImportBody;
    expect(body.imported).toBe(2);
    expect(body.messages).toBe(6);
    expect(body.skipped).toEqual([
      { index: 0, title: "Custom instructions only", reason: "it has no text messages", code: "CHATGPT_NO_TEXT_MESSAGES", params: {} },
      { index: 1, title: "New chat", reason: "it has no current node", code: "CHATGPT_NO_CURRENT_NODE", params: {} },
    ]);

    const threads = await threadsOf(alice);
    const sourdough = threads.find((thread) => thread.title === "Sourdough starter while travelling")!;
    expect(sourdough.tags).toEqual(["chatgpt"]);
    const messages = await messagesOf(sourdough.id);
    expect(messages.map((message) => [message.role, message.content.parts[0]!.text])).toEqual([
      ["user", "How do I keep a sourdough starter alive while I travel for three weeks?"],
      ["assistant", "For three weeks:\n\n1. Feed it a stiff 1:5:5 ratio.\n2. Refrigerate it straight away.\n3. Or dry a thin layer on baking paper as a backup."],
      ["user", "*(an image, not imported)*\nDoes this look active enough?"],
      ["assistant", "Yes: the bubbles all the way through and the domed top mean it is active. Bake within the next two hours."],
    ]);
    expect(messages.map((message) => message.createdAt)).toEqual([
      new Date(1709302000250).toISOString(),
      new Date(1709302015750).toISOString(),
      new Date(1709302100000).toISOString(),
      // No time of its own: the one before it.
      new Date(1709302100000).toISOString(),
    ]);
    expect(sourdough.updatedAt).toBe(new Date(1709302100000).toISOString());

    // A newer export holding the same conversations adds none twice.
    const again = (await (await upload(fixture)).json()) as ImportBody;
    expect(again.imported).toBe(0);
    expect(again.skipped.filter((skipped) => skipped.reason === "already imported" && skipped.code === "CHATGPT_ALREADY_IMPORTED").map((skipped) => skipped.title)).toEqual([
      "Ansiedade de desempenho",
      "Sourdough starter while travelling",
    ]);
    expect(await threadsOf(alice)).toHaveLength(2);

    const portuguese = threads.find((thread) => thread.title === "Ansiedade de desempenho")!;
    const [question] = await messagesOf(portuguese.id);
    expect(question!.content.parts[0]!.text).toBe("Olá! Podes resumir-me o que é a ansiedade de desempenho? Obrigado 🙏");
  });

  it("reads conversations.json from inside ChatGPT's export zip", async () => {
    const bob = await server.addUser("Bob");
    const zip = zipSync({ "chat.html": strToU8("<html></html>"), "conversations.json": new Uint8Array(fixture), "user.json": strToU8("{}") });
    const response = await upload(zip, "export.zip", bob);
    expect(response.status).toBe(201);
    expect(((await response.json()) as ImportBody).imported).toBe(2);
    expect(await threadsOf(bob)).toHaveLength(2);
  });

  it("answers 400 to what is not a ChatGPT export and stores nothing; skips a broken conversation with the reason", async () => {
    const carol = await server.addUser("Carol");
    const hostile: Array<[string, string | Uint8Array]> = [
      ["not JSON", "{ this is not json"],
      ["an object", JSON.stringify({ mapping: {} })],
      ["a list of numbers", JSON.stringify([1, 2, 3])],
      ["a zip without conversations.json", zipSync({ "user.json": strToU8("{}") })],
      ["a broken zip", new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])],
    ];
    for (const [label, bytes] of hostile) {
      const response = await upload(bytes, "conversations.json", carol);
      expect([label, response.status]).toEqual([label, 400]);
      expect(((await response.json()) as { code: string }).code).toBe("INVALID_INPUT");
    }
    expect(await threadsOf(carol)).toEqual([]);

    const loop = { title: "Loop", current_node: "a", mapping: { a: { parent: "b", message: null }, b: { parent: "a", message: null } } };
    const missing = { title: "Missing", current_node: "x", mapping: {} };
    const control = {
      title: "Bad\u0000title",
      current_node: "m",
      mapping: { m: { parent: null, message: { author: { role: "user" }, create_time: 1700000000, content: { content_type: "text", parts: ["hi"] } } } },
    };
    const response = await upload(JSON.stringify([loop, missing, control]), "conversations.json", carol);
    const body = (await response.json()) as ImportBody;
    expect(response.status).toBe(201);
    expect(body.skipped.map((skipped) => [skipped.reason, skipped.code, skipped.params])).toEqual([
      ["its message tree has a loop", "CHATGPT_MESSAGE_LOOP", {}],
      ["its message x is missing from the mapping", "CHATGPT_MISSING_MESSAGE", { id: "x" }],
      ["it holds text LifeOS cannot store (control characters or an over-long field)", "CHATGPT_UNSTORABLE_TEXT", {}],
    ]);
    expect(body.imported).toBe(0);
    expect(await threadsOf(carol)).toEqual([]);
  });

  it("is documented in the OpenAPI document", async () => {
    const document = (await (await server.call("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(document.paths["/api/v1/import/chatgpt"]?.post).toBeDefined();
    // The skipped conversations' codes are in the schema, so a client knows every one it may meet.
    const schema = JSON.stringify(document.paths["/api/v1/import/chatgpt"]!["post"]);
    expect(chatGptSkipCodes.filter((code) => !schema.includes(code))).toEqual([]);
  });
});
