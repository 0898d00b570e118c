import type { ModelStreamPart } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpenAiChatModel } from "../src/index.js";
import type { FakeOpenAi } from "./support/fakeOpenAi.js";
import { chunk, startFakeOpenAi, textStream, toolCallStream } from "./support/fakeOpenAi.js";

let server: FakeOpenAi;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());

const request = { system: "sys", messages: [{ role: "user" as const, content: "hi" }] };
const collect = (model: ReturnType<typeof OpenAiChatModel.make>) =>
  Effect.runPromise(Stream.runCollect(model.stream(request)).pipe(Effect.map((parts) => Array.from(parts) as ModelStreamPart[])));
const failure = (model: ReturnType<typeof OpenAiChatModel.make>) =>
  Effect.runPromise(Effect.flip(Stream.runDrain(model.stream(request))));

describe("OpenAiChatModel through the real SDK", () => {
  it("streams text deltas, usage and the finish reason", async () => {
    server.enqueue(textStream(["Hel", "lo"]));
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" });
    const parts = await collect(model);
    expect(parts).toEqual([
      { type: "textDelta", delta: "Hel" },
      { type: "textDelta", delta: "lo" },
      { type: "usage", usage: { inputTokens: 10, outputTokens: 2 } },
      { type: "finish", reason: "stop" },
    ]);
    const body = server.requests.at(-1)!.body;
    expect(body["stream"]).toBe(true);
    expect(body["stream_options"]).toEqual({ include_usage: true });
    expect(server.requests.at(-1)!.path).toBe("/v1/chat/completions");
  });

  it("assembles parallel tool calls whose arguments are split across chunks", async () => {
    server.enqueue(
      toolCallStream([
        { id: "call_a", name: "search_journal", arguments: '{"query":"running","limit":5}' },
        { id: "call_b", name: "get_recent_entries", arguments: '{"count":3}' },
      ]),
    );
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: `${server.baseURL}/`, model: "gpt-4.1-mini" });
    const parts = await collect(model);
    expect(parts.filter((part) => part.type === "toolCall")).toEqual([
      { type: "toolCall", call: { id: "call_a", name: "search_journal", arguments: '{"query":"running","limit":5}' } },
      { type: "toolCall", call: { id: "call_b", name: "get_recent_entries", arguments: '{"count":3}' } },
    ]);
    expect(parts.at(-1)).toEqual({ type: "finish", reason: "toolCalls" });
    expect(server.requests.at(-1)!.path).toBe("/v1/chat/completions");
  });

  it("sends tools in strict mode and history with tool calls and results", async () => {
    server.enqueue(textStream(["ok"]));
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" });
    await Effect.runPromise(
      Stream.runDrain(
        model.stream({
          system: "sys",
          messages: [
            { role: "user", content: "q" },
            { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "t", arguments: "{}" }] },
            { role: "tool", toolCallId: "c1", name: "t", content: '{"success":true}' },
          ],
          tools: [{ name: "t", description: "d", parameters: { type: "object", properties: {}, required: [], additionalProperties: false } }],
        }),
      ),
    );
    const body = server.requests.at(-1)!.body as { messages: unknown[]; tools: Array<{ function: { strict: boolean } }> };
    expect(body.tools[0]!.function.strict).toBe(true);
    expect(body.messages).toEqual([
      { role: "system", content: "sys" },
      { role: "user", content: "q" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "t", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c1", content: '{"success":true}' },
    ]);
  });

  it("tolerates a server that omits usage", async () => {
    server.enqueue(textStream(["x"], false));
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "llama3.1" });
    const parts = await collect(model);
    expect(parts.map((part) => part.type)).toEqual(["textDelta", "finish"]);
  });

  it("retries once without stream_options when the server rejects them, and remembers", async () => {
    server.enqueue(
      { kind: "json", status: 400, body: { error: { message: "Unrecognized request argument supplied: stream_options" } } },
      textStream(["a"], false),
      textStream(["b"], false),
    );
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "local-model" });
    const before = server.requests.length;
    expect((await collect(model)).map((part) => part.type)).toEqual(["textDelta", "finish"]);
    await collect(model);
    const sent = server.requests.slice(before).map((recorded) => "stream_options" in recorded.body);
    expect(sent).toEqual([true, false, false]);
  });

  it("maps a 429 with Retry-After to RateLimited and a 500 to a retryable ProviderError", async () => {
    server.enqueue({ kind: "json", status: 429, headers: { "retry-after": "2" }, body: { error: { message: "slow down" } } });
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" });
    const limited = await failure(model);
    expect(limited).toMatchObject({ _tag: "RateLimited", retryAfterMs: 2000 });
    server.enqueue({ kind: "json", status: 500, body: { error: { message: "boom" } } });
    expect(await failure(model)).toMatchObject({ _tag: "ProviderError", status: 500, retryable: true });
  });

  it("fails with a ProviderError on a malformed chunk", async () => {
    server.enqueue({ kind: "sse", raw: ["data: {not json\n\n"], events: [chunk({ content: "x" }, "stop")] });
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" });
    expect(await failure(model)).toMatchObject({ _tag: "ProviderError", retryable: false });
  });

  it("fails with a retryable ProviderError when the connection drops mid-stream", async () => {
    server.enqueue({ kind: "sse", events: [chunk({ content: "par" }), chunk({ content: "tial" }), chunk({}, "stop")], dropAfter: 2 });
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" });
    expect(await failure(model)).toMatchObject({ _tag: "ProviderError", retryable: true });
  });

  it("fails with MissingApiKey when OpenAI itself is used without a key", async () => {
    const model = OpenAiChatModel.make({ apiKey: "", model: "gpt-4.1-mini" });
    expect(await failure(model)).toMatchObject({ _tag: "MissingApiKey", code: "MISSING_API_KEY" });
  });

  it("generates a complete answer", async () => {
    server.enqueue({
      kind: "json",
      body: {
        id: "x",
        object: "chat.completion",
        created: 1,
        model: "m",
        choices: [{ index: 0, message: { role: "assistant", content: "Title here" }, finish_reason: "stop" }],
        usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
      },
    });
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" });
    const result = await Effect.runPromise(model.generate(request));
    expect(result).toEqual({ text: "Title here", usage: { inputTokens: 3, outputTokens: 2 } });
  });

  it("sends each structured-output format as a strict JSON Schema, a kept format the same on every call", async () => {
    const completion = (content: string) => ({
      kind: "json" as const,
      body: { id: "x", object: "chat.completion", created: 1, model: "m", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] },
    });
    const schema = { type: "object", additionalProperties: false, required: ["mood"], properties: { mood: { type: "string" } } };
    const kept = { name: "reading", schema };
    const model = OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" });
    const formats = [kept, kept, { name: "other_reading", schema }];
    for (const responseFormat of formats) {
      server.enqueue(completion('{"mood":"calm"}'));
      await Effect.runPromise(model.generate({ ...request, responseFormat }));
    }
    expect(server.requests.slice(-3).map((sent) => sent.body["response_format"])).toEqual(
      formats.map(({ name }) => ({ type: "json_schema", json_schema: { name, schema, strict: true } })),
    );
  });
});
