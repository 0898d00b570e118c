import type { RunId, StorageError, StreamEvent, ThreadId, ToolNotAllowed, UserId } from "@lifeos/core";
import {
  Clock,
  IdGenerator,
  LanguageModel,
  MessageRepository,
  NotFound,
  RunRepository,
  ThreadRepository,
  UserRepository,
} from "@lifeos/core";
import { ToolRegistry } from "@lifeos/tools";
import type { Layer } from "effect";
import { Context, Effect, FiberSet, Layer as LayerModule, Option, Stream } from "effect";
import type { AiEnvironment } from "../AiEnvironment.js";
import type { ChatServiceConfig } from "./ChatServiceOptions.js";
import { resolveChatServiceOptions } from "./ChatServiceOptions.js";
import { ChatTurnHook } from "./ChatTurnHook.js";
import { UserVocabulary } from "./UserVocabulary.js";
import { makePersistenceActor } from "./PersistenceActor.js";
import { type ChatStreamInput, prepareTurn, type PreparedTurn } from "./prepareTurn.js";
import type { RunLogSubscriber } from "./RunLog.js";
import { RunRegistry, RunRegistryStore, type RunOwner } from "./RunRegistry.js";
import { startRun } from "./runEvents.js";
import { SharedThreadCache, ThreadCache } from "./ThreadCache.js";
import { SharedTimeZoneCache, TimeZoneCache } from "./TimeZoneCache.js";

export type { ChatStreamInput };

export interface ChatStream {
  readonly threadId: ThreadId;
  readonly runId: RunId;
  /**
   * The run's events per DESIGN.md: `system` first, `seq` strictly
   * increasing, every `toolResult` after its `toolCall`, exactly one
   * terminal event (`done` or `error`). The stream never fails. The run
   * starts at once and does not wait for, or depend on, readers: each
   * reader of the stream gets every event from the first, and a reader that
   * goes away (a client disconnect) leaves the run going to its end, stored
   * as usual. Only `stop` (or shutdown) cuts a run short.
   */
  readonly events: Stream.Stream<StreamEvent>;
  /**
   * The same events as `events`, handed to `subscriber` as the run produces
   * them (see `RunLog.subscribe`: the ones so far before this returns);
   * returns what detaches it, which leaves the run going. For a writer that
   * needs no fiber per reader.
   */
  readonly subscribe: (subscriber: RunLogSubscriber) => () => void;
}

/**
 * A run whose ids are reserved and whose opening events are known, not yet
 * started (see `ChatServiceShape.open`).
 */
export interface ChatOpening {
  readonly threadId: ThreadId;
  readonly runId: RunId;
  /** The run's first events (`system`, and a new thread's title): the first elements of the started stream too. */
  readonly opening: ReadonlyArray<StreamEvent>;
  /** Everything decided about the turn before anything is stored. */
  readonly turn: PreparedTurn;
  /**
   * Stores the thread (when new), the user message and the run (failing
   * with the storage error when it cannot; nothing is then started) and
   * starts the run, as `stream` does; it is not interruptible (to stop the
   * run, use `stop`: ending the returned stream only stops reading it). Run it exactly once (a second run
   * gives a stream without events): a run that is never started stays
   * registered.
   */
  readonly start: Effect.Effect<ChatStream, StorageError>;
}

export interface ChatServiceShape {
  /**
   * Accepts a user message: validates it, creates the thread on the first
   * message (titled at once from the message), stores the user message and
   * a run through the write-behind actor, and returns the run's event stream.
   */
  readonly stream: (
    input: ChatStreamInput,
  ) => Effect.Effect<ChatStream, StorageError | ToolNotAllowed>;
  /**
   * `stream` in two steps, for a caller that sends the opening events before
   * anything else: validates the message, finds the thread (reading it only
   * when it is not cached; a new thread needs no I/O), reserves the ids,
   * registers the run so `stop` reaches it at once, and returns its opening
   * events and `start`, which does the rest. A stop asked before `start`
   * ends the run as soon as it starts (stored as stopped).
   */
  readonly open: (
    input: ChatStreamInput,
  ) => Effect.Effect<ChatOpening, StorageError | ToolNotAllowed>;
  /**
   * The events of a run of this user that is active in this service, with
   * `seq` greater than `after` (what is kept of them, see RunLog), then the
   * live ones until the terminal event; `None` when the run is not active
   * here (finished, another user's, or unknown: read what is stored).
   */
  readonly attach: (userId: UserId, runId: RunId, after: number) => Effect.Effect<Option.Option<Stream.Stream<StreamEvent>>>;
  /** Stops a running run of this user (`NotFound` when there is none); its stream ends with `done` (status "stopped"). */
  readonly stop: (userId: UserId, runId: RunId) => Effect.Effect<void, NotFound>;
  /** Drops a thread from the cache (call after renaming or deleting it elsewhere). */
  readonly forgetThread: (userId: UserId, threadId: ThreadId) => Effect.Effect<void>;
  /**
   * Drops what is cached of the user (their time zone); call after changing
   * the user. Without it a change made elsewhere is seen within a minute.
   * With a `SharedTimeZoneCache`, forgetting the user there is the same.
   */
  readonly forgetUser: (userId: UserId) => Effect.Effect<void>;
  /** Waits until every write enqueued so far is stored. */
  readonly flush: Effect.Effect<void>;
  /**
   * For shutdown: ends every active run at once with status "interrupted"
   * (its stream gets a `done` event whose message says so), waits up to
   * `withinMs` for them to finish and for their writes to be stored.
   */
  readonly interruptAll: (withinMs: number) => Effect.Effect<void>;
}

