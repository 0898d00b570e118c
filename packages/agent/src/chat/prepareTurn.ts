import type {
  ClockService,
  IdGeneratorService,
  LanguageModelService,
  Message,
  MessageId,
  MessageRepositoryService,
  RunOpening,
  StorageError,
  StreamEvent,
  Thread,
  ThreadId,
  ThreadRepositoryService,
  ToolNotAllowed,
  UserId,
} from "@lifeos/core";
import {
  InvalidInput,
  NotFound,
  PayloadTooLarge,
  unsafeId,
  MessageId as MessageIdSchema,
  RunId as RunIdSchema,
  ThreadId as ThreadIdSchema,
} from "@lifeos/core";
import type { ToolRegistryService } from "@lifeos/tools";
import { Effect, Option } from "effect";
import type { ChatServiceOptions } from "./ChatServiceOptions.js";
import type { ChatTurn, ChatTurnHookService, TurnContext } from "./ChatTurnHook.js";
import { emptyTurnContext, noTurnJobs } from "./ChatTurnHook.js";
import type { UserVocabularyService } from "./UserVocabulary.js";
import { loadThread } from "./loadThread.js";
import { openingEvents, type RunInput } from "./runEvents.js";
import type { ThreadCache } from "./ThreadCache.js";
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

/**
 * One turn, ready to run: everything decided before anything is stored.
 * A plain value: storing `rows` and running it (see `ChatService.open`) is
 * all that is left.
 */
export interface PreparedTurn extends RunInput {
  /**
   * What the turn hook adds to the system prompt (the memories that bear on
   * the message), not yet looked up: the run asks for it once its opening
   * events are out, so they never wait for the search. Never fails.
   */
  readonly context: Effect.Effect<TurnContext>;
  /** The run's first events, `seq` 0 on (see `openingEvents`). */
  readonly opening: ReadonlyArray<StreamEvent>;
  /** What is stored, in one transaction, before the run starts (see `RunRepository.start`). */
  readonly rows: RunOpening;
}

export interface PrepareTurnDeps {
  readonly options: ChatServiceOptions;
  readonly model: LanguageModelService;
  readonly registry: ToolRegistryService;
  readonly clock: ClockService;
  readonly ids: IdGeneratorService;
  readonly threads: ThreadRepositoryService;
  readonly messages: MessageRepositoryService;
  readonly cache: ThreadCache;
  readonly timeZoneOf: (userId: UserId) => Effect.Effect<string>;
  readonly turnHook: Option.Option<ChatTurnHookService>;
  readonly vocabulary: Option.Option<UserVocabularyService>;
}

const textOf = (message: Message) => message.content.parts.map((part) => (part.type === "text" ? part.text : "")).join("");

/**
 * Prepares a turn from a user's message: validates it, finds the thread
 * (from the cache, else storage; a new thread needs no I/O), resolves a
 * replacement (an answer asked again from its question, or a question
 * edited, the conversation cut just before it), the tool allowlist, the ids,
 * and what is stored before the run starts; what the turn hook adds to the
 * system prompt (`context`) and the background work it asks for (`jobs`)
 * are left to the run. Stores nothing.
 */
