import { describe, expect, it } from "vitest";
import { appendEvent, appendEventInPlace, makeUuidV7, type MessagePart, type StreamEvent, type StreamEventBody } from "../src/index.js";

const fold = (events: ReadonlyArray<StreamEventBody>, parts: ReadonlyArray<MessagePart> = []) => events.reduce(appendEvent, parts);
const meta = { count: 1, originalCount: 1, returnedCount: 1, truncated: false, durationMs: 2, scope: {} };

describe("appendEvent", () => {
  it("merges consecutive text deltas into one text part", () => {
    expect(fold([{ type: "textDelta", delta: "Hel" }, { type: "textDelta", delta: "lo" }, { type: "textDelta", delta: "!" }])).toEqual([
      { type: "text", text: "Hello!" },
    ]);
  });

  it("merges reasoning deltas until the reasoning part is finished, and starts text after it", () => {
    const parts = fold([
      { type: "reasoningDelta", delta: "Think" },
      { type: "reasoningDelta", delta: "ing" },
      { type: "textDelta", delta: "Answer" },
      { type: "reasoningDelta", delta: "More" },
    ]);
    expect(parts).toEqual([
      { type: "reasoning", text: "Thinking" },
      { type: "text", text: "Answer" },
      { type: "reasoning", text: "More" },
    ]);
  });

  it("starts a new reasoning part after one whose duration was recorded", () => {
    const closed: MessagePart[] = [{ type: "reasoning", text: "first", durationMs: 40 }];
    expect(fold([{ type: "reasoningDelta", delta: "second" }], closed)).toEqual([
      { type: "reasoning", text: "first", durationMs: 40 },
      { type: "reasoning", text: "second" },
    ]);
  });

  it("appends a tool call, and a result named after the call it answers", () => {
    const parts = fold([
      { type: "textDelta", delta: "Looking" },
      { type: "toolCall", id: "call_1", name: "get_recent_entries", arguments: { count: 2 } },
      { type: "toolCall", id: "call_2", name: "calculator", arguments: { expression: "1+1" } },
      { type: "toolResult", toolCallId: "call_1", success: true, data: { entries: [] }, meta },
      { type: "toolResult", toolCallId: "call_2", success: false, data: null, meta: null, error: { code: "TIMEOUT", message: "too slow" } },
      { type: "toolResult", toolCallId: "call_unknown", success: true, data: 1, meta: null },
      { type: "textDelta", delta: "Found" },
    ]);
    expect(parts).toEqual([
      { type: "text", text: "Looking" },
      { type: "toolCall", toolCallId: "call_1", name: "get_recent_entries", arguments: { count: 2 } },
      { type: "toolCall", toolCallId: "call_2", name: "calculator", arguments: { expression: "1+1" } },
      { type: "toolResult", toolCallId: "call_1", name: "get_recent_entries", success: true, data: { entries: [] }, meta },
      { type: "toolResult", toolCallId: "call_2", name: "calculator", success: false, data: null, meta: null, error: { code: "TIMEOUT", message: "too slow" } },
      { type: "toolResult", toolCallId: "call_unknown", name: "tool", success: true, data: 1, meta: null },
      { type: "text", text: "Found" },
    ]);
  });

  it("appends an error part after what was produced", () => {
    expect(fold([{ type: "textDelta", delta: "half" }, { type: "error", code: "PROVIDER_ERROR", message: "refused", retryable: true }])).toEqual([
      { type: "text", text: "half" },
      { type: "error", code: "PROVIDER_ERROR", message: "refused" },
    ]);
  });

  it("takes the persisted message's parts on done, and ignores system and title events", () => {
    const ids = { threadId: makeUuidV7(), runId: makeUuidV7(), messageId: makeUuidV7() } as Pick<StreamEvent, "threadId" | "runId" | "messageId">;
    const stored: MessagePart[] = [{ type: "text", text: "the stored answer" }];
    const done: StreamEventBody = {
      type: "done",
      usage: null,
      message: {
        id: ids.messageId,
        userId: makeUuidV7(),
        threadId: ids.threadId,
        runId: ids.runId,
        role: "assistant",
        status: "complete",
        usage: null,
        createdAt: new Date(0),
        updatedAt: new Date(0),
        content: { schemaVersion: 1, parts: stored },
      } as unknown as Extract<StreamEvent, { type: "done" }>["message"],
    };
    const streamed = fold([
      { type: "system", model: "offline", offline: true },
      { type: "textDelta", delta: "the streamed" },
      { type: "threadTitleUpdated", title: "A title" },
    ]);
    expect(streamed).toEqual([{ type: "text", text: "the streamed" }]);
    expect(appendEvent(streamed, done)).toEqual(stored);
  });

  it("never changes the parts it is given", () => {
    const parts: ReadonlyArray<MessagePart> = Object.freeze([Object.freeze({ type: "text" as const, text: "a" })]);
    expect(appendEvent(parts, { type: "textDelta", delta: "b" })).toEqual([{ type: "text", text: "ab" }]);
    expect(parts).toEqual([{ type: "text", text: "a" }]);
  });

  it("folds into an owned array in place exactly as it folds into a copy", () => {
    const events: ReadonlyArray<StreamEventBody> = [
      { type: "reasoningDelta", delta: "hm" },
      { type: "textDelta", delta: "a" },
      { type: "textDelta", delta: "b" },
      { type: "toolCall", id: "c1", name: "calculator", arguments: {} },
      { type: "toolResult", toolCallId: "c1", success: true, data: { result: "2" }, meta },
      { type: "threadTitleUpdated", title: "t" },
      { type: "error", code: "TIMEOUT", message: "slow", retryable: true },
    ];
    const owned: MessagePart[] = [];
    for (const event of events) appendEventInPlace(owned, event);
    expect(owned).toEqual(fold(events));
    expect(owned).toHaveLength(5);
  });
});
