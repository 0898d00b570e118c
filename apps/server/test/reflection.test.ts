import { decodeNdjson, type StreamEvent } from "@lifeos/core";
import type { ReflectionModelServer, ScriptedAnswer } from "@lifeos/core/testing";
import { startReflectionModelServer } from "@lifeos/core/testing";
import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer, type TestUser } from "./support/testServer.js";

interface Reflection {
  summary: string;
  themes: string[];
  mood: string;
  prompts: Array<{ text: string; source: string; rationale: string }>;
  advice: string;
  warnings?: string[];
  trace_id: string;
  reflection_id?: string;
}

const entry = "Long day at work. The deadline for the client project is Friday and my boss moved the meeting again. I barely slept and feel stressed.";

describe("POST /reflect offline, saved reflections and /metrics", () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { LIFEOS_MODE: "hosted" } });
    alice = await server.addUser("Alice");
    bob = await server.addUser("Bob");
  });
  afterAll(() => server.stop());
  const call = (user: TestUser, path: string, init: RequestInit & { json?: unknown } = {}) => server.call(`/api/v1${path}`, { ...init, token: user.token });

  it("reflects on a text, says no model was used, and carries the trace id in the header and the body", async () => {
    const response = await call(alice, "/reflect", { method: "POST", json: { journal_text: entry, question: "How do I stop worrying about the deadline?" }, headers: { "x-trace-id": "trace-abc-123" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-trace-id")).toBe("trace-abc-123");
    const body = (await response.json()) as Reflection;
    expect(body.trace_id).toBe("trace-abc-123");
    expect(body.mood).toBe("stressed");
    expect(body.themes).toContain("work");
    expect(body.prompts.length).toBeGreaterThanOrEqual(3);
    expect(body.advice.startsWith("On your question:")).toBe(true);
    expect(body.warnings?.[0]).toMatch(/No AI model was used/);
    expect(body.reflection_id).toBeUndefined();
  });

  it("logs each step with the trace id and the text's hash and length, never the text", async () => {
    const silence = process.env.LIFEOS_LOG;
    const lines: string[] = [];
    delete process.env.LIFEOS_LOG;
    const write = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    try {
      const response = await call(alice, "/reflect", { method: "POST", json: { journal_text: entry }, headers: { "x-trace-id": "trace-logged-1" } });
      expect(response.status).toBe(200);
    } finally {
      write.mockRestore();
      if (silence === undefined) delete process.env.LIFEOS_LOG;
      else process.env.LIFEOS_LOG = silence;
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.traceId === "trace-logged-1");
    expect(logged.map((line) => line.event)).toEqual(expect.arrayContaining(["reflection requested", "reflection started", "reflection composed", "reflection answered"]));
    expect(logged.find((line) => line.event === "reflection requested")).toMatchObject({
      textHash: createHash("sha256").update(entry).digest("hex").slice(0, 16),
      textLength: entry.length,
    });
    expect(lines.join("")).not.toContain("deadline for the client project");
  });

  it("refuses an empty text and one over 10,000 characters with INVALID_INPUT, with a trace id", async () => {
    for (const journal_text of ["  ", "a".repeat(10_001)]) {
      const response = await call(alice, "/reflect", { method: "POST", json: { journal_text } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("INVALID_INPUT");
      expect(response.headers.get("x-trace-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("saves a reflection on an entry, lists it on the entry for its user only, and deletes it", async () => {
    const created = (await (await call(alice, "/journal/entries", { method: "POST", json: { date: "2025-03-01", content: entry } })).json()) as { id: string };
    const reflected = (await (await call(alice, "/reflect", { method: "POST", json: { entryId: created.id } })).json()) as Reflection;
    expect(reflected.reflection_id).toBeDefined();
    const listed = (await (await call(alice, `/reflections?entryId=${created.id}`)).json()) as { items: Array<{ id: string; entryId: string; result: Reflection }> };
    expect(listed.items.map((item) => item.id)).toEqual([reflected.reflection_id]);
    expect(listed.items[0]!.result.summary).toBe(reflected.summary);
    expect((await call(bob, `/reflections/${reflected.reflection_id}`)).status).toBe(404);
    expect(((await (await call(bob, "/reflections")).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await call(bob, "/reflect", { method: "POST", json: { entryId: created.id } })).status).toBe(404);
    expect((await call(alice, `/reflections/${reflected.reflection_id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(alice, `/reflections/${reflected.reflection_id}`)).status).toBe(404);
  });

  it("keeps one reflection per Idempotency-Key on an entry: a repeat, sent after or at once, answers the reflection kept", async () => {
    const created = (await (await call(alice, "/journal/entries", { method: "POST", json: { date: "2025-02-27", content: entry } })).json()) as { id: string };
    const reflect = (key: string, user = alice, entryId = created.id) =>
      call(user, "/reflect", { method: "POST", json: { entryId }, headers: { "idempotency-key": key } });
    const first = await reflect("click-7f3a");
    expect(first.status).toBe(200);
    const kept = (await first.json()) as Reflection;
    const again = await reflect("click-7f3a");
    expect(again.status).toBe(200);
    expect((await again.json()) as Reflection).toEqual(kept);
    const atOnce = await Promise.all([reflect("click-9b1c"), reflect("click-9b1c"), reflect("click-9b1c")]);
    const answers = (await Promise.all(atOnce.map((response) => response.json()))) as Reflection[];
    expect(atOnce.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.reflection_id)).size).toBe(1);
    const listed = (await (await call(alice, `/reflections?entryId=${created.id}`)).json()) as { items: Array<{ id: string }> };
    expect(listed.items.map((item) => item.id).sort()).toEqual([kept.reflection_id, answers[0]!.reflection_id].sort());

    const bobsEntry = (await (await call(bob, "/journal/entries", { method: "POST", json: { date: "2025-03-03", content: entry } })).json()) as { id: string };
    const bobs = (await (await reflect("click-7f3a", bob, bobsEntry.id)).json()) as Reflection;
    expect(bobs.reflection_id).not.toBe(kept.reflection_id);
    expect((await reflect("click-7f3a", bob)).status).toBe(404);
    for (const key of ["", "has space", "k".repeat(201)]) {
      const refused = await reflect(key);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe("INVALID_INPUT");
    }
  });

  it("reflects on the latest entry from chat, offline (reflect_on_entry)", async () => {
    await call(alice, "/journal/entries", { method: "POST", json: { date: "2025-03-02", content: "Grandma died on Tuesday. I miss her so much and the house feels empty." } });
    const response = await call(alice, "/ai/chat/stream", { method: "POST", json: { content: "Help me reflect on my last entry" } });
    const events = decodeNdjson(await response.text());
    const result = events.find((event) => event.type === "toolResult") as Extract<StreamEvent, { type: "toolResult" }> | undefined;
    expect(result?.success).toBe(true);
    const data = result!.data as { date: string; reflection: Reflection };
    expect(data.date).toBe("2025-03-02");
    expect(data.reflection.mood).toBe("sad");
    expect(events.at(-1)?.type).toBe("done");
  });

  it("says plainly when the day named has no entry, with the closest days to reflect on instead", async () => {
    await call(alice, "/journal/entries", { method: "POST", json: { date: "2025-03-02", content: "Grandma died on Tuesday. I miss her so much and the house feels empty." } });
    for (const [question, said] of [
      ["Help me reflect on my entry of 2025-03-05", "You wrote nothing on 2025-03-05, so there is no entry from that day to reflect on. The closest entries are from 2025-03-02"],
      ["Ajuda-me a refletir sobre o que escrevi em 2025-03-05", "Não escreveu nada em 2025-03-05, por isso não há entrada desse dia para refletir. As entradas mais próximas são de 2025-03-02"],
    ] as const) {
      const events = decodeNdjson(await (await call(alice, "/ai/chat/stream", { method: "POST", json: { content: question } })).text());
      const result = events.find((event) => event.type === "toolResult") as Extract<StreamEvent, { type: "toolResult" }> | undefined;
      expect(result?.success).toBe(false);
      const text = events.flatMap((event) => (event.type === "textDelta" ? [event.delta] : [])).join("");
      expect(text).toContain(said);
      expect(text).not.toContain("reflect_on_entry");
    }
  });

  it("serves Prometheus metrics with the reflect latency and per-agent series", async () => {
    const response = await server.call("/metrics");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("lifeos_reflect_duration_seconds_bucket");
    expect(text).toMatch(/lifeos_reflect_agent_duration_seconds_count\{agent="stoic",outcome="ok"\} \d+/);
    expect(text).toContain("lifeos_reflect_suggestions_total");
  });
});

describe("POST /reflect with a model", () => {
  let model: ReflectionModelServer | undefined;
  let server: TestServer | undefined;
  const saved = { ...process.env };
  afterEach(async () => {
    await server?.stop();
    await model?.close();
    process.env = { ...saved };
  });

  const start = async (answer: (name: string) => ScriptedAnswer, env: Record<string, string> = {}) => {
    model = await startReflectionModelServer(answer);
    Object.assign(process.env, env);
    server = await startTestServer({ env: { OPENAI_API_KEY: "test", OPENAI_BASE_URL: model.baseUrl, LIFEOS_ALLOW_PRIVATE_PROVIDER_URLS: "true", LIFEOS_MODEL: "scripted" } });
    return server;
  };
  const ingestion: ScriptedAnswer = { kind: "json", value: { summary: "A stressful day.", themes: ["work"], mood: "stressed" } };
  const coach: ScriptedAnswer = { kind: "json", value: { insights: ["Attend to what you control."], prompt_suggestions: ["List what about the deadline is within your control"], caveats: [] } };

  it("answers 502 PROVIDER_ERROR and calls no coach when the ingestor fails", async () => {
    const running = await start((name) => (name === "reflection_ingestion" ? { kind: "status", status: 400 } : coach));
    const response = await running.call("/api/v1/reflect", { method: "POST", json: { journal_text: entry } });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { code: string }).code).toBe("PROVIDER_ERROR");
    expect(Object.keys(model!.calls())).toEqual(["reflection_ingestion"]);
  });

  it("answers 504 TIMEOUT when the global deadline passes", async () => {
    const running = await start((name) => (name === "reflection_ingestion" ? { ...ingestion, delayMs: 600 } : coach), {
      LIFEOS_REFLECT_DEADLINE_MS: "300",
      LIFEOS_REFLECT_AGENT_TIMEOUT_MS: "2000",
    });
    const response = await running.call("/api/v1/reflect", { method: "POST", json: { journal_text: entry } });
    expect(response.status).toBe(504);
    expect(((await response.json()) as { code: string }).code).toBe("TIMEOUT");
  });

  it("answers 200 with the coaches that answered and a warning for the slow one", async () => {
    // A timeout wide enough for the coaches that answer at once on a loaded machine, and a slow coach well past it.
    const running = await start((name) => (name === "reflection_ingestion" ? ingestion : name === "reflection_coach_existential" ? { ...coach, delayMs: 4000 } : coach), {
      LIFEOS_REFLECT_AGENT_TIMEOUT_MS: "1500",
    });
    const response = await running.call("/api/v1/reflect", { method: "POST", json: { journal_text: entry } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Reflection;
    expect(body.warnings).toEqual(["The existentialist coach timed out and was skipped."]);
  });

  it("limits reflections per client (LIFEOS_REFLECT_RATE_LIMIT)", async () => {
    const running = await start((name) => (name === "reflection_ingestion" ? ingestion : coach), { LIFEOS_REFLECT_RATE_LIMIT: "2" });
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) statuses.push((await running.call("/api/v1/reflect", { method: "POST", json: { journal_text: entry } })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
