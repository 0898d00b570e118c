import type { Extraction, ExtractionInput } from "@lifeos/core";
import { MemoryExtractor, ProviderError } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractOffline, ModelMemoryExtractor, modelExtractionJsonSchema, OpenAiChatModel, OpenAiResponsesModel } from "../../src/index.js";
import type { FakeOpenAi } from "../support/fakeOpenAi.js";
import { startFakeOpenAi } from "../support/fakeOpenAi.js";

const sentAt = new Date("2025-03-12T15:00:00Z");
const input = (text: string, extra: Partial<ExtractionInput> = {}): ExtractionInput => ({ text, sentAt, timeZone: "Europe/Lisbon", ...extra });
const susana = "A Susana minha filha precisa ir no oftalmologista; essa semana fui no dentista; preciso fazer um tratamento";

const memory = (overrides: Record<string, unknown>) => ({
  content: "",
  summary: "",
  type: "fact",
  context: "personal",
  importance: 5,
  entities: [],
  sentiment: 0,
  occurredAt: null,
  occurredPrecision: null,
  validFrom: null,
  subject: null,
  predicate: null,
  object: null,
  ...overrides,
});

/** What a model would answer for the Susana scenario. */
const answer = {
  language: "pt",
  memories: [
    memory({ content: "A Susana, minha filha, precisa ir ao oftalmologista", summary: "Susana precisa de consulta no oftalmologista", type: "task", context: "family", importance: 7, entities: ["Susana"], subject: "Susana", predicate: "needs", object: "ophthalmologist" }),
    memory({ content: "Fui ao dentista na semana de 10 de março de 2025", summary: "Dentista", type: "event", occurredAt: "2025-03-10T00:00:00+00:00", occurredPrecision: "week", subject: "user", predicate: "visited", object: "dentist" }),
    memory({ content: "Preciso fazer um tratamento", summary: "Tratamento", type: "task", importance: 6, subject: "user", predicate: "must_do", object: "fazer um tratamento" }),
  ],
  entities: [{ name: "Susana", type: "person", aliases: [], gender: "female", relationshipToUser: "daughter" }],
  relationships: [{ from: "Susana", kind: "daughter", to: "user" }],
  tasks: [
    { memoryIndex: 0, kind: "need", owner: "Susana", action: "ir ao oftalmologista", topic: "ophthalmologist", dueAt: null },
    { memoryIndex: 2, kind: "task", owner: "user", action: "fazer um tratamento", topic: null, dueAt: null },
  ],
  appointments: [{ memoryIndex: 1, status: "past", topic: "dentist", at: "2025-03-10T00:00:00+00:00", precision: "week", subject: "user", withWhom: null }],
  unknownPeople: [],
};

const run = (model: ScriptedLanguageModel.ScriptedLanguageModel, message: ExtractionInput): Promise<Extraction> =>
  Effect.runPromise(MemoryExtractor.use((extractor) => extractor.extract(message)).pipe(Effect.provide(ModelMemoryExtractor.layer.pipe(Layer.provide(ScriptedLanguageModel.layer(model))))));

