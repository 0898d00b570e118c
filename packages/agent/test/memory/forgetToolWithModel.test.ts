import type { ForgetOutput, StreamEvent } from "@lifeos/core";
import { MemoryRepository } from "@lifeos/core";
import { memoryTools, ToolRegistry } from "@lifeos/tools";
import { Effect, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { ChatService } from "../../src/index.js";
import type { Fixture, RecordedRequest } from "../support/fakeOpenAi.js";
import { textStream, toolCallStream } from "../support/fakeOpenAi.js";
import { fakeOpenAiChats } from "../support/fakeOpenAiChats.js";

// A model with a key calls `forget` with the person's words; the tool finds by meaning what they ask to forget
// ("where I live" → "I live in Lisbon"), deletes it, and the model reads back what went, quoted.

const chats = fakeOpenAiChats();

/** The tool result a request sends the model back, if any. */
const sentBack = (request: RecordedRequest) => (request.body["messages"] as ReadonlyArray<{ role: string; content: string }> | undefined)?.find((message) => message.role === "tool");

const forgetThroughModel = async (told: ReadonlyArray<string>, message: string, query: string) => {
  const server = chats.server();
  const { runtime, userId } = await chats.runtime({}, memoryTools);
  const context = { userId, threadId: null, timeZone: "Europe/Lisbon", now: new Date("2024-05-10T10:00:00Z") };
  for (const content of told) {
    const stored = await runtime.runPromise(ToolRegistry.use((registry) => registry.execute({ id: "r", name: "remember", arguments: JSON.stringify({ content }) }, { allowlist: ["remember"], context })));
    expect(stored.success).toBe(true);
  }
  const turns = server.requests.length;
  // The model calls forget, then answers once it has read the result; a title request gets a title.
  const answer = (request: RecordedRequest): Fixture => {
    if (request.body["stream"] !== true) return { kind: "json", body: { id: "t", object: "chat.completion", created: 1, model: "m", choices: [{ index: 0, message: { role: "assistant", content: "Memory" }, finish_reason: "stop" }] } };
    return sentBack(request) === undefined ? toolCallStream([{ id: "call_1", name: "forget", arguments: JSON.stringify({ query }) }]) : textStream(["Done."]);
  };
  server.enqueue(answer, answer, answer);
  const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: message, allowlist: ["search_memories", "forget"] })));
  const events: StreamEvent[] = Array.from(await Effect.runPromise(Stream.runCollect(chat.events)));
  const result = events.find((event) => event.type === "toolResult");
  const left = await runtime.runPromise(MemoryRepository.use((repository) => repository.list(userId, { limit: 10 })));
  const seen = server.requests.slice(turns).map(sentBack).find((message) => message !== undefined);
  return { result, seen, left: left.items.map((memory) => memory.content).sort() };
};

describe("forget, called by a model with a key", () => {
  it.each([
    ["Please forget where I live", "where I live", "I live in Lisbon"],
    ["Esquece onde moro, por favor", "onde moro", "Mudei-me para Braga"],
  ])("%j: the tool forgets %j by what it means, quoted to the model", async (message, query, home) => {
    const { result, seen, left } = await forgetThroughModel([home, "My sister Ana lives in Porto", "I prefer tea to coffee"], message, query);
    expect(result).toMatchObject({ type: "toolResult", success: true });
    const data = (result as { data: ForgetOutput }).data;
    expect(data.deleted.map((memory) => memory.content)).toEqual([home]);
    expect(seen?.role).toBe("tool");
    expect(seen?.content).toContain(`Forgot “${home}”.`);
    expect(left).toEqual(["I prefer tea to coffee", "My sister Ana lives in Porto"]);
  });

  it.each([
    ["Forget my job", "my job", ["I live in Lisbon", "My sister Ana works as a nurse"]],
    ["Esquece onde moro", "onde moro", ["A minha irmã Ana mora no Porto", "Sou enfermeira"]],
  ])("%j: nothing remembered is about it, so nothing goes and the model is told so", async (message, query, told) => {
    const { result, seen, left } = await forgetThroughModel(told, message, query);
    expect((result as { data: ForgetOutput }).data.deleted).toEqual([]);
    expect(seen?.content).toContain(`Nothing remembered matches “${query}”, so nothing was forgotten.`);
    expect(left).toEqual([...told].sort());
  });
});
