import { decodeNdjson, type StreamEvent } from "@lifeos/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

// "What did we talk about last time?" is answered from the person's own earlier conversations, offline, in either
// language: never the conversation asking, never another person's, and not the ones that only asked this.
describe("recalling earlier conversations in the chat", () => {
  let server: TestServer;
  let ana: TestUser;
  let other: TestUser;

  const ask = async (user: TestUser, content: string) => {
    const response = await server.call("/api/v1/ai/chat/stream", { method: "POST", token: user.token, json: { content } });
    expect(response.status).toBe(200);
    const events = decodeNdjson(await response.text()) as StreamEvent[];
    const calls = events.flatMap((event) => (event.type === "toolCall" ? [event.name] : []));
    const answer = events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
    return { calls, answer };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    ana = await server.addUser("Ana");
    other = await server.addUser("Other");
    await ask(other, "What does my lease say about the deposit?");
  });
  afterAll(() => server.stop());

  it("says there is nothing to recall before a first conversation", async () => {
    expect(await ask(ana, "what did we talk about last time?")).toEqual({
      calls: ["search_conversations"],
      answer: "This is our first conversation: there are no earlier ones yet.",
    });
  });

  it("lists the earlier conversations with their questions and the start of their answers", async () => {
    await ask(ana, "What does my lease say about pets?");
    await ask(ana, "how are my holdings doing?");
    const recalled = await ask(ana, "What did we talk about last time?");
    expect(recalled.calls).toEqual(["search_conversations"]);
    const lines = recalled.answer.split("\n").filter((text) => text.startsWith("- "));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^- \d{4}-\d{2}-\d{2}: you asked “how are my holdings doing\?”; I answered “There are no holdings recorded yet\.”$/);
    expect(lines[1]).toContain("you asked “What does my lease say about pets?”");
    // Not another person's conversation about a lease, nor the ones that only asked what was talked about.
    expect(recalled.answer).not.toContain("deposit");
    expect(recalled.answer).not.toContain("talk about last time");
  });

  it("finds a conversation by its subject, in English or Portuguese", async () => {
    const lease = await ask(ana, "did we talk about the lease?");
    expect(lease.answer).toMatch(/^Our conversations about “lease”, latest first:\n- .*What does my lease say about pets\?/);
    expect(lease.answer).not.toContain("holdings");
    const portuguese = await ask(ana, "já falámos sobre investimentos?");
    expect(portuguese.calls).toEqual(["search_conversations"]);
    expect(portuguese.answer).toBe("Não encontrei nenhuma conversa anterior sobre «investimentos».");
    const before = await ask(ana, "sobre o que falámos da última vez?");
    expect(before.answer).toMatch(/^As nossas conversas anteriores, da mais recente para a mais antiga:\n- .*perguntou «how are my holdings doing\?»/);
  });

  it("reads a day asked for", async () => {
    expect((await ask(ana, "what did I ask you yesterday?")).answer).toMatch(/^We had no conversation on \d{4}-\d{2}-\d{2}\.$/);
    expect((await ask(ana, "o que te perguntei hoje?")).answer).toMatch(/^As nossas conversas de \d{4}-\d{2}-\d{2}:\n- /);
  });
});
