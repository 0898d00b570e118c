import type {
  Message,
  MessageId,
  StreamEvent,
  Thread,
  ThreadId,
  UserId,
  RunId,
  StorageError,
  ToolNotAllowed,
} from "@lifeos/core";
import {
  Clock,
  IdGenerator,
  InvalidInput,
  LanguageModel,
  MessageRepository,
  NotFound,
  PayloadTooLarge,
  RunRepository,
  ThreadRepository,
  UserRepository,
  unsafeId,
  MessageId as MessageIdSchema,
  RunId as RunIdSchema,
  ThreadId as ThreadIdSchema,
} from "@lifeos/core";
import { ToolRegistry } from "@lifeos/tools";
import type { Layer } from "effect";
import { Context, Effect, Layer as LayerModule, Option, Stream } from "effect";
import type { AiEnvironment } from "../AiEnvironment.js";
import type { ChatServiceConfig } from "./ChatServiceOptions.js";
import { resolveChatServiceOptions } from "./ChatServiceOptions.js";
import { ChatTurnHook } from "./ChatTurnHook.js";
import { loadThread } from "./loadThread.js";
import { makePersistenceActor } from "./PersistenceActor.js";
import { RunRegistry, RunRegistryStore, type RunOwner } from "./RunRegistry.js";
import { openingEvents, startRun } from "./runEvents.js";
import { SharedThreadCache, ThreadCache } from "./ThreadCache.js";
import { autoTitle } from "./titles.js";

export interface ChatStreamInput {
  readonly userId: UserId;
  /** Omit to start a new thread with this message. */
  readonly threadId?: ThreadId;
  readonly content: string;
  /** Tools this thread may call; omitted: the thread's own list, or the read-only tools for a new thread. */
  readonly allowlist?: ReadonlyArray<string>;
  /**
   * A message of the thread's recent conversation to take the place of. An
   * answer: it is regenerated from the question before it (`content` is
   * ignored; this is also how a failed answer is retried). A question: it is
   * replaced by `content` and answered afresh, branching the thread there.
   * What is replaced stays stored as an alternative (see `activePath`).
   */
  readonly replaces?: MessageId;
}

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

