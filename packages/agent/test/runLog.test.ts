import type { Message, Run, StreamEvent } from "@lifeos/core";
import { streamViolations } from "@lifeos/core";
import { Effect, Fiber, Stream } from "effect";
import { describe, expect, it } from "vitest";
import { rebuildRunEvents } from "../src/chat/storedRunEvents.js";
import { RunLog } from "../src/chat/RunLog.js";

const ids = { threadId: "t1", runId: "r1", messageId: "m1" } as unknown as Pick<StreamEvent, "threadId" | "runId" | "messageId">;
const delta = (seq: number, text: string): StreamEvent => ({ type: "textDelta", delta: text, ...ids, seq });
const collect = (events: Stream.Stream<StreamEvent>) => Effect.runPromise(Stream.runCollect(events).pipe(Effect.map((all) => Array.from(all))));

describe("RunLog", () => {
  it("gives a late reader the kept events after its seq, then the live ones, until the log ends", async () => {
    const log = new RunLog();
    for (let seq = 0; seq < 5; seq++) log.push(delta(seq, `${seq}`));
    const fiber = Effect.runFork(Stream.runCollect(log.read(2)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(delta(5, "5"));
    log.end();
    log.push(delta(6, "after the end"));
    const read = Array.from(await Effect.runPromise(Fiber.join(fiber)));
    expect(read.map((event) => event.seq)).toEqual([3, 4, 5]);
    // Readers after the end get what is kept, and end.
    expect((await collect(log.read())).map((event) => event.seq)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("hands a subscriber the kept events after its seq before returning, then each live one as it is pushed, then the end; detaching stops only that reader", () => {
    const log = new RunLog();
    for (let seq = 0; seq < 3; seq++) log.push(delta(seq, `${seq}`));
    const seen: number[] = [];
    let ended = 0;
    const detach = log.subscribe(0, { event: (event) => seen.push(event.seq), end: () => ended++ });
    expect(seen).toEqual([1, 2]);
    log.push(delta(3, "3"));
    expect(seen).toEqual([1, 2, 3]);
    const other: number[] = [];
    log.subscribe(-1, { event: (event) => other.push(event.seq), end: () => {} });
    detach();
    log.push(delta(4, "4"));
    log.end();
    expect(seen).toEqual([1, 2, 3]);
    expect(ended).toBe(0);
    expect(other).toEqual([0, 1, 2, 3, 4]);
    // After the end: the kept events and the end at once.
    const late: number[] = [];
    log.subscribe(2, { event: (event) => late.push(event.seq), end: () => late.push(-1) });
    expect(late).toEqual([3, 4, -1]);
  });

  it("keeps at most its limit of events: later ones reach attached readers only", async () => {
    const log = new RunLog(3);
    const fiber = Effect.runFork(Stream.runCollect(log.read()));
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let seq = 0; seq < 6; seq++) log.push(delta(seq, `${seq}`));
    log.end();
    expect(Array.from(await Effect.runPromise(Fiber.join(fiber))).map((event) => event.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await collect(log.read())).map((event) => event.seq)).toEqual([0, 1, 2]);
  });
});

describe("rebuildRunEvents", () => {
  const at = new Date("2026-01-02T03:04:05Z");
  const run = (status: Run["status"]): Run =>
    ({ id: "r1", userId: "u1", threadId: "t1", messageId: "m1", status, model: "gpt-test", startedAt: at, finishedAt: at, error: null, usage: null }) as unknown as Run;
  const message = (parts: Message["content"]["parts"], status: Message["status"]): Message =>
    ({ id: "m1", userId: "u1", threadId: "t1", runId: "r1", role: "assistant", content: { schemaVersion: 1, parts }, status, usage: null, createdAt: at, updatedAt: at }) as unknown as Message;

  it("rebuilds a finished answer part by part and ends with done carrying the stored message", () => {
    const stored = message(
      [
        { type: "toolCall", toolCallId: "c1", name: "get_recent_entries", arguments: { limit: 1 } },
        { type: "toolResult", toolCallId: "c1", name: "get_recent_entries", success: true, data: [], meta: null },
        { type: "text", text: "Nothing yet." },
      ],
      "complete",
    );
    const events = rebuildRunEvents(run("complete"), stored, -1);
    expect(streamViolations(events)).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["system", "toolCall", "toolResult", "textDelta", "done"]);
    const done = events.at(-1)!;
    expect(done.type === "done" && done.message).toEqual(stored);
    // A reader that has part of it gets only the terminal event, numbered after what it has.
    expect(rebuildRunEvents(run("complete"), stored, 40).map((event) => [event.type, event.seq])).toEqual([["done", 41]]);
  });

  it("names the memories the stored answer drew on after its text, before its end", () => {
    const memories = [{ id: "mem1", summary: "Dr. Almeida is my dentist" }];
    const stored = { ...message([{ type: "text", text: "Dr. Almeida." }], "complete"), content: { schemaVersion: 1, parts: [{ type: "text", text: "Dr. Almeida." }], memories } } as unknown as Message;
    const events = rebuildRunEvents(run("complete"), stored, -1);
    expect(streamViolations(events)).toEqual([]);
    expect(events.map((event) => [event.type, event.seq])).toEqual([["system", 0], ["textDelta", 1], ["memories", 2], ["done", 3]]);
    expect(events[2]).toMatchObject({ memories });
  });

  it("ends a failed run with its error, and reports a run nobody runs any more as interrupted", () => {
    const failed = rebuildRunEvents(run("failed"), message([{ type: "text", text: "Half" }, { type: "error", code: "PROVIDER_ERROR", message: "The model server refused" }], "error"), -1);
    expect(streamViolations(failed)).toEqual([]);
    expect(failed.map((event) => event.type)).toEqual(["system", "textDelta", "error"]);
    expect(failed.at(-1)).toMatchObject({ code: "PROVIDER_ERROR", message: "The model server refused" });
    const orphan = rebuildRunEvents(run("running"), null, -1);
    expect(orphan.at(-1)).toMatchObject({ type: "done", message: { status: "interrupted", content: { parts: [] } } });
  });
});
