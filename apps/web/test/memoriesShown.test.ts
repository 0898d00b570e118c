import type { StreamEvent } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { applyEvent } from "../src/chat/applyEvent.js";
import type { ViewMessage } from "../src/chat/MessageView.js";
import { memoriesShown } from "../src/memory/memoriesShown.js";

const ids = { threadId: "t1", runId: "r1", messageId: "m1" } as unknown as Pick<StreamEvent, "threadId" | "runId" | "messageId">;
const live: ViewMessage = { id: "live", role: "assistant", parts: [], status: "streaming" };
const dentist = { id: "mem1", summary: "Dr. Almeida is my dentist" };
const dentista = { id: "mem2", summary: "A minha dentista é a Dra. Marta Pires" };
const violin = { id: "mem3", summary: "Susana plays the violin" };

/** The answer as the web folds these events into it, one after another. */
const fold = (events: ReadonlyArray<Record<string, unknown>>) =>
  events.reduce<ViewMessage>((message, event, seq) => applyEvent(message, { ...event, ...ids, seq } as unknown as StreamEvent), live);

const answered = (text: string, memories?: ReadonlyArray<typeof dentist>) =>
  ({
    type: "done" as const,
    message: { id: "m1", role: "assistant", status: "complete", content: { schemaVersion: 1, parts: [{ type: "text", text }], ...(memories ? { memories } : {}) } },
    usage: null,
  }) as Record<string, unknown>;

describe("the memories shown under an answer as used", () => {
  it.each([
    ["English", "Your dentist is Dr. Almeida.", dentist],
    ["Portuguese", "A sua dentista é a Dra. Marta Pires.", dentista],
  ])("in %s: none while the answer is written, then those the finished answer names", (_language, text, memory) => {
    // The memories given to the answer come first (as a server announcing its whole context did): not yet shown.
    const streaming = fold([{ type: "memories", memories: [memory, violin] }, { type: "textDelta", delta: text }]);
    expect(memoriesShown(streaming)).toEqual([]);
    expect(memoriesShown(fold([{ type: "memories", memories: [memory, violin] }, { type: "textDelta", delta: text }, answered(text, [memory])]))).toEqual([memory]);
  });

  it.each([
    ["English", "You spent €84.20 on groceries in October."],
    ["Portuguese", "Gastou 84,20 € em supermercado em outubro."],
  ])("in %s: nothing when the finished answer drew on none, whatever was announced before", (_language, text) => {
    expect(memoriesShown(fold([{ type: "memories", memories: [dentist, violin] }, { type: "textDelta", delta: text }, answered(text)]))).toEqual([]);
  });

  it("nothing under an answer that said no word (stopped or failed first), even one stored with memories", () => {
    const stopped: ViewMessage = { id: "m1", role: "assistant", parts: [], status: "stopped", memories: [dentist, violin] };
    expect(memoriesShown(stopped)).toEqual([]);
    expect(memoriesShown({ ...stopped, parts: [{ type: "text", text: "O seu dentista é o Dr. Almeida." }], status: "complete" })).toEqual([dentist, violin]);
  });
});