describe("model extractor with a scripted model", () => {
  it("asks once with the JSON schema and decodes the answer", async () => {
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn(JSON.stringify(answer))]);
    const extraction = await run(model, input(susana));
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request?.responseFormat).toEqual({ name: "memory_extraction", schema: modelExtractionJsonSchema });
    expect(request?.messages).toEqual([{ role: "user", content: susana }]);
    expect(request?.system).toContain("2025-03-12T15:00:00+00:00 (Europe/Lisbon, Wednesday)");
    expect(extraction.memories.map((entry) => [entry.type, entry.triple, entry.language])).toEqual([
      ["task", { subject: "Susana", predicate: "needs", object: "ophthalmologist" }, "pt"],
      ["event", { subject: "user", predicate: "visited", object: "dentist" }, "pt"],
      ["task", { subject: "user", predicate: "must_do", object: "fazer um tratamento" }, "pt"],
    ]);
    expect(extraction.memories[1]).toMatchObject({ occurredAt: new Date("2025-03-10T00:00:00Z"), occurredPrecision: "week" });
    expect(extraction.entities).toEqual(answer.entities);
    expect(extraction.appointments[0]?.at).toEqual(new Date("2025-03-10T00:00:00Z"));
    expect(extraction.command).toEqual({ kind: "none" });
  });

  it("carries a fact said as holding now, and reads an answer without the field, or null, as not holding now", async () => {
    const job = (holdsNow?: boolean | null) => ({
      ...answer,
      language: "en",
      memories: [memory({ content: "Started a new job at Farfetch on 12 March 2025", validFrom: "2025-03-12T00:00:00+00:00", subject: "user", predicate: "works_at", object: "Farfetch", ...(holdsNow === undefined ? {} : { holdsNow }) })],
      tasks: [],
      appointments: [],
    });
    const model = ScriptedLanguageModel.make([true, false, null, undefined].map((holdsNow) => ScriptedLanguageModel.textTurn(JSON.stringify(job(holdsNow)))));
    const read = [];
    for (let turn = 0; turn < 4; turn++) read.push((await run(model, input("I started a new job at Farfetch today"))).memories);
    expect(read.map((memories) => memories.map((entry) => [entry.content, entry.holdsNow === true]))).toEqual([true, false, false, false].map((holdsNow) => [["Started a new job at Farfetch on 12 March 2025", holdsNow]]));
  });

  it("asks for holdsNow as a required boolean, and says when it holds", async () => {
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn(JSON.stringify(answer))]);
    await run(model, input(susana));
    const memories = (modelExtractionJsonSchema["properties"] as Record<string, { items: { required: ReadonlyArray<string>; properties: Record<string, unknown> } }>)["memories"]!.items;
    expect(memories.required).toEqual(Object.keys(memories.properties));
    expect(memories.properties["holdsNow"]).toMatchObject({ type: "boolean" });
    expect(model.requests[0]?.system).toContain("holdsNow is true when the message says the fact holds now");
    expect(model.requests[0]?.system).toContain("em 2019 vivia no Porto");
  });

  it("tells the model who is known and whom it asked about", async () => {
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn(JSON.stringify({ ...answer, memories: [], tasks: [], appointments: [], entities: [], relationships: [] }))]);
    await run(model, input("é minha filha", { pendingWhoIs: "Susana", knownEntities: [{ name: "Rui", aliases: [], relationshipToUser: "boss", gender: "male" }] }));
    expect(model.requests[0]?.system).toContain("Already known: Rui (boss).");
    expect(model.requests[0]?.system).toContain("who Susana is");
  });

  it.each([
    ["text that is not JSON", "Sure! Here are the memories: Susana needs an eye exam."],
    ["JSON of another shape", JSON.stringify({ memories: "Susana" })],
    ["an importance out of range", JSON.stringify({ ...answer, memories: [memory({ content: "x", importance: 11 })], tasks: [], appointments: [] })],
    ["a task pointing at no memory", JSON.stringify({ ...answer, tasks: [{ ...answer.tasks[0], memoryIndex: 7 }] })],
    ["an unknown memory type", JSON.stringify({ ...answer, memories: [memory({ content: "x", type: "rumour" })], tasks: [], appointments: [] })],
    ["an impossible date", JSON.stringify({ ...answer, memories: [memory({ content: "x", occurredAt: "yesterday-ish" })], tasks: [], appointments: [] })],
  ])("falls back to the offline rules on %s", async (_name, text) => {
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn(text)]);
    expect(await run(model, input(susana))).toEqual(extractOffline(input(susana)));
  });

  it("accepts an answer wrapped in a code fence", async () => {
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn("```json\n" + JSON.stringify(answer) + "\n```")]);
    expect((await run(model, input(susana))).memories).toHaveLength(3);
  });

  it("returns the model's own errors for the caller to retry", async () => {
    const model = ScriptedLanguageModel.make([{ fail: new ProviderError({ message: "upstream down", retryable: true }) }]);
    const failure = await Effect.runPromise(Effect.flip(MemoryExtractor.use((extractor) => extractor.extract(input(susana))).pipe(Effect.provide(ModelMemoryExtractor.layer.pipe(Layer.provide(ScriptedLanguageModel.layer(model)))))));
    expect(failure).toMatchObject({ _tag: "ProviderError", retryable: true });
  });

  it("never sends a message the person asked not to keep", async () => {
    const model = ScriptedLanguageModel.make([]);
    const extraction = await run(model, input("Don't remember this: I'm interviewing at Acme"));
    expect(model.requests).toEqual([]);
    expect(extraction).toMatchObject({ command: { kind: "forget", target: "thisMessage" }, memories: [] });
  });

  it("sends only what to remember, and keeps it at high importance", async () => {
    const reply = { ...answer, language: "en", memories: [memory({ content: "My locker code is 4417", importance: 3 })], tasks: [], appointments: [], entities: [], relationships: [] };
    const model = ScriptedLanguageModel.make([ScriptedLanguageModel.textTurn(JSON.stringify(reply))]);
    const extraction = await run(model, input("Remember that my locker code is 4417"));
    expect(model.requests[0]?.messages).toEqual([{ role: "user", content: "my locker code is 4417" }]);
    expect(extraction.memories[0]).toMatchObject({ importance: 8, triple: null });
    expect(extraction.command).toEqual({ kind: "remember", target: "thisMessage", content: "my locker code is 4417" });
  });
});

