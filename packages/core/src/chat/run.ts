import { Schema, SchemaTransformation } from "effect";
import { ErrorCode } from "../common/errors.js";
import { MessageId, RunId, ThreadId, UserId } from "../common/ids.js";
import { NewMessage, Usage } from "./message.js";
import { NewThread, ThreadPatch } from "./thread.js";

/** The statuses a run is written with: `complete` is spelled as a message's status is. */
const RunStatuses = Schema.Literals(["running", "complete", "failed", "stopped", "interrupted"]);

/**
 * `interrupted`: the server running it shut down or died before it ended
 * (see `RunRepository.interruptAbandoned`). Runs stored before the spelling
 * was unified say `completed`: that decodes as `complete`, and is never written.
 */
export const RunStatus = Schema.Union([
  RunStatuses,
  Schema.Literal("completed").pipe(
    Schema.decodeTo(
      Schema.Literal("complete"),
      SchemaTransformation.transform({ decode: () => "complete" as const, encode: () => "completed" as const }),
    ),
  ),
]);
export type RunStatus = typeof RunStatus.Type;

/** One turn of the agent: from a user message to the assistant's final message. */
export const Run = Schema.Struct({
  id: RunId,
  userId: UserId,
  threadId: ThreadId,
  /** The assistant message this run produces. */
  messageId: MessageId,
  status: RunStatus,
  model: Schema.String,
  startedAt: Schema.Date,
  finishedAt: Schema.NullOr(Schema.Date),
  error: Schema.NullOr(Schema.Struct({ code: ErrorCode, message: Schema.String })),
  usage: Schema.NullOr(Usage),
});
export type Run = typeof Run.Type;

export const NewRun = Schema.Struct({
  id: RunId,
  threadId: ThreadId,
  messageId: MessageId,
  model: Schema.String,
  startedAt: Schema.Date,
});
export type NewRun = typeof NewRun.Type;

export const RunPatch = Schema.Struct({
  status: Schema.optional(RunStatus),
  finishedAt: Schema.optional(Schema.NullOr(Schema.Date)),
  error: Schema.optional(Schema.NullOr(Schema.Struct({ code: ErrorCode, message: Schema.String }))),
  usage: Schema.optional(Schema.NullOr(Usage)),
});
export type RunPatch = typeof RunPatch.Type;

/**
 * What a turn stores before its answer begins, together (see
 * `RunRepository.start`): the thread when the turn starts one, a patch of
 * the existing thread otherwise (its settings, `touchedAt`), the question
 * (none when an answer is asked again) and the run. Every row names the
 * run's thread. The background work the turn asks for (learning from the
 * question) is queued by the run, with its first writes.
 */
export const RunOpening = Schema.Struct({
  thread: Schema.optional(Schema.Struct({ ...NewThread.fields, id: ThreadId })),
  threadPatch: Schema.optional(ThreadPatch),
  question: Schema.optional(NewMessage),
  run: NewRun,
});
export type RunOpening = typeof RunOpening.Type;
