import { Schema } from "effect";
import { MemoryReference } from "../chat/memoryReference.js";
import { Message, Usage } from "../chat/message.js";
import { ToolResultMeta } from "../chat/toolResultMeta.js";
import { ErrorCode } from "../common/errors.js";
import { MessageId, RunId, ThreadId } from "../common/ids.js";

/** Fields every event carries; `seq` starts at 0 and increases by one within a run. */
const envelope = {
  threadId: ThreadId,
  runId: RunId,
  messageId: MessageId,
  seq: Schema.Int,
};

/** Always the first event of a run. */
export const SystemEvent = Schema.Struct({
  type: Schema.Literal("system"),
  ...envelope,
  model: Schema.String,
  offline: Schema.Boolean,
});
/**
 * The memories the answer drew on (see `MessageContent.memories`): once the
 * answer is written, just before the terminal event; only when there were
 * some. Memories put into the context and not used are not named.
 */
export const MemoriesEvent = Schema.Struct({
  type: Schema.Literal("memories"),
  ...envelope,
  memories: Schema.Array(MemoryReference),
});
export const TextDeltaEvent = Schema.Struct({ type: Schema.Literal("textDelta"), ...envelope, delta: Schema.String });
export const ReasoningDeltaEvent = Schema.Struct({
  type: Schema.Literal("reasoningDelta"),
  ...envelope,
  delta: Schema.String,
});
export const ToolCallEvent = Schema.Struct({
  type: Schema.Literal("toolCall"),
  ...envelope,
  id: Schema.String,
  name: Schema.String,
  arguments: Schema.Unknown,
});
export const ToolResultEvent = Schema.Struct({
  type: Schema.Literal("toolResult"),
  ...envelope,
  toolCallId: Schema.String,
  success: Schema.Boolean,
  data: Schema.Unknown,
  meta: Schema.NullOr(ToolResultMeta),
  error: Schema.optional(Schema.Struct({ code: ErrorCode, message: Schema.String })),
});
export const ThreadTitleUpdatedEvent = Schema.Struct({
  type: Schema.Literal("threadTitleUpdated"),
  ...envelope,
  title: Schema.String,
});
/** Terminal. */
export const ErrorEvent = Schema.Struct({
  type: Schema.Literal("error"),
  ...envelope,
  code: ErrorCode,
  message: Schema.String,
  retryable: Schema.Boolean,
});
/** Terminal: the message as persisted. */
export const DoneEvent = Schema.Struct({
  type: Schema.Literal("done"),
  ...envelope,
  message: Message,
  usage: Schema.NullOr(Usage),
});

/** The one event union of the stream protocol (DESIGN.md). */
export const StreamEvent = Schema.Union([
  SystemEvent,
  MemoriesEvent,
  TextDeltaEvent,
  ReasoningDeltaEvent,
  ToolCallEvent,
  ToolResultEvent,
  ThreadTitleUpdatedEvent,
  ErrorEvent,
  DoneEvent,
]);
export type StreamEvent = typeof StreamEvent.Type;
export type StreamEventType = StreamEvent["type"];
export type StreamEventOf<T extends StreamEventType> = Extract<StreamEvent, { type: T }>;

/** The JSON form of an event, as sent on the wire. */
export type StreamEventJson = typeof StreamEvent.Encoded;

export const isTerminalEvent = (event: { type: string }): boolean => event.type === "done" || event.type === "error";
