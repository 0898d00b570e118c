import type { InvalidInput, Message, NewJob, UserId } from "@lifeos/core";
import { defineJob, MemoryExtractor, MessageId, newJobOf, RunRepository, ThreadId } from "@lifeos/core";
import { Effect, Schema } from "effect";
import type { ChatTurn } from "../../chat/ChatTurnHook.js";
import { jobHandler } from "../../jobs/JobHandler.js";
import { withOfflineFallback } from "../extraction/StackMemoryExtractor.js";
import { learnFromMessage } from "./learnFromMessage.js";

/**
 * Learns from one chat message after its answer (`learnFromMessage`). The
 * payload carries the message and what was said just before it, so a job
 * run after a restart needs nothing else.
 */
export const memoryExtractJob = defineJob(
  "memory.extract",
  Schema.Struct({
    threadId: ThreadId,
    messageId: MessageId,
    text: Schema.String,
    /** ISO instant the message was sent. */
    sentAt: Schema.String,
    timeZone: Schema.String,
    previousAnswer: Schema.NullOr(Schema.String),
    previousText: Schema.NullOr(Schema.String),
    previousMessageId: Schema.NullOr(MessageId),
  }),
);

/** The plain text of a stored message: its text parts, joined. */
export const messageText = (message: Message): string =>
  message.content.parts
    .flatMap((part) => (part.type === "text" ? [part.text] : []))
    .join("\n")
    .trim();

/** The job that learns from a chat turn's user message (one per message, retried up to 3 times). */
export const memoryExtractionJob = (turn: ChatTurn): Effect.Effect<NewJob, InvalidInput> => {
  const previousAnswer = [...turn.previous].reverse().find((message) => message.role === "assistant");
  const previousUser = [...turn.previous].reverse().find((message) => message.role === "user");
  return newJobOf(
    memoryExtractJob,
    {
      threadId: turn.threadId,
      messageId: turn.messageId,
      text: turn.content,
      sentAt: turn.sentAt.toISOString(),
      timeZone: turn.timeZone,
      previousAnswer: previousAnswer === undefined ? null : messageText(previousAnswer),
      previousText: previousUser === undefined ? null : messageText(previousUser),
      previousMessageId: previousUser?.id ?? null,
    },
    { dedupeKey: `message:${turn.messageId}`, maxAttempts: 3 },
  );
};

/** Longest the job waits for the answer to its message before it learns anyway, and how often it looks. */
const answerWaitMs = 60_000;
const answerPollMs = 100;

/**
 * Waits until the thread has no run still answering (at most `answerWaitMs`; a thread gone waits for nothing). The job
 * is queued with the message, so a worker may take it while the answer is still being written, and learning changes
 * what the answer's tools read: "cancel the dentist reminder" must find the reminder before the job cancels it.
 */
const afterTheAnswer = (userId: UserId, threadId: ThreadId) =>
  Effect.gen(function* () {
    const runs = yield* RunRepository;
    for (let waited = 0; waited < answerWaitMs; waited += answerPollMs) {
      const [latest] = yield* runs.listByThread(userId, threadId, 1).pipe(Effect.orElseSucceed(() => []));
      if (latest === undefined || latest.status !== "running") return;
      yield* Effect.sleep(answerPollMs);
    }
  });

/**
 * Learns from the message with the stack's extractor, once its answer is written. A model extractor's
 * transient failure fails the attempt (retried with backoff); on the last
 * attempt every model failure falls back to the offline rules, so a
 * message is never left unlearnt because the provider was away.
 */
export const memoryExtractHandler = jobHandler(memoryExtractJob, (payload, job) =>
  Effect.gen(function* () {
    const extractor = yield* MemoryExtractor;
    const lastAttempt = job.attempts >= job.maxAttempts;
    yield* afterTheAnswer(job.userId, payload.threadId);
    return yield* learnFromMessage(job.userId, {
      threadId: payload.threadId,
      messageId: payload.messageId,
      text: payload.text,
      sentAt: new Date(payload.sentAt),
      timeZone: payload.timeZone,
      previousAnswer: payload.previousAnswer,
      previousText: payload.previousText,
      previousMessageId: payload.previousMessageId,
    }).pipe(Effect.provideService(MemoryExtractor, lastAttempt ? withOfflineFallback(extractor, "always") : extractor));
  }).pipe(Effect.asVoid),
);
