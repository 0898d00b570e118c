import type { MessagePart } from "../chat/message.js";
import type { StreamEvent } from "./StreamEvent.js";

/** A stream event without its envelope (`threadId`, `runId`, `messageId`, `seq`): what folding reads. */
export type StreamEventBody = StreamEvent extends infer E
  ? E extends StreamEvent
    ? Omit<E, "threadId" | "runId" | "messageId" | "seq">
    : never
  : never;

/**
 * Folds one stream event into the parts of the message it belongs to, so
 * that what was streamed is what is stored (DESIGN.md, "Messages"):
 *
 * - `textDelta` extends a trailing text part, else starts one.
 * - `reasoningDelta` extends a trailing reasoning part that is still open
 *   (no `durationMs` yet: a part whose duration was recorded is finished),
 *   else starts one.
 * - `toolCall` and `error` append a part; `toolResult` appends a part named
 *   after the call it answers (`"tool"` when that call is not among the parts).
 * - `done` replaces the parts with those of the persisted message.
 * - `system`, `memories` and `threadTitleUpdated` change no part.
 *
 * Returns a new array; `parts` is never changed (see `appendEventInPlace`
 * for the same fold into an array its owner may change).
 */
export const appendEvent = (parts: ReadonlyArray<MessagePart>, event: StreamEventBody): ReadonlyArray<MessagePart> => {
  if (event.type === "system" || event.type === "memories" || event.type === "threadTitleUpdated") return parts;
  const next = parts.slice();
  appendEventInPlace(next, event);
  return next;
};

/**
 * `appendEvent` into `parts` itself: for a builder that owns its array and
 * folds one delta after another (a long answer is tens of thousands of them),
 * where copying the array for each would cost more than the fold.
 */
export const appendEventInPlace = (parts: MessagePart[], event: StreamEventBody): void => {
  const index = parts.length - 1;
  const last = parts[index];
  switch (event.type) {
    case "textDelta":
      if (last?.type === "text") parts[index] = { type: "text", text: last.text + event.delta };
      else parts.push({ type: "text", text: event.delta });
      return;
    case "reasoningDelta":
      if (last?.type === "reasoning" && last.durationMs === undefined) parts[index] = { type: "reasoning", text: last.text + event.delta };
      else parts.push({ type: "reasoning", text: event.delta });
      return;
    case "toolCall":
      parts.push({ type: "toolCall", toolCallId: event.id, name: event.name, arguments: event.arguments });
      return;
    case "toolResult": {
      const call = parts.find((part) => part.type === "toolCall" && part.toolCallId === event.toolCallId);
      parts.push({
        type: "toolResult",
        toolCallId: event.toolCallId,
        name: call?.type === "toolCall" ? call.name : "tool",
        success: event.success,
        data: event.data,
        meta: event.meta,
        ...(event.error ? { error: event.error } : {}),
      });
      return;
    }
    case "error":
      parts.push({ type: "error", code: event.code, message: event.message });
      return;
    case "done":
      parts.splice(0, parts.length, ...event.message.content.parts);
      return;
    case "system":
    case "memories":
    case "threadTitleUpdated":
      return;
  }
};
