import type { Message, Run, StreamEvent, UserId, RunId, StorageError } from "@lifeos/core";
import { MessageRepository, RunRepository } from "@lifeos/core";
import { Effect } from "effect";
import { offlineModelId } from "../models/offline/OfflineLanguageModel.js";

const statusOfRun = {
  running: "interrupted",
  complete: "complete",
  failed: "error",
  stopped: "stopped",
  interrupted: "interrupted",
} as const;

/**
 * The events of a run that is not running in this process (it finished, or
 * its server stopped), rebuilt from what is stored, in the order the run
 * sent them: `system`, the events that rebuild the stored answer part by
 * part (consecutive deltas as one), `memories` (when the answer drew on
 * some), then one terminal event — `error` for a failed run, `done` with the stored
 * message otherwise (a run still marked running here is reported
 * interrupted: nothing runs it). Numbered from 0; only those with `seq`
 * greater than `after` are returned, except that a reader who already has
 * some of the run (`after` ≥ 0) gets just the terminal event, numbered
 * after what it has: `done` carries the whole message, and after `error`
 * the stored thread has it.
 */
export const rebuildRunEvents = (run: Run, stored: Message | null, after: number): ReadonlyArray<StreamEvent> => {
  const base = { threadId: run.threadId, runId: run.id, messageId: run.messageId };
  const status = statusOfRun[run.status];
  const message: Message = {
    ...(stored ?? {
      id: run.messageId,
      userId: run.userId,
      threadId: run.threadId,
      runId: run.id,
      role: "assistant",
      content: { schemaVersion: 1, parts: [] },
      usage: run.usage,
      createdAt: run.startedAt,
      updatedAt: run.finishedAt ?? run.startedAt,
    }),
    status,
  };
  const events: StreamEvent[] = [{ type: "system", model: run.model, offline: run.model === offlineModelId, ...base, seq: 0 }];
  let seq = 1;
  for (const part of message.content.parts) {
    switch (part.type) {
      case "text":
        events.push({ type: "textDelta", delta: part.text, ...base, seq: seq++ });
        break;
      case "reasoning":
        events.push({ type: "reasoningDelta", delta: part.text, ...base, seq: seq++ });
        break;
      case "toolCall":
        events.push({ type: "toolCall", id: part.toolCallId, name: part.name, arguments: part.arguments, ...base, seq: seq++ });
        break;
      case "toolResult":
        events.push({
          type: "toolResult",
          toolCallId: part.toolCallId,
          success: part.success,
          data: part.data,
          meta: part.meta,
          ...(part.error ? { error: part.error } : {}),
          ...base,
          seq: seq++,
        });
        break;
      case "error":
        break;
    }
  }
  const memories = message.content.memories ?? [];
  if (memories.length > 0) events.push({ type: "memories", memories, ...base, seq: seq++ });
  const failure = message.content.parts.findLast((part) => part.type === "error") ?? run.error;
  const terminalSeq = after >= 0 ? Math.max(after + 1, seq) : seq;
  const terminal: StreamEvent =
    run.status === "failed"
      ? {
          type: "error",
          code: failure?.code ?? "INTERNAL_ERROR",
          message: failure?.message ?? "The answer failed",
          retryable: true,
          ...base,
          seq: terminalSeq,
        }
      : { type: "done", message, usage: message.usage, ...base, seq: terminalSeq };
  return after >= 0 ? [terminal] : [...events, terminal];
};

/**
 * `rebuildRunEvents` for a stored run of this user: `NotFound` when the
 * user has no such run (another user's run included). Call it once the
 * run's writes are flushed.
 */
export const storedRunEvents = (
  userId: UserId,
  runId: RunId,
  after: number,
): Effect.Effect<ReadonlyArray<StreamEvent>, StorageError, RunRepository | MessageRepository> =>
  Effect.gen(function* () {
    const run = yield* RunRepository.use((runs) => runs.get(userId, runId));
    const message = yield* MessageRepository.use((messages) => messages.get(userId, run.messageId)).pipe(
      Effect.map((found): Message | null => found),
      Effect.catchTag("NotFound", () => Effect.succeed(null)),
    );
    return rebuildRunEvents(run, message, after);
  });
