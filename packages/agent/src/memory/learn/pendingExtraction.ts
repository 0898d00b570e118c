import type { Job } from "@lifeos/core";
import { JobQueue } from "@lifeos/core";
import { Effect, Schedule } from "effect";
import type { ChatTurn } from "../../chat/ChatTurnHook.js";
import { extractionKey, memoryExtractJob } from "./memoryExtractJob.js";

/** How often the queue is read again while the person's earlier messages are still being learnt. */
const pollMs = 50;

/**
 * Whether a job learns from one of the person's earlier messages whose answer
 * is stored: running, or queued and due. One still waiting for its answer
 * (due later: another thread's answer still streaming, as in a burst of
 * chats) is not waited for, nor is this turn's own.
 */
const isEarlier = (turn: ChatTurn) => (job: Job) =>
  job.dedupeKey !== extractionKey(turn.messageId) && (job.status === "running" || job.runAfter.getTime() <= turn.sentAt.getTime());

/** The person's `memory.extract` jobs still to be done, this turn's own left out. */
const pending = (turn: ChatTurn) =>
  JobQueue.use((queue) =>
    Effect.all(
      [queue.list(turn.userId, { kind: memoryExtractJob.kind, status: "running" }), queue.list(turn.userId, { kind: memoryExtractJob.kind, status: "queued" })],
      { concurrency: 2 },
    ),
  ).pipe(Effect.map((pages) => pages.flatMap((page) => page.items).filter(isEarlier(turn)).length));

/**
 * Waits, at most `timeoutMs`, until what the person said in earlier turns
 * has been learnt: their `memory.extract` jobs, queued or running, are done.
 * A fact the chat confirmed ("Noted: Ana is your sister") is written by that
 * job once its answer is stored, so a question asked right after would
 * otherwise look it up before it exists. Nothing pending (the usual case)
 * costs one read of the queue; a queue that cannot be read waits for nothing.
 */
export const awaitEarlierExtraction = (turn: ChatTurn, timeoutMs: number): Effect.Effect<void, never, JobQueue> =>
  pending(turn).pipe(
    Effect.repeat({ until: (count) => count === 0, schedule: Schedule.spaced(pollMs) }),
    Effect.timeoutOrElse({ duration: timeoutMs, orElse: () => Effect.void }),
    Effect.asVoid,
    Effect.catchCause(() => Effect.void),
  );
