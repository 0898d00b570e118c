import type { StreamEvent } from "./StreamEvent.js";

/**
 * The protocol's invariants, as a list of violations (empty when the run is
 * well formed): `system` first, exactly one terminal event and nothing after
 * it, every `toolResult` after its `toolCall`, `seq` strictly increasing, and
 * the same thread/run/message ids throughout.
 */
export const streamViolations = (events: ReadonlyArray<StreamEvent>): string[] => {
  const violations: string[] = [];
  const first = events[0];
  if (!first) return ["empty stream"];
  if (first.type !== "system") violations.push(`first event is ${first.type}, not system`);
  const terminals = events.filter((event) => event.type === "done" || event.type === "error");
  if (terminals.length !== 1) violations.push(`${terminals.length} terminal events`);
  const last = events[events.length - 1];
  if (last && last.type !== "done" && last.type !== "error") violations.push("stream does not end with a terminal event");
  const calls = new Set<string>();
  let previousSeq = -Infinity;
  for (const event of events) {
    if (event.seq <= previousSeq) violations.push(`seq ${event.seq} after ${previousSeq}`);
    previousSeq = event.seq;
    if (event.threadId !== first.threadId || event.runId !== first.runId || event.messageId !== first.messageId) {
      violations.push(`event ${event.seq} has different ids`);
    }
    if (event.type === "toolCall") calls.add(event.id);
    if (event.type === "toolResult" && !calls.has(event.toolCallId)) {
      violations.push(`toolResult ${event.toolCallId} without an earlier toolCall`);
    }
  }
  return violations;
};