export const prepareTurn = (deps: PrepareTurnDeps, input: ChatStreamInput): Effect.Effect<PreparedTurn, StorageError | ToolNotAllowed> =>
  Effect.gen(function* () {
    const { options, model, registry, ids } = deps;
    const validate = (content: string) => {
      if (content.trim() === "") return Effect.fail(new InvalidInput({ message: "The message is empty", field: "content" }));
      if (content.length > options.maxMessageChars) {
        return Effect.fail(
          new PayloadTooLarge({ message: `The message is longer than ${options.maxMessageChars} characters`, limit: options.maxMessageChars }),
        );
      }
      return Effect.void;
    };
    if (input.replaces !== undefined && input.threadId === undefined) {
      return yield* Effect.fail(new InvalidInput({ message: "replaces names a message of a thread: send threadId with it", field: "threadId" }));
    }
    if (input.replaces === undefined) yield* validate(input.content);
    const now = yield* deps.clock.now;
    let thread: Thread;
    let history: ReadonlyArray<Message>;
    const isNew = input.threadId === undefined;
    if (input.threadId !== undefined) {
      const threadId = input.threadId;
      const loaded = deps.cache.get(input.userId, threadId) ??
        (yield* loadThread(deps.threads, deps.messages, input.userId, threadId, options.historyLimit).pipe(
          // A malformed id is a thread that does not exist; a storage failure stays what it is.
          Effect.catch((error) => (error._tag === "InvalidInput" ? Effect.fail(NotFound.of("thread", threadId)) : Effect.fail(error))),
        ));
      thread = loaded.thread;
      history = loaded.messages;
    } else {
      const allowlist = yield* registry.resolveAllowlist(input.allowlist);
      thread = {
        id: unsafeId(ThreadIdSchema, yield* ids.next),
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
    /** The stored question a regeneration asks again (no new question is stored then). */
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
        content = textOf(question);
        askedAgain = question.id;
      } else {
        yield* validate(input.content);
      }
      history = history.slice(0, index);
    }
    const allowlist = [...(yield* registry.resolveAllowlist(input.allowlist ?? thread.config.tools.filter((name) => registry.tools.some((tool) => tool.name === name))))];
    const configChanged = !isNew && input.allowlist !== undefined && input.allowlist.join("\u0000") !== thread.config.tools.join("\u0000");
    if (configChanged) thread = { ...thread, config: { ...thread.config, tools: allowlist } };
    const runId = unsafeId(RunIdSchema, yield* ids.next);
    const questionId: MessageId = unsafeId(MessageIdSchema, yield* ids.next);
    const messageId: MessageId = unsafeId(MessageIdSchema, yield* ids.next);
    const question: Message | null =
      askedAgain !== null
        ? null
        : {
            id: questionId,
            userId: input.userId,
            threadId: thread.id,
            runId,
            role: "user",
            content: { schemaVersion: 1, parts: [{ type: "text", text: content }], ...(input.replaces !== undefined ? { replaces: input.replaces } : {}) },
            status: "complete",
            usage: null,
            createdAt: now,
            updatedAt: now,
          };
    const timeZone = yield* deps.timeZoneOf(input.userId);
    const turn: ChatTurn = { userId: input.userId, threadId: thread.id, messageId: askedAgain ?? questionId, content, sentAt: now, timeZone, previous: history };
    // What another domain adds to the turn (memories for the system prompt): read by the run, after its first events.
    const hooked = Option.isSome(deps.turnHook)
      ? deps.turnHook.value.context(turn).pipe(Effect.catchCause(() => Effect.succeed(emptyTurnContext)))
      : Effect.succeed(emptyTurnContext);
    // The user's own words, beside it, for the offline model (a remote one is not sent them): it reads a friend's name
    // as a name, not a typo.
    const context = Option.isSome(deps.vocabulary) && model.info.offline
      ? Effect.all([hooked, deps.vocabulary.value.read(input.userId)], { concurrency: 2 }).pipe(
          Effect.map(([found, own]): TurnContext => ({
            ...found,
            vocabulary: own.words,
            names: own.names,
            ...(own.journalSpan === null ? {} : { journalSpan: own.journalSpan }),
            ...(own.assets === null ? {} : { assets: own.assets }),
            ...(own.accounts === null ? {} : { accounts: own.accounts }),
          })),
        )
      : hooked;
    // The background work a new question asks for (none for a regeneration: nothing new to learn from).
    // Suspended: the hook is asked only when the run asks, after the opening events are out.
    const hook = deps.turnHook;
    const jobs = Option.isSome(hook) && question !== null
      ? Effect.suspend(() => hook.value.jobs(turn)).pipe(Effect.catchCause(() => Effect.succeed(noTurnJobs)))
      : Effect.succeed(noTurnJobs);
    const rows: RunOpening = {
      ...(isNew
        ? { thread: { id: thread.id, title: thread.title, titleSource: "auto", config: thread.config } }
        : { threadPatch: { touchedAt: now, ...(configChanged ? { config: thread.config } : {}) } }),
      ...(question === null ? {} : { question }),
      run: { id: runId, threadId: thread.id, messageId, model: model.info.id, startedAt: now },
    };
    return {
      userId: input.userId,
      thread,
      isNew,
      runId,
      messageId,
      history: question === null ? history : [...history, question],
      content,
      ...(question === null && input.replaces !== undefined ? { replaces: input.replaces } : {}),
      allowlist,
      now,
      timeZone,
      context,
      jobs,
      opening: openingEvents({ thread, isNew, runId, messageId }, model.info),
      rows,
    } satisfies PreparedTurn;
  });
