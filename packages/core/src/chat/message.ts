import { Schema } from "effect";
import { ErrorCode } from "../common/errors.js";
import { MessageId, RunId, ThreadId, UserId } from "../common/ids.js";
import { BoundedString, Limits } from "../common/validation.js";
import { MemoryReference } from "./memoryReference.js";
import { ToolResultMeta } from "./toolResultMeta.js";

const Text = BoundedString(Limits.messageTextChars);

export const TextPart = Schema.Struct({ type: Schema.Literal("text"), text: Text });
/**
 * A reasoning model's summary of its thinking. `durationMs` is how long the
 * model reasoned, from its first reasoning delta to the next thing it
 * produced (absent in messages stored before it was recorded).
 */
export const ReasoningPart = Schema.Struct({
  type: Schema.Literal("reasoning"),
  text: Text,
  durationMs: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
});
export const ToolCallPart = Schema.Struct({
  type: Schema.Literal("toolCall"),
  toolCallId: Schema.String,
  name: Schema.String,
  arguments: Schema.Unknown,
});
export const ToolResultPart = Schema.Struct({
  type: Schema.Literal("toolResult"),
  toolCallId: Schema.String,
  name: Schema.String,
  success: Schema.Boolean,
  data: Schema.Unknown,
  meta: Schema.NullOr(ToolResultMeta),
  error: Schema.optional(Schema.Struct({ code: ErrorCode, message: Schema.String })),
});
export const ErrorPart = Schema.Struct({
  type: Schema.Literal("error"),
  code: ErrorCode,
  message: Schema.String,
});

/** One piece of a message, in the order it was produced. */
export const MessagePart = Schema.Union([TextPart, ReasoningPart, ToolCallPart, ToolResultPart, ErrorPart]);
export type MessagePart = typeof MessagePart.Type;
export type TextPart = typeof TextPart.Type;
export type ReasoningPart = typeof ReasoningPart.Type;
export type ToolCallPart = typeof ToolCallPart.Type;
export type ToolResultPart = typeof ToolResultPart.Type;
export type ErrorPart = typeof ErrorPart.Type;

/** Versioned message content: what was streamed is what is stored. */
export const MessageContent = Schema.Struct({
  schemaVersion: Schema.Literal(1),
  parts: Schema.Array(MessagePart),
  truncated: Schema.optional(Schema.Boolean),
  /**
   * The earlier message of the same thread this one takes the place of: a
   * regenerated answer replaces the old answer, an edited question replaces
   * the old question and everything after it. The replaced messages stay
   * stored as alternatives (see `activePath`).
   */
  replaces: Schema.optional(MessageId),
  /**
   * An answer's memories: those put into its context before the model ran
   * that the answer drew on (most relevant first), absent when none was.
   */
  memories: Schema.optional(Schema.Array(MemoryReference)),
});
export type MessageContent = typeof MessageContent.Type;

export const MessageRole = Schema.Literals(["user", "assistant", "system"]);
export type MessageRole = typeof MessageRole.Type;

/** `complete` unless the run that produced it failed (`error`) or was stopped (`stopped`). */
/**
 * `streaming`: a checkpoint of an answer still being produced; `interrupted`:
 * what was stored of an answer whose server stopped (shut down or crashed)
 * before it ended.
 */
export const MessageStatus = Schema.Literals(["complete", "streaming", "error", "stopped", "interrupted"]);
export type MessageStatus = typeof MessageStatus.Type;

/** Token usage of the model calls that produced a message. */
export const Usage = Schema.Struct({
  inputTokens: Schema.Int,
  outputTokens: Schema.Int,
  model: Schema.String,
});
export type Usage = typeof Usage.Type;

export const Message = Schema.Struct({
  id: MessageId,
  userId: UserId,
  threadId: ThreadId,
  runId: Schema.NullOr(RunId),
  role: MessageRole,
  content: MessageContent,
  status: MessageStatus,
  usage: Schema.NullOr(Usage),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Message = typeof Message.Type;

/** A message to store. Saving an id that exists replaces content, status and usage (same thread only). */
export const NewMessage = Schema.Struct({
  id: MessageId,
  threadId: ThreadId,
  runId: Schema.NullOr(RunId),
  role: MessageRole,
  content: MessageContent,
  status: MessageStatus,
  usage: Schema.NullOr(Usage),
  createdAt: Schema.Date,
});
export type NewMessage = typeof NewMessage.Type;

/** Concatenated text parts of a message. */
export const messageText = (content: MessageContent): string =>
  content.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");
