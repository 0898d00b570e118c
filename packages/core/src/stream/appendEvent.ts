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
 * that what was streamed is what is stored (DESIGN.md, "Messages"). Returns
 * a new array; `parts` is never changed.
 *
 * - `textDelta` extends a trailing text part, else starts one.
 * - `reasoningDelta` extends a trailing reasoning part that is still open
 *   (no `durationMs` yet: a part whose duration was recorded is finished),
 *   else starts one.
 * - `toolCall` and `error` append a part; `toolResult` appends a part named
 *   after the call it answers (`"tool"` when that call is not among the parts).
 * - `done` replaces the parts with those of the persisted message.
 * - `system` and `threadTitleUpdated` change no part.
 */
export const appendEvent = (parts: ReadonlyArray<MessagePart>, event: StreamEventBody): ReadonlyArray<MessagePart> => {
  const last = parts[parts.length - 1];
  switch (event.type) {
    case "textDelta":
      return last?.type === "text"
        ? [...parts.slice(0, -1), { ...last, text: last.text + event.delta }]
        : [...parts, { type: "text", text: event.delta }];
    case "reasoningDelta":
      return last?.type === "reasoning" && last.durationMs === undefined
        ? [...parts.slice(0, -1), { ...last, text: last.text + event.delta }]
        : [...parts, { type: "reasoning", text: event.delta }];
    case "toolCall":
      return [...parts, { type: "toolCall", toolCallId: event.id, name: event.name, arguments: event.arguments }];
    case "toolResult": {
      const call = parts.find((part) => part.type === "toolCall" && part.toolCallId === event.toolCallId);
      return [
        ...parts,
        {
          type: "toolResult",
          toolCallId: event.toolCallId,
          name: call?.type === "toolCall" ? call.name : "tool",
          success: event.success,
          data: event.data,
          meta: event.meta,
          ...(event.error ? { error: event.error } : {}),
        },
      ];
    }
    case "error":
      return [...parts, { type: "error", code: event.code, message: event.message }];
    case "done":
      return event.message.content.parts;
    case "system":
    case "threadTitleUpdated":
      return parts;
  }
};
