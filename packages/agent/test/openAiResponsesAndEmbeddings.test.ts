import { cosineSimilarity } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatService, OfflineEmbedder, OpenAiEmbedder, OpenAiResponsesModel } from "../src/index.js";
import { chatRuntime } from "./support/environment.js";
import type { FakeOpenAi } from "./support/fakeOpenAi.js";
import { startFakeOpenAi } from "./support/fakeOpenAi.js";

let server: FakeOpenAi;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());

describe("OpenAiResponsesModel through the real SDK", () => {
  it("streams reasoning summaries as reasoningDelta, function calls and usage, and sends history as input items", async () => {
    server.enqueue({
      kind: "sse",
      done: false,
      events: [
        { type: "response.created", sequence_number: 0, response: { id: "r1", status: "in_progress", output: [] } },
        { type: "response.reasoning_summary_text.delta", sequence_number: 1, item_id: "rs1", output_index: 0, summary_index: 0, delta: "Thinking about " },
        { type: "response.reasoning_summary_text.delta", sequence_number: 2, item_id: "rs1", output_index: 0, summary_index: 0, delta: "dates" },
        { type: "response.function_call_arguments.delta", sequence_number: 3, item_id: "fc1", output_index: 1, delta: '{"query":' },
        {
          type: "response.output_item.done",
          sequence_number: 4,
          output_index: 1,
          item: { type: "function_call", id: "fc1", call_id: "call_9", name: "search_journal", arguments: '{"query":"run"}', status: "completed" },
        },
        { type: "response.completed", sequence_number: 5, response: { id: "r1", status: "completed", output: [], usage: { input_tokens: 12, output_tokens: 7, total_tokens: 19 } } },
      ],
    });
    const model = OpenAiResponsesModel.make({ apiKey: "k", baseURL: server.baseURL, model: "o4-mini" });
    const parts = Array.from(
      await Effect.runPromise(
        Stream.runCollect(
          model.stream({
            system: "sys",
            messages: [
              { role: "user", content: "q" },
              { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "get_entry", arguments: "{}" }] },
              { role: "tool", toolCallId: "call_1", name: "get_entry", content: "{}" },
            ],
            tools: [{ name: "search_journal", description: "d", parameters: { type: "object", properties: {}, required: [], additionalProperties: false } }],
          }),
        ),
      ),
    );
    expect(parts).toEqual([
      { type: "reasoningDelta", delta: "Thinking about " },
      { type: "reasoningDelta", delta: "dates" },
      { type: "toolCall", call: { id: "call_9", name: "search_journal", arguments: '{"query":"run"}' } },
      { type: "usage", usage: { inputTokens: 12, outputTokens: 7 } },
      { type: "finish", reason: "toolCalls" },
    ]);
    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe("/v1/responses");
    expect(sent.body["instructions"]).toBe("sys");
    expect(sent.body["reasoning"]).toEqual({ effort: "medium", summary: "auto" });
    expect(sent.body["input"]).toEqual([
      { role: "user", content: "q" },
      { type: "function_call", call_id: "call_1", name: "get_entry", arguments: "{}" },
      { type: "function_call_output", call_id: "call_1", output: "{}" },
    ]);
  });

  it("asks for encrypted reasoning and sends it back before the function call it led to in the next turn", async () => {
    const completed = (id: string, output: unknown[]) => ({
      type: "response.completed",
      sequence_number: 9,
      response: { id, status: "completed", output, usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 } },
    });
    const reasoningItem = { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "Need the journal." }], encrypted_content: "gAAAA-opaque" };
    const call = { type: "function_call", id: "fc_1", call_id: "call_r1", name: "search_journal", arguments: '{"query":"run"}', status: "completed" };
    server.enqueue(
      {
        kind: "sse",
        done: false,
        events: [
          { type: "response.created", sequence_number: 0, response: { id: "r1", status: "in_progress", output: [] } },
          { type: "response.reasoning_summary_text.delta", sequence_number: 1, item_id: "rs_1", output_index: 0, summary_index: 0, delta: "Need the journal." },
          { type: "response.output_item.done", sequence_number: 2, output_index: 0, item: reasoningItem },
          { type: "response.output_item.done", sequence_number: 3, output_index: 1, item: call },
          completed("r1", [reasoningItem, call]),
        ],
      },
      {
        kind: "sse",
        done: false,
        events: [
          { type: "response.created", sequence_number: 0, response: { id: "r2", status: "in_progress", output: [] } },
          { type: "response.output_text.delta", sequence_number: 1, item_id: "msg_1", output_index: 0, content_index: 0, delta: "You ran on 2024-03-05." },
          completed("r2", []),
        ],
      },
    );
    const { runtime, userId } = await chatRuntime(OpenAiResponsesModel.layer({ apiKey: "k", baseURL: server.baseURL, model: "o4-mini" }), { modelTitles: false });
    const chat = await runtime.runPromise(ChatService.use((service) => service.stream({ userId, content: "When did I run?" })));
    const events = Array.from(await Effect.runPromise(Stream.runCollect(chat.events)));
    await runtime.dispose();
    const done = events.at(-1)!;
    expect(done.type).toBe("done");
    // The stored reasoning says how long the model thought ("Thought for N s" in the web app).
    const parts = done.type === "done" ? done.message.content.parts : [];
    const reasoning = parts.find((part) => part.type === "reasoning");
    expect(reasoning).toMatchObject({ type: "reasoning", text: "Need the journal.", durationMs: expect.any(Number) });
    const [first, second] = server.requests.slice(-2);
    expect(first!.body["include"]).toEqual(["reasoning.encrypted_content"]);
    expect(first!.body["store"]).toBe(false);
    const input = second!.body["input"] as Array<Record<string, unknown>>;
    expect(input.map((item) => item["type"] ?? item["role"])).toEqual(["user", "reasoning", "function_call", "function_call_output"]);
    expect(input[1]).toEqual({ type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "Need the journal." }], encrypted_content: "gAAAA-opaque" });
    expect(input[2]).toMatchObject({ call_id: "call_r1", name: "search_journal" });
  });
});

