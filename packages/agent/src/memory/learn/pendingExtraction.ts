import type { Job } from "@lifeos/core";
import { JobQueue } from "@lifeos/core";
import { Effect, Schedule } from "effect";
import type { ChatTurn } from "../../chat/ChatTurnHook.js";
import { extractionKey, memoryExtractJob } from "./memoryExtractJob.js";

/** How often the job is read again while the person's previous message is still being learnt. */
const pollMs = 50;

/** Whether a job is still to be done now: running, or queued and due by `at` (not waiting for its answer). */
const underway = (at: Date) => (job: Job) => job.status === "running" || (job.status === "queued" && job.runAfter.getTime() <= at.getTime());

/**
 * The learning of the person's previous message (the newest `memory.extract`
 * job before this turn's own, in any thread), when it is still to be done
 * and its answer is stored. One still waiting for its answer (another
 * thread's answer still streaming, as in a burst of chats) is not waited for.
 */
const previousLearning = (turn: ChatTurn) =>
  JobQueue.use((queue) => queue.list(turn.userId, { kind: memoryExtractJob.kind, limit: 2 })).pipe(
    Effect.map((page) => page.items.find((job) => job.dedupeKey !== extractionKey(turn.messageId))),
    Effect.map((job) => (job !== undefined && underway(turn.sentAt)(job) ? job : undefined)),
  );

/**
 * Waits, at most `timeoutMs`, until what the person said just before has
 * been learnt: the `memory.extract` job of their previous message, if it is
 * running or due. A fact the chat confirmed ("Noted: Ana is your sister") is
 * written by that job once its answer is stored, so a question asked right
 * after would otherwise look it up before it exists. Nothing pending (the
 * usual case) costs one read of the queue; a queue that cannot be read waits
 * for nothing.
 */
export const awaitEarlierExtraction = (turn: ChatTurn, timeoutMs: number): Effect.Effect<void, never, JobQueue> =>
  previousLearning(turn).pipe(
    Effect.flatMap((job) =>
      job === undefined
        ? Effect.void
        : JobQueue.use((queue) => queue.get(turn.userId, job.id)).pipe(
            Effect.repeat({ until: (current) => current.status !== "queued" && current.status !== "running", schedule: Schedule.spaced(pollMs) }),
          ),
    ),
    Effect.timeoutOrElse({ duration: timeoutMs, orElse: () => Effect.void }),
    Effect.asVoid,
    Effect.catchCause(() => Effect.void),
  );
