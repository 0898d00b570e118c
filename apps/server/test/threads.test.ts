import { MessageRepository, ThreadRepository, makeUuidV7, type MessageId, type ThreadId, type UserId } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

interface ThreadJson {
  id: string;
  title: string;
  titleSource: string;
  pinned: boolean;
  tags: string[];
}

describe("thread routes", () => {
  let server: TestServer;
  let alice: TestUser;
  const seed = (userId: UserId, title: string) =>
    server.context.run(ThreadRepository.use((threads) => threads.create(userId, { title, config: { model: "offline", tools: [] } })));

  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
  });
  afterAll(() => server.stop());

  const json = async <A>(response: Response): Promise<A> => {
    expect(response.ok, `${response.status} ${await response.clone().text()}`).toBe(true);
    return (await response.json()) as A;
  };

  it("lists pinned first, then most recently updated, with title search and cursor pagination", async () => {
    const first = await seed(alice.id, "Sleep and mood");
    const second = await seed(alice.id, "Trip to Lisbon");
    const third = await seed(alice.id, "Work stress");
    await json(await server.call(`/api/v1/threads/${first.id}`, { method: "PATCH", token: alice.token, json: { pinned: true } }));

    const all = await json<{ items: ThreadJson[]; nextCursor: string | null }>(await server.call("/api/v1/threads", { token: alice.token }));
    expect(all.items.map((thread) => thread.id)).toEqual([first.id, third.id, second.id]);

    const page1 = await json<{ items: ThreadJson[]; nextCursor: string | null }>(await server.call("/api/v1/threads?limit=2", { token: alice.token }));
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await json<{ items: ThreadJson[]; nextCursor: string | null }>(
      await server.call(`/api/v1/threads?limit=2&cursor=${page1.nextCursor}`, { token: alice.token }),
    );
    expect(page2.items.map((thread) => thread.id)).toEqual([second.id]);
    expect(page2.nextCursor).toBeNull();

    const found = await json<{ items: ThreadJson[] }>(await server.call("/api/v1/threads?search=lisbon", { token: alice.token }));
    expect(found.items.map((thread) => thread.title)).toEqual(["Trip to Lisbon"]);
  });

  it("renames (as the user's title), pins, tags and untags", async () => {
    const thread = await seed(alice.id, "Untitled");
    const renamed = await json<ThreadJson>(
      await server.call(`/api/v1/threads/${thread.id}`, { method: "PATCH", token: alice.token, json: { title: "  Garden plans " } }),
    );
    expect(renamed).toMatchObject({ title: "Garden plans", titleSource: "user", pinned: false });
    const tagged = await json<ThreadJson>(await server.call(`/api/v1/threads/${thread.id}/tags`, { method: "POST", token: alice.token, json: { tag: "home" } }));
    expect(tagged.tags).toEqual(["home"]);
    const again = await json<ThreadJson>(await server.call(`/api/v1/threads/${thread.id}/tags`, { method: "POST", token: alice.token, json: { tag: "home" } }));
    expect(again.tags).toEqual(["home"]);
    const untagged = await json<ThreadJson>(await server.call(`/api/v1/threads/${thread.id}/tags/home`, { method: "DELETE", token: alice.token }));
    expect(untagged.tags).toEqual([]);
  });

  it("returns a thread's messages oldest first, and deletes a thread with them", async () => {
    const thread = await seed(alice.id, "With messages");
    const now = new Date();
    await server.context.run(
      MessageRepository.use((messages) =>
        messages.saveAll(alice.id, [
          { id: makeUuidV7() as MessageId, threadId: thread.id as ThreadId, runId: null, role: "user", content: { schemaVersion: 1, parts: [{ type: "text", text: "hello" }] }, status: "complete", usage: null, createdAt: now },
          { id: makeUuidV7() as MessageId, threadId: thread.id as ThreadId, runId: null, role: "assistant", content: { schemaVersion: 1, parts: [{ type: "text", text: "hi" }] }, status: "complete", usage: null, createdAt: new Date(now.getTime() + 1) },
        ]),
      ),
    );
    const page = await json<{ items: Array<{ role: string; content: { parts: Array<{ text: string }> } }> }>(
      await server.call(`/api/v1/threads/${thread.id}/messages`, { token: alice.token }),
    );
    expect(page.items.map((message) => [message.role, message.content.parts[0]?.text])).toEqual([
      ["user", "hello"],
      ["assistant", "hi"],
    ]);
    expect((await server.call(`/api/v1/threads/${thread.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    const gone = await server.call(`/api/v1/threads/${thread.id}`, { token: alice.token });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: "THREAD_NOT_FOUND" });
  });

  it("finds a thread by its messages' words and exports it as Markdown, to its owner only", async () => {
    const thread = await seed(alice.id, "Café à Lisboa");
    await server.call(`/api/v1/threads/${thread.id}/tags`, { method: "POST", token: alice.token, json: { tag: "travel" } });
    const now = new Date("2025-03-01T09:30:00.000Z");
    await server.context.run(
      MessageRepository.use((messages) =>
        messages.saveAll(alice.id, [
          { id: makeUuidV7() as MessageId, threadId: thread.id as ThreadId, runId: null, role: "user", content: { schemaVersion: 1, parts: [{ type: "text", text: "What did I eat in the Alfama?" }] }, status: "complete", usage: null, createdAt: now },
          {
            id: makeUuidV7() as MessageId,
            threadId: thread.id as ThreadId,
            runId: null,
            role: "assistant",
            content: {
              schemaVersion: 1,
              parts: [
                { type: "toolCall", toolCallId: "c1", name: "search_journal", arguments: { query: "Alfama" } },
                { type: "toolResult", toolCallId: "c1", name: "search_journal", success: true, data: { secret: "raw tool data" }, meta: null },
                { type: "text", text: "**Sardines** on 2024-06-13." },
              ],
            },
            status: "complete",
            usage: null,
            createdAt: new Date(now.getTime() + 1000),
          },
        ]),
      ),
    );
    const found = await json<{ items: ThreadJson[] }>(await server.call("/api/v1/threads?search=sardines", { token: alice.token }));
    expect(found.items.map((item) => item.id)).toEqual([thread.id]);

    const exported = await server.call(`/api/v1/threads/${thread.id}/export.md`, { token: alice.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("text/markdown");
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="cafe-a-lisboa.md"');
    const markdown = await exported.text();
    expect(markdown).toMatch(/^# Café à Lisboa\n/);
    expect(markdown).toContain("Tags: travel.");
    expect(markdown).toContain("## You · 2025-03-01 09:30 UTC\n\nWhat did I eat in the Alfama?");
    expect(markdown).toContain("## LifeOS · 2025-03-01 09:30 UTC\n\n> Looked up with `search_journal`\n\n**Sardines** on 2024-06-13.");
    expect(markdown).not.toContain("raw tool data");

    const bob = await server.addUser("Bob");
    expect((await server.call(`/api/v1/threads/${thread.id}/export.md`, { token: bob.token })).status).toBe(404);
    expect((await json<{ items: ThreadJson[] }>(await server.call("/api/v1/threads?search=sardines", { token: bob.token }))).items).toEqual([]);
  });

  it("rejects bad input with INVALID_INPUT or PAYLOAD_TOO_LARGE", async () => {
    const thread = await seed(alice.id, "Validation");
    const cases: Array<[string, RequestInit & { json?: unknown }, number, string]> = [
      [`/api/v1/threads/not-a-uuid`, {}, 400, "INVALID_INPUT"],
      [`/api/v1/threads/${thread.id}`, { method: "PATCH", json: { title: "" } }, 400, "INVALID_INPUT"],
      [`/api/v1/threads/${thread.id}`, { method: "PATCH", json: { pinned: "yes" } }, 400, "INVALID_INPUT"],
      [`/api/v1/threads/${thread.id}`, { method: "PATCH", json: { title: "x".repeat(201) } }, 413, "PAYLOAD_TOO_LARGE"],
      [`/api/v1/threads/${thread.id}`, { method: "PATCH", body: "{not json", headers: { "content-type": "application/json" } }, 400, "INVALID_INPUT"],
      [`/api/v1/threads?limit=0`, {}, 400, "INVALID_INPUT"],
      [`/api/v1/threads?cursor=garbage`, {}, 400, "INVALID_INPUT"],
      [`/api/v1/threads/${makeUuidV7()}`, {}, 404, "THREAD_NOT_FOUND"],
      [`/api/v1/nothing-here`, {}, 404, "NOT_FOUND"],
    ];
    for (const [path, init, status, code] of cases) {
      const response = await server.call(path, { ...init, token: alice.token });
      expect([path, response.status]).toEqual([path, status]);
      expect(await response.json()).toMatchObject({ code });
    }
  });

  it("bounds the body size", async () => {
    const thread = await seed(alice.id, "Big");
    const response = await server.call(`/api/v1/threads/${thread.id}`, {
      method: "PATCH",
      token: alice.token,
      json: { title: "ok", padding: "x".repeat(1_100_000) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});
