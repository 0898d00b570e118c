import type { InvalidInput, Message, NewJob, UserId } from "@lifeos/core";
import { Clock, defineJob, MemoryExtractor, MessageId, newJobOf, RunRepository, ThreadId } from "@lifeos/core";
import { Effect, Schema } from "effect";
import type { ChatTurn } from "../../chat/ChatTurnHook.js";
import { jobHandler, RunLater } from "../../jobs/JobHandler.js";
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

/**
 * Longest a message's learning waits for its answer. The job is queued this
 * long ahead with the message (a safety net should the run's end never be
 * stored: the process died) and brought forward when the run ends.
 */
export const answerWaitMs = 60_000;

/** The dedupe key of the job that learns from the message `messageId`: one job per message. */
export const extractionKey = (messageId: MessageId): string => `message:${messageId}`;

/** The job that learns from a chat turn's user message (one per message, retried up to 3 times), due `answerWaitMs` after it unless its answer ends sooner. */
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
    { dedupeKey: extractionKey(turn.messageId), maxAttempts: 3, delayMs: answerWaitMs },
  );
};

/**
 * How much longer the job should wait for the message's answer: the time
 * left of `answerWaitMs` since the thread's latest run started while that
 * run is still `running` and started no later than the message was sent
 * (the message's own run), else 0 (a thread gone, or runs unreadable, waits
 * for nothing). Learning changes what the answer's tools read: "cancel the
 * dentist reminder" must find the reminder before the job cancels it. A
 * run started after the message is the next question's, which does not
 * wait for this job to be held up by it: it waits for this job to end
 * (`awaitEarlierExtraction`).
 */
const answerWaitLeft = (userId: UserId, threadId: ThreadId, sentAt: Date) =>
  Effect.gen(function* () {
    const runs = yield* RunRepository;
    const [latest] = yield* runs.listByThread(userId, threadId, 1).pipe(Effect.orElseSucceed(() => []));
    if (latest === undefined || latest.status !== "running" || latest.startedAt.getTime() > sentAt.getTime()) return 0;
    const now = yield* Clock.use((clock) => clock.now);
    return Math.max(0, latest.startedAt.getTime() + answerWaitMs - now.getTime());
  });

/**
 * Learns from the message with the stack's extractor, once its answer is
 * written. Run while the answer is still being written (the run has not
 * ended and started less than `answerWaitMs` ago), it asks to run again
 * when that time is up (`RunLater`) and holds no slot meanwhile; the run's
 * end brings it forward. A model extractor's
 * transient failure fails the attempt (retried with backoff); on the last
 * attempt every model failure falls back to the offline rules, so a
 * message is never left unlearnt because the provider was away.
 */
export const memoryExtractHandler = jobHandler(memoryExtractJob, (payload, job) =>
  Effect.gen(function* () {
    const waitLeft = yield* answerWaitLeft(job.userId, payload.threadId, new Date(payload.sentAt));
    if (waitLeft > 0) return new RunLater(waitLeft);
    const extractor = yield* MemoryExtractor;
    const lastAttempt = job.attempts >= job.maxAttempts;
    yield* learnFromMessage(job.userId, {
      threadId: payload.threadId,
      messageId: payload.messageId,
      text: payload.text,
      sentAt: new Date(payload.sentAt),
      timeZone: payload.timeZone,
      previousAnswer: payload.previousAnswer,
      previousText: payload.previousText,
      previousMessageId: payload.previousMessageId,
    }).pipe(Effect.provideService(MemoryExtractor, lastAttempt ? withOfflineFallback(extractor, "always") : extractor));
    return undefined;
  }),
);