describe("model extractor through the real openai SDK", () => {
  let server: FakeOpenAi;
  beforeAll(async () => {
    server = await startFakeOpenAi();
  });
  afterAll(() => server.close());

  it("sends a strict json_schema response format over Chat Completions and decodes the answer", async () => {
    server.enqueue({
      kind: "json",
      body: {
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1,
        model: "gpt-4.1-mini",
        choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify(answer) }, finish_reason: "stop" }],
        usage: { prompt_tokens: 900, completion_tokens: 300, total_tokens: 1200 },
      },
    });
    const extractor = ModelMemoryExtractor.make(OpenAiChatModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" }));
    const extraction = await Effect.runPromise(extractor.extract(input(susana)));
    const request = server.requests.at(-1)!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.body["response_format"]).toEqual({ type: "json_schema", json_schema: { name: "memory_extraction", schema: modelExtractionJsonSchema, strict: true } });
    expect(request.body["temperature"]).toBe(0);
    expect(extraction.tasks.map((task) => [task.kind, task.owner, task.topic])).toEqual([["need", "Susana", "ophthalmologist"], ["task", "user", null]]);
  });

  it("does the same over the Responses API, and falls back offline on a broken answer", async () => {
    const response = (text: string) => ({
      kind: "json" as const,
      body: {
        id: "resp_1",
        object: "response",
        created_at: 1,
        status: "completed",
        model: "gpt-4.1-mini",
        output: [{ type: "message", id: "msg_1", status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [] }] }],
        usage: { input_tokens: 900, output_tokens: 300, total_tokens: 1200 },
      },
    });
    server.enqueue(response(JSON.stringify(answer)), response('{"memories": [}'));
    const extractor = ModelMemoryExtractor.make(OpenAiResponsesModel.make({ apiKey: "k", baseURL: server.baseURL, model: "gpt-4.1-mini" }));
    const decoded = await Effect.runPromise(extractor.extract(input(susana)));
    expect(server.requests.at(-1)!.path).toBe("/v1/responses");
    expect(server.requests.at(-1)!.body["text"]).toEqual({ format: { type: "json_schema", name: "memory_extraction", schema: modelExtractionJsonSchema, strict: true } });
    expect(decoded.memories).toHaveLength(3);
    const fallback = await Effect.runPromise(extractor.extract(input(susana)));
    expect(fallback).toEqual(extractOffline(input(susana)));
  });
});
