import type {
  ClockService,
  LanguageModelService,
  MemoryReference,
  Message,
  MessageId,
  MessageStatus,
  NewJob,
  RunId,
  StreamEvent,
  Thread,
  ThreadRepositoryService,
  UserId,
} from "@lifeos/core";
import { InternalError } from "@lifeos/core";
import type { ToolRegistryService } from "@lifeos/tools";
import type { Stream } from "effect";
import { Deferred, Effect, FiberSet } from "effect";
import type { KernelEvent } from "../kernel/KernelEvent.js";
import type { TurnContext, TurnJobs } from "./ChatTurnHook.js";
import { runKernel } from "../kernel/runKernel.js";
import type { ChatServiceOptions } from "./ChatServiceOptions.js";
import { describeFailure } from "./describeFailure.js";
import { answerText, memoriesUsedBy } from "./memoriesUsed.js";
import { MessageBuilder } from "./MessageBuilder.js";
import { toModelHistory } from "./modelHistory.js";
import type { PersistenceActor } from "./PersistenceActor.js";
import type { RunControl } from "./RunRegistry.js";
import type { ThreadCache } from "./ThreadCache.js";
import { cleanTitle, titleRequest } from "./titles.js";

type EventBody = StreamEvent extends infer E ? (E extends StreamEvent ? Omit<E, "threadId" | "runId" | "messageId" | "seq"> : never) : never;

export interface RunEventsInput {
  readonly model: LanguageModelService;
  readonly registry: ToolRegistryService;
  readonly clock: ClockService;
  readonly actor: PersistenceActor;
  readonly cache: ThreadCache;
  readonly threads: ThreadRepositoryService;
  readonly options: ChatServiceOptions;
  readonly control: RunControl;
  /** The run's first events, from `openingEvents`: queued first, before the run's work begins. */
  readonly opening: ReadonlyArray<StreamEvent>;
  /**
   * What the system prompt gains (see `ChatTurnHook.context`), asked once the
   * opening events are queued and before the model runs. Of its memories,
   * those the answer drew on (`memoriesUsedBy`) are announced in a
   * `memories` event once the answer is written, before `done`, and stored
   * with it. Never fails.
   */
  readonly context: Effect.Effect<TurnContext>;
  readonly onFinish: () => void;
  readonly run: RunInput;
}

/** What a run answers: the turn as `prepareTurn` leaves it. */
export interface RunInput {
  readonly userId: UserId;
  /** The thread as the turn leaves it (a new one, or the stored one with a changed tool list). */
  readonly thread: Thread;
  readonly isNew: boolean;
  readonly runId: RunId;
  /** The answer this turn writes. */
  readonly messageId: MessageId;
  /** The conversation the model sees, oldest first, ending with the question. */
  readonly history: ReadonlyArray<Message>;
  /** The question's text (a regeneration asks the stored question again). */
  readonly content: string;
  /** The answer this run's answer takes the place of (a regeneration or a retry). */
  readonly replaces?: MessageId;
  readonly allowlist: ReadonlyArray<string>;
  readonly now: Date;
  readonly timeZone: string;
  /**
   * The background work the turn asks for (see `TurnJobs`), not yet asked:
   * the run asks once its opening events are out and queues it behind them
   * with its first writes, so the opening transaction stores only the
   * thread, the question and the run. Never fails.
   */
  readonly jobs: Effect.Effect<TurnJobs>;
}

/**
 * The events that open a run, `seq` 0 on: `system` (ids, model, offline
 * flag) and, for a new thread, its title. They depend only on ids and the
 * thread, so they can be sent before the run's writes are queued.
 */
export const openingEvents = (
  run: { readonly thread: Thread; readonly isNew: boolean; readonly runId: RunId; readonly messageId: MessageId },
  info: LanguageModelService["info"],
): ReadonlyArray<StreamEvent> => {
  const base = { threadId: run.thread.id, runId: run.runId, messageId: run.messageId };
  const events: Array<StreamEvent> = [{ type: "system", model: info.id, offline: info.offline, ...base, seq: 0 }];
  if (run.isNew) events.push({ type: "threadTitleUpdated", title: run.thread.title, ...base, seq: 1 });
  return events;
};

/** What an event says, without the ids and `seq` that `push` adds. */
const bodyOf = ({ threadId: _thread, runId: _run, messageId: _message, seq: _seq, ...body }: StreamEvent): EventBody => body as EventBody;

type Outcome = { readonly status: "complete" | "stopped" | "interrupted" } | { readonly status: "error"; readonly error: unknown };

const runStatusOf = { complete: "complete", stopped: "stopped", interrupted: "interrupted", error: "failed" } as const;

/**
 * Starts one run at once, in a fiber of `running` (the chat service's), and
 * returns its protocol events as a stream; every reader of the stream (and
 * of `input.control.log`) gets them all from the first, however late it
 * comes. The run does not depend on its readers: it goes on to its end when
 * they go away, and only a stop (`control.stopped`) or the service closing
 * (which closes `running`) cuts it short. The kernel's output is mirrored
 * into message parts as it streams; however the run ends (answer, stop,
 * failure, or the service closing) the assistant message and the run are
 * stored with what was produced, and — unless the service closed — exactly
 * one terminal event ends the log.
 */
