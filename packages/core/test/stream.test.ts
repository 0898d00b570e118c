import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  decodeNdjson,
  encodeNdjson,
  encodeSse,
  makeUuidV7,
  NdjsonDecoder,
  StreamEvent as StreamEventSchema,
  streamEventToJson,
  streamViolations,
  type MemoryId,
  type StreamEvent,
} from "../src/index.js";

const ids = { threadId: makeUuidV7(), runId: makeUuidV7(), messageId: makeUuidV7() } as Pick<
  StreamEvent,
  "threadId" | "runId" | "messageId"
>;
const now = new Date("2024-03-05T10:00:00.000Z");

const run: StreamEvent[] = [
  { type: "system", ...ids, seq: 0, model: "offline", offline: true },
  { type: "toolCall", ...ids, seq: 1, id: "call_1", name: "get_recent_entries", arguments: { count: 1 } },
  {
    type: "toolResult",
    ...ids,
    seq: 2,
    toolCallId: "call_1",
    success: true,
    data: { entries: [] },
    meta: { count: 0, originalCount: 0, returnedCount: 0, truncated: false, durationMs: 1.5, scope: {} },
  },
  { type: "textDelta", ...ids, seq: 3, delta: "Olá — nada encontrado 🌱\nlinha" },
  {
    type: "done",
    ...ids,
    seq: 4,
    usage: null,
    message: {
      id: ids.messageId,
      userId: makeUuidV7(),
      threadId: ids.threadId,
      runId: ids.runId,
      role: "assistant",
      status: "complete",
      usage: null,
      createdAt: now,
      updatedAt: now,
      content: { schemaVersion: 1, parts: [{ type: "text", text: "Olá — nada encontrado 🌱\nlinha" }] },
    } as unknown as Extract<StreamEvent, { type: "done" }>["message"],
  },
];

describe("stream framing", () => {
  it("round-trips a run through NDJSON, one line per event", () => {
    const body = run.map(encodeNdjson).join("");
    expect(body.split("\n").filter(Boolean)).toHaveLength(run.length);
    const decoded = decodeNdjson(body);
    expect(decoded).toEqual(run);
    const done = decoded[4];
    expect(done?.type === "done" && done.message.createdAt instanceof Date).toBe(true);
  });

  it("decodes NDJSON fed in arbitrary pieces", () => {
    const body = run.map(encodeNdjson).join("");
    const decoder = new NdjsonDecoder();
    const events: StreamEvent[] = [];
    for (let index = 0; index < body.length; index += 7) events.push(...decoder.push(body.slice(index, index + 7)));
    events.push(...decoder.end());
    expect(events).toEqual(run);
  });

  it("frames SSE with the event type and JSON data", () => {
    const frame = encodeSse(run[3] as StreamEvent);
    expect(frame).toMatch(/^event: textDelta\nid: 3\ndata: \{.*\}\n\n$/s);
    expect(JSON.parse(frame.split("data: ")[1] ?? "")).toMatchObject({ type: "textDelta", delta: run[3] && "delta" in run[3] ? run[3].delta : "" });
  });

  it("rejects a line that is not an event", () => {
    expect(() => decodeNdjson('{"type":"textDelta"}\n')).toThrow(/Not a stream event/);
  });
});

describe("the JSON form of flat events", () => {
  const codec = Schema.encodeSync(Schema.toCodecJson(StreamEventSchema));
  const texts = ["", "plain", "Olá — coração 🌱", "line\nbreak \"quoted\" \\ back\u0000slash", "x".repeat(10_000)];
  const flat: StreamEvent[] = texts.flatMap((text, index) => [
    { type: "system", ...ids, seq: 0, model: text, offline: index % 2 === 0 },
    { type: "memories", ...ids, seq: 1, memories: [{ id: makeUuidV7() as MemoryId, summary: text.replaceAll("\u0000", "") }] },
    { type: "textDelta", ...ids, seq: index + 1, delta: text },
    { type: "reasoningDelta", ...ids, seq: 2 ** 31 + index, delta: text },
    { type: "threadTitleUpdated", ...ids, seq: 7, title: text },
  ]);

  it("is what the schema codec gives, key order included", () => {
    for (const event of flat) {
      expect(JSON.stringify(streamEventToJson(event))).toBe(JSON.stringify(codec(event)));
      expect(encodeNdjson(event)).toBe(`${JSON.stringify(codec(event))}\n`);
    }
  });

  it("carries no field the protocol does not define", () => {
    const withExtra = { type: "textDelta", ...ids, seq: 1, delta: "hi", secret: "journal text" } as StreamEvent;
    expect(encodeNdjson(withExtra)).not.toContain("secret");
    expect(encodeSse(withExtra)).not.toContain("secret");
  });
});

describe("stream invariants", () => {
  it("accepts a well-formed run", () => {
    expect(streamViolations(run)).toEqual([]);
  });

  it("reports each broken rule", () => {
    const [system, call, result, text, done] = run as [StreamEvent, StreamEvent, StreamEvent, StreamEvent, StreamEvent];
    expect(streamViolations([text, done])).toContain("first event is textDelta, not system");
    expect(streamViolations([system, text])).toEqual(["0 terminal events", "stream does not end with a terminal event"]);
    expect(streamViolations([system, result, call, done]).some((v) => v.startsWith("toolResult call_1"))).toBe(true);
    expect(streamViolations([system, { ...text, seq: 0 }, done])).toContain("seq 0 after 0");
    expect(streamViolations([system, done, { ...done, seq: 5 }])).toContain("2 terminal events");
  });
});