const timeZoneTtlMs = 60_000;

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
    // Runs are fibers of the service's scope: closing the layer stops them (stored as stopped) before the actor flushes.
    const scope = yield* Effect.scope;
    const cache = Option.getOrElse(yield* Effect.serviceOption(SharedThreadCache), () => new ThreadCache(options.cacheSize));
    // The process's registry when there is one (so stop and re-attach reach a run of any model stack in one lookup).
    const runs = Option.getOrElse(yield* Effect.serviceOption(RunRegistry), () => new RunRegistryStore(options.runLogLimit));
    const owner: RunOwner = { flush: actor.flush };
    // Users' time zones, read once per `timeZoneTtlMs` (a change made by another process shows within that time).
    const timeZones = new Map<UserId, { readonly zone: string; readonly readAt: number }>();

    const timeZoneOf = (userId: UserId) =>
      Effect.suspend(() => {
        const cached = timeZones.get(userId);
        if (cached !== undefined && Date.now() - cached.readAt < timeZoneTtlMs) return Effect.succeed(cached.zone);
        return users.get(userId).pipe(
          Effect.map((user) => user.timeZone),
          Effect.orElseSucceed(() => "UTC"),
          Effect.tap((zone) =>
            Effect.sync(() => {
              if (timeZones.size > 10_000) timeZones.clear();
              timeZones.set(userId, { zone, readAt: Date.now() });
            }),
          ),
        );
      });

    const validate = (content: string) => {
      if (content.trim() === "") return Effect.fail(new InvalidInput({ message: "The message is empty", field: "content" }));
      if (content.length > options.maxMessageChars) {
        return Effect.fail(
          new PayloadTooLarge({ message: `The message is longer than ${options.maxMessageChars} characters`, limit: options.maxMessageChars }),
        );
      }
      return Effect.void;
    };

    const open: ChatServiceShape["open"] = (input) =>
      Effect.gen(function* () {
        if (input.replaces !== undefined && input.threadId === undefined) {
          return yield* Effect.fail(new InvalidInput({ message: "replaces names a message of a thread: send threadId with it", field: "threadId" }));
        }
        if (input.replaces === undefined) yield* validate(input.content);
        const now = yield* clock.now;
        let thread: Thread;
        let history: ReadonlyArray<Message>;
        let isNew = false;
        if (input.threadId !== undefined) {
          const loaded = cache.get(input.userId, input.threadId) ??
            (yield* loadThread(threads, messages, input.userId, input.threadId, options.historyLimit).pipe(
              // A malformed id is a thread that does not exist; a storage failure stays what it is.
              Effect.catch((error) =>
                error._tag === "InvalidInput" ? Effect.fail(NotFound.of("thread", input.threadId!)) : Effect.fail(error),
              ),
            ));
          thread = loaded.thread;
          history = loaded.messages;
        } else {
          isNew = true;
          const threadId = unsafeId(ThreadIdSchema, yield* ids.next);
          const allowlist = yield* registry.resolveAllowlist(input.allowlist);
          thread = {
            id: threadId,
            userId: input.userId,
            title: autoTitle(input.content),
            titleSource: "auto",
            pinned: false,
            tags: [],
            config: { model: model.info.id, tools: [...allowlist] },
            createdAt: now,
            updatedAt: now,
          };
          history = [];
        }
        // A replacement continues the conversation from just before the replaced message.
        let content = input.content;
        let askAgain = true;
        /** The stored question a regeneration asks again. */
        let askedAgain: MessageId | null = null;
        if (input.replaces !== undefined) {
          const index = history.findIndex((message) => message.id === input.replaces);
          const replaced = history[index];
          if (replaced === undefined || replaced.role === "system") {
            return yield* Effect.fail(new InvalidInput({ message: "The message to replace is not in this conversation", field: "replaces" }));
          }
          if (replaced.role === "assistant") {
            const question = history.slice(0, index).findLast((message) => message.role === "user");
            if (question === undefined) {
              return yield* Effect.fail(new InvalidInput({ message: "There is no question before this answer to ask again", field: "replaces" }));
            }
            content = question.content.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
            askAgain = false;
            askedAgain = question.id;
          } else {
            yield* validate(input.content);
          }
          history = history.slice(0, index);
        }
        const replaces = input.replaces;
        let allowlist = yield* registry.resolveAllowlist(input.allowlist ?? thread.config.tools.filter((name) => registry.tools.some((tool) => tool.name === name)));
        const configChanged = !isNew && input.allowlist !== undefined && input.allowlist.join("\u0000") !== thread.config.tools.join("\u0000");
        if (configChanged) thread = { ...thread, config: { ...thread.config, tools: [...allowlist] } };
        allowlist = [...allowlist];
        const runId = unsafeId(RunIdSchema, yield* ids.next);
        const questionId: MessageId = unsafeId(MessageIdSchema, yield* ids.next);
        const assistantMessageId: MessageId = unsafeId(MessageIdSchema, yield* ids.next);
        const userMessageId: MessageId | null = askAgain ? questionId : null;
        // What another domain adds to the turn (memories for the system prompt), read before the run starts.
        const previous = history;
        const turnOf = (timeZone: string) => ({
          userId: input.userId,
          threadId: thread.id,
          messageId: userMessageId ?? askedAgain ?? questionId,
          content,
          sentAt: now,
          timeZone,
          previous,
        });
        const systemContext = Option.isSome(turnHook)
          ? yield* Effect.flatMap(timeZoneOf(input.userId), (timeZone) => turnHook.value.context(turnOf(timeZone))).pipe(Effect.catchCause(() => Effect.succeed("")))
          : "";
        const control = runs.register(input.userId, runId, owner);
        const opening = openingEvents({ thread, isNew, runId, messageId: assistantMessageId }, model.info);
        let started = false;
        const start = Effect.suspend(() => {
          if (started) return Effect.succeed<ChatStream>({ threadId: thread.id, runId, events: Stream.empty });
          started = true;
          return Effect.uninterruptible(begin()).pipe(
            Effect.tapError(() => Effect.sync(() => runs.remove(runId))),
          );
        });
        const begin = () =>
          Effect.gen(function* () {
            // The thread, the user message and the run are stored before the
            // run starts (and before the caller sends more than the opening
            // events), in one transaction: a crash from here on never loses
            // the question, and a failed write fails the request instead of
            // being acknowledged.
            const userMessage: Message | null =
              userMessageId === null
                ? null
                : {
                    id: userMessageId,
                    userId: input.userId,
                    threadId: thread.id,
                    runId,
                    role: "user",
                    content: { schemaVersion: 1, parts: [{ type: "text", text: content }], ...(replaces !== undefined ? { replaces } : {}) },
                    status: "complete",
                    usage: null,
                    createdAt: now,
                    updatedAt: now,
                  };
            yield* runRecords.start(input.userId, {
              ...(isNew
                ? { thread: { id: thread.id, title: thread.title, titleSource: "auto", config: thread.config } }
                : { threadPatch: { touchedAt: now, ...(configChanged ? { config: thread.config } : {}) } }),
              ...(userMessage === null ? {} : { question: userMessage }),
              run: { id: runId, threadId: thread.id, messageId: assistantMessageId, model: model.info.id, startedAt: now },
            });
            if (userMessage !== null) history = [...history, userMessage];
            const timeZone = yield* timeZoneOf(input.userId);
            // A regeneration stores no new question: there is nothing new to learn from.
            if (Option.isSome(turnHook) && userMessageId !== null) yield* turnHook.value.accepted(turnOf(timeZone)).pipe(Effect.catchCause(() => Effect.void));

            const events = yield* startRun({
              model,
              registry,
              clock,
              actor,
              cache,
              threads,
              options,
              control,
              opening,
              onFinish: () => runs.remove(runId),
              run: {
                userId: input.userId,
                thread,
                isNew,
                runId,
                messageId: assistantMessageId,
                history,
                content,
                ...(userMessage === null && replaces !== undefined ? { replaces } : {}),
                allowlist,
                now,
                timeZone,
                systemContext,
              },
            }, scope);
            return { threadId: thread.id, runId, events } satisfies ChatStream;
          });
        return { threadId: thread.id, runId, opening, start } satisfies ChatOpening;
      });

    const stream: ChatServiceShape["stream"] = (input) => Effect.flatMap(open(input), (opened) => opened.start);

    const service: ChatServiceShape = {
      stream,
      open,
      attach: (userId, runId, after) => Effect.sync(() => Option.map(runs.attach(userId, runId, after), (attached) => attached.events)),
      stop: (userId, runId) =>
        Effect.suspend(() => (runs.stop(userId, runId) ? Effect.void : Effect.fail(NotFound.of("run", runId)))),
      forgetThread: (userId, threadId) => Effect.sync(() => cache.delete(userId, threadId)),
      forgetUser: (userId) => Effect.sync(() => timeZones.delete(userId)),
      flush: actor.flush,
      interruptAll: (withinMs) =>
        Effect.suspend(() => {
          runs.interruptAll(owner);
          const settled = Effect.suspend(function wait(): Effect.Effect<void> {
            return runs.sizeOf(owner) === 0 ? Effect.void : Effect.sleep(10).pipe(Effect.andThen(Effect.suspend(wait)));
          });
          return settled.pipe(Effect.andThen(actor.flush), Effect.timeoutOption(withinMs), Effect.asVoid);
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