export const startRun = (input: RunEventsInput, running: FiberSet.FiberSet<void>): Effect.Effect<Stream.Stream<StreamEvent>> =>
  Effect.gen(function* () {
    yield* runFiber(input).pipe(FiberSet.run(running, { startImmediately: true }));
    return input.control.log.read();
  });

/** The jobs to queue again once the run's end is stored: those that wait for the answer and can be brought forward (a dedupe key), due now. */
const dueOnceAnswered = (jobs: ReadonlyArray<NewJob>): ReadonlyArray<NewJob> =>
  jobs.flatMap(({ runAfter: _runAfter, delayMs: _delayMs, ...job }) => (job.dedupeKey === undefined ? [] : [job]));

const runFiber = (input: RunEventsInput) =>
  Effect.gen(function* () {
    const { run, model, actor, cache } = input;
    const { log } = input.control;
    const base = { threadId: run.thread.id, runId: run.runId, messageId: run.messageId };
    // The run records the turn: its messages, its writes and the cached thread (its opening rows are stored already).
    cache.set(run.userId, run.thread.id, { thread: run.thread, messages: run.history });
    let seq = 0;
    const push = (body: EventBody) =>
      Effect.sync(() => {
        if (log.isEnded) return;
        log.push({ ...body, ...base, seq: seq++ } as StreamEvent);
      });

    // The opening events go through `push` like every other event, so every
    // event object is built the same way (offering the prebuilt ones
    // directly measured 2-3 times fewer events per second in bench:agent).
    for (const event of input.opening) yield* push(bodyOf(event));
    // The run was started inside `ChatService.stream`: hand the thread back
    // so the caller can send these first events before the run's work begins.
    yield* Effect.yieldNow;
    // The turn's background work, asked once and queued as it is, behind the
    // opening rows, with the run's first writes; the run's end brings the
    // jobs that wait for the answer forward (see finalize).
    let turnJobs: TurnJobs | undefined;
    const queueTurnJobs = Effect.uninterruptible(
      Effect.suspend(() => {
        if (turnJobs !== undefined) return Effect.succeed(turnJobs);
        return Effect.flatMap(run.jobs, (jobs) => {
          turnJobs = jobs;
          const queued = [...jobs.queued, ...jobs.afterAnswer];
          return queued.length === 0 ? Effect.succeed(jobs) : Effect.as(actor.enqueue({ kind: "enqueueJobs", userId: run.userId, jobs: queued }), jobs);
        });
      }),
    );
    yield* queueTurnJobs;
    if (run.isNew && !model.info.offline && input.options.modelTitles) {
      yield* Effect.forkDetach(modelTitle(input, (title) => push({ type: "threadTitleUpdated", title })));
    }

    const builder = new MessageBuilder();
    /** The memories put into the answer's context, once the context is read. */
    let offered: ReadonlyArray<MemoryReference> = [];
    /** Those of them the answer drew on, once it is written (see finalize). */
    let memories: ReadonlyArray<MemoryReference> = [];
    // The stored answer: its parts, the answer it replaces and the memories it drew on.
    const contentOf = () => ({
      ...builder.content(),
      ...(run.replaces === undefined ? {} : { replaces: run.replaces }),
      ...(memories.length === 0 ? {} : { memories }),
    });
    let finalized = false;
    let lastCheckpoint = Date.now();
    // The partial answer as stored while the run goes on (status "streaming"):
    // what a crash leaves behind. Urgent, so the write-behind batch does not
    // hold it back. Never after the final save (see finalize).
    const checkpoint = Effect.suspend(() => {
      if (finalized) return Effect.void;
      lastCheckpoint = Date.now();
      return actor.enqueue({
        kind: "saveMessage",
        userId: run.userId,
        message: {
          id: run.messageId,
          threadId: run.thread.id,
          runId: run.runId,
          role: "assistant",
          // Like the final message, a checkpoint of a regenerated answer already stands in for the answer it replaces.
          content: contentOf(),
          status: "streaming",
          usage: builder.usage(model.info.id),
          createdAt: run.now,
        },
      }, true);
    });
    const checkpointDue = (event: KernelEvent) =>
      event.type === "toolResult" || Date.now() - lastCheckpoint >= input.options.checkpointIntervalMs ? checkpoint : Effect.void;
    yield* Effect.forkChild(Effect.forever(Effect.sleep(input.options.heartbeatMs).pipe(Effect.andThen(checkpoint))));
    const emit = (event: KernelEvent): Effect.Effect<void> => {
      builder.add(event);
      return Effect.andThen(emitEvent(event), checkpointDue(event));
    };
    const emitEvent = (event: KernelEvent): Effect.Effect<void> => {
      switch (event.type) {
        case "usage":
          return Effect.void;
        case "toolResult": {
          const { outcome } = event;
          return push({
            type: "toolResult",
            toolCallId: outcome.toolCallId,
            success: outcome.success,
            data: outcome.data,
            meta: outcome.meta,
            ...(outcome.error ? { error: outcome.error } : {}),
          });
        }
        default:
          return push(event);
      }
    };

    const finalize = (outcome: Outcome, notify: boolean) =>
      Effect.gen(function* () {
        if (finalized) return;
        finalized = true;
        const failure = outcome.status === "error" ? describeFailure(outcome.error) : null;
        if (failure) builder.addError(failure.code, failure.message);
        // Only the memories the answer drew on are reported with it, not every one it was offered.
        memories = memoriesUsedBy(offered, answerText(builder.content()));
        if (notify && memories.length > 0) yield* push({ type: "memories", memories });
        const finishedAt = yield* input.clock.now;
        const status: MessageStatus = outcome.status;
        const usage = builder.usage(model.info.id);
        const message: Message = {
          id: run.messageId,
          userId: run.userId,
          threadId: run.thread.id,
          runId: run.runId,
          role: "assistant",
          content: contentOf(),
          status,
          usage,
          createdAt: run.now,
          updatedAt: finishedAt,
        };
        yield* actor.enqueue({ kind: "saveMessage", userId: run.userId, message });
        yield* actor.enqueue(
          {
            kind: "updateRun",
            userId: run.userId,
            runId: run.runId,
            patch: {
              status: runStatusOf[outcome.status],
              finishedAt,
              error: failure ? { code: failure.code, message: failure.message } : null,
              usage,
            },
          },
          true,
        );
        // Behind the run's end in the actor's order, so the work that waits for the answer sees it stored.
        const answered = dueOnceAnswered((yield* queueTurnJobs).afterAnswer);
        if (answered.length > 0) yield* actor.enqueue({ kind: "enqueueJobs", userId: run.userId, jobs: answered }, true);
        const cached = cache.get(run.userId, run.thread.id);
        if (cached) cache.set(run.userId, run.thread.id, { ...cached, messages: [...cached.messages, message] });
        if (notify) {
          yield* failure
            ? push({ type: "error", code: failure.code, message: failure.message, retryable: failure.retryable })
            : push({ type: "done", message, usage });
        }
        log.end();
        input.onFinish();
      }).pipe(Effect.uninterruptible);

    // The turn's context first (the memories that bear on it join the prompt), then the model.
    const kernel = Effect.flatMap(input.context, (context) => {
      offered = context.memories;
      return runKernel(
        model,
        input.registry,
        {
          history: toModelHistory(run.history),
          allowlist: run.allowlist,
          context: { userId: run.userId, threadId: run.thread.id, timeZone: run.timeZone, now: run.now },
          options: input.options.kernel,
          ...(context.text === "" ? {} : { systemContext: context.text }),
          ...(context.vocabulary === undefined ? {} : { vocabulary: context.vocabulary }),
          ...(context.names === undefined ? {} : { names: context.names }),
          ...(context.journalSpan === undefined ? {} : { journalSpan: context.journalSpan }),
          ...(context.assets === undefined ? {} : { assets: context.assets }),
          ...(context.accounts === undefined ? {} : { accounts: context.accounts }),
        },
        emit,
      );
    });
    // A stop asked before the run started (see ChatService.open) wins over a kernel that would finish at once.
    const stoppedEarly = Deferred.isDoneUnsafe(input.control.stopped);
    const stoppedOutcome = (): Outcome => ({ status: input.control.interrupted ? "interrupted" : "stopped" });
    const outcome: Outcome = stoppedEarly ? stoppedOutcome() : yield* kernel.pipe(
      Effect.as<Outcome>({ status: "complete" }),
      Effect.raceFirst(Deferred.await(input.control.stopped).pipe(Effect.map(stoppedOutcome))),
      Effect.catch((error) => Effect.succeed<Outcome>({ status: "error", error })),
      Effect.catchDefect(() =>
        Effect.succeed<Outcome>({ status: "error", error: new InternalError({ message: "The run failed unexpectedly" }) }),
      ),
      Effect.onInterrupt(() => finalize({ status: "stopped" }, false)),
    );
    yield* finalize(outcome, true);
  });

/**
 * Asks the model for a short title and applies it only while the thread's
 * title is still the automatic one (never over a title the user set).
 */
const modelTitle = (input: RunEventsInput, announce: (title: string) => Effect.Effect<void>) =>
  Effect.gen(function* () {
    const { run } = input;
    const answer = yield* input.model.generate(titleRequest(run.content)).pipe(Effect.timeout(15_000));
    const title = cleanTitle(answer.text);
    if (title === null) return;
    yield* input.actor.flush.pipe(Effect.timeout(10_000));
    const current = yield* input.threads.get(run.userId, run.thread.id);
    if (current.titleSource !== "auto") return;
    const updated = yield* input.threads.update(run.userId, run.thread.id, { title, titleSource: "model" });
    const cached = input.cache.get(run.userId, run.thread.id);
    if (cached) input.cache.set(run.userId, run.thread.id, { ...cached, thread: updated });
    yield* announce(title);
  }).pipe(Effect.ignore);
