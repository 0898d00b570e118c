import { cosineSimilarity } from "@lifeos/core";
import { Effect, Stream } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OfflineEmbedder, OpenAiEmbedder, OpenAiResponsesModel } from "../src/index.js";
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
    expect(embedder.info).toEqual({ model: "offline-hash-ngrams-v1", dimensions: 384, offline: true });
    expect(Math.hypot(...run!)).toBeCloseTo(1, 6);
    expect(cosineSimilarity(run!, jog!)).toBeGreaterThan(cosineSimilarity(run!, market!));
    expect(cosineSimilarity(pt1!, pt2!)).toBeGreaterThan(cosineSimilarity(pt1!, pt3!));
    const again = await Effect.runPromise(embedder.embed(["I went running by the river this morning"]));
    expect(again[0]).toEqual(run);
  });
});