describe("embedders", () => {
  it("OpenAiEmbedder batches, keeps input order, normalises and records the model", async () => {
    const reply = (count: number, offset: number) => ({
      kind: "json" as const,
      body: {
        object: "list",
        model: "text-embedding-3-small",
        data: Array.from({ length: count }, (_, index) => ({ object: "embedding", index: count - 1 - index, embedding: [offset + count - 1 - index, 1, 0] })),
        usage: { prompt_tokens: 1, total_tokens: 1 },
      },
    });
    server.enqueue(reply(2, 0), reply(1, 2));
    const embedder = OpenAiEmbedder.make({ apiKey: "k", baseURL: server.baseURL, model: "text-embedding-3-small", dimensions: 3, batchSize: 2 });
    const before = server.requests.length;
    const vectors = await Effect.runPromise(embedder.embed(["a", "b", "c"]));
    expect(server.requests.length - before).toBe(2);
    expect(server.requests.at(-2)!.body).toMatchObject({ model: "text-embedding-3-small", input: ["a", "b"], dimensions: 3 });
    expect(vectors.map((vector) => Math.round(vector[0]! / vector[1]!))).toEqual([0, 1, 2]);
    expect(Math.hypot(...vectors[2]!)).toBeCloseTo(1, 6);
    expect(embedder.info).toEqual({ model: "text-embedding-3-small@3", dimensions: 3, offline: false });
  });

  it("the offline embedder is deterministic, unit length, and matches related texts in English and Portuguese", async () => {
    const embedder = OfflineEmbedder.make();
    const [run, jog, market, pt1, pt2, pt3] = await Effect.runPromise(
      embedder.embed([
        "I went running by the river this morning",
        "a morning jog along the river",
        "the stock market fell sharply",
        "fui correr no parque com a minha irmã",
        "corri no parque com a irmã",
        "reunião de orçamento no trabalho",
      ]),
    );
    expect(embedder.info).toEqual({ model: "offline-sif-hash-ngrams-v2", dimensions: 384, offline: true });
    expect(Math.hypot(...run!)).toBeCloseTo(1, 6);
    expect(cosineSimilarity(run!, jog!)).toBeGreaterThan(cosineSimilarity(run!, market!));
    expect(cosineSimilarity(pt1!, pt2!)).toBeGreaterThan(cosineSimilarity(pt1!, pt3!));
    const again = await Effect.runPromise(embedder.embed(["I went running by the river this morning"]));
    expect(again[0]).toEqual(run);
  });
});