/** `subscribe` of a stream without events. */
const noEvents = (subscriber: RunLogSubscriber) => {
  subscriber.end();
  return () => {};
};

const makeService = (config: ChatServiceConfig) =>
  Effect.gen(function* () {
    const options = resolveChatServiceOptions(config);
    const model = yield* LanguageModel;
    const registry = yield* ToolRegistry;
    const clock = yield* Clock;
    const ids = yield* IdGenerator;
    const threads = yield* ThreadRepository;
    const messages = yield* MessageRepository;
    const users = yield* UserRepository;
    const runRecords = yield* RunRepository;
    const actor = yield* makePersistenceActor(options.persistence);
    const turnHook = yield* Effect.serviceOption(ChatTurnHook);
    const vocabulary = yield* Effect.serviceOption(UserVocabulary);
    // Runs are fibers of the service's scope: closing the layer stops them (stored as stopped) before the actor flushes.
    const running = yield* FiberSet.make<void>();
    const cache = Option.getOrElse(yield* Effect.serviceOption(SharedThreadCache), () => new ThreadCache(options.cacheSize));
    // The process's registry when there is one (so stop and re-attach reach a run of any model stack in one lookup).
    const runs = Option.getOrElse(yield* Effect.serviceOption(RunRegistry), () => new RunRegistryStore(options.runLogLimit));
    const owner: RunOwner = { flush: actor.flush, enqueued: actor.enqueued, stored: (position) => actor.applied() >= position };
    // Users' time zones, read at most once a minute (the process's cache when there is one).
    const timeZones = Option.getOrElse(yield* Effect.serviceOption(SharedTimeZoneCache), () => new TimeZoneCache());
    const timeZoneOf = (userId: UserId) =>
      timeZones.of(userId, users.get(userId).pipe(Effect.map((user) => user.timeZone), Effect.orElseSucceed(() => "UTC")));

    const deps = { options, model, registry, clock, ids, threads, messages, cache, timeZoneOf, turnHook, vocabulary };

    /** Stores the turn's rows in one transaction, then starts its run: its stream of events, the opening events first. */
    const startTurn = (turn: PreparedTurn, control: ReturnType<RunRegistryStore["register"]>) =>
      Effect.gen(function* () {
        // Stored before the run starts (and before the caller sends
        // anything): a crash from here on never loses the question, and a
        // failed write fails the request instead of being acknowledged.
        yield* runRecords.start(turn.userId, turn.rows);
        const events = yield* startRun(
          { model, registry, clock, actor, cache, threads, options, control, opening: turn.opening, context: turn.context, onFinish: () => runs.finish(turn.runId), run: turn },
          running,
        );
        const subscribe = (subscriber: RunLogSubscriber) => control.log.subscribe(-1, subscriber);
        return { threadId: turn.thread.id, runId: turn.runId, events, subscribe } satisfies ChatStream;
      });

    const open: ChatServiceShape["open"] = (input) =>
      Effect.map(prepareTurn(deps, input), (turn) => {
        const control = runs.register(turn.userId, turn.runId, owner);
        let started = false;
        const start = Effect.suspend(() => {
          if (started) return Effect.succeed<ChatStream>({ threadId: turn.thread.id, runId: turn.runId, events: Stream.empty, subscribe: noEvents });
          started = true;
          return Effect.uninterruptible(startTurn(turn, control)).pipe(Effect.tapError(() => Effect.sync(() => runs.remove(turn.runId))));
        });
        return { threadId: turn.thread.id, runId: turn.runId, opening: turn.opening, turn, start } satisfies ChatOpening;
      });

    const stream: ChatServiceShape["stream"] = (input) => Effect.flatMap(open(input), (opened) => opened.start);

    const service: ChatServiceShape = {
      stream,
      open,
      attach: (userId, runId, after) => Effect.sync(() => Option.map(runs.attach(userId, runId, after), (attached) => attached.events)),
      stop: (userId, runId) =>
        Effect.suspend(() => (runs.stop(userId, runId) ? Effect.void : Effect.fail(NotFound.of("run", runId)))),
      forgetThread: (userId, threadId) => Effect.sync(() => cache.delete(userId, threadId)),
      forgetUser: (userId) => Effect.sync(() => timeZones.forget(userId)),
      flush: actor.flush,
      interruptAll: (withinMs) =>
        Effect.suspend(() => {
          runs.interruptAll(owner);
          return FiberSet.awaitEmpty(running).pipe(Effect.andThen(actor.flush), Effect.timeoutOption(withinMs), Effect.asVoid);
        }),
    };
    return service;
  });

/**
 * The chat application service: one implementation, built from the
 * `AiEnvironment`. Its layer owns the write-behind actor: closing the layer
 * flushes every queued write.
 */
export class ChatService extends Context.Service<ChatService, ChatServiceShape>()("@lifeos/agent/ChatService") {
  static readonly layer: Layer.Layer<ChatService, never, AiEnvironment> = LayerModule.effect(ChatService, makeService({}));
  /** The layer with non-default limits (kernel, persistence, cache, message size). */
  static layerWith(config: ChatServiceConfig): Layer.Layer<ChatService, never, AiEnvironment> {
    return LayerModule.effect(ChatService, makeService(config));
  }
}
