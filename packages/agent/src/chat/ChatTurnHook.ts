import type { JournalSpan, KnownAsset, MemoryReference, Message, MessageId, NewJob, ThreadId, UserId } from "@lifeos/core";
import { Context } from "effect";
import type { Effect } from "effect";

/** One user message as the chat service accepted it. */
export interface ChatTurn {
  readonly userId: UserId;
  readonly threadId: ThreadId;
  readonly messageId: MessageId;
  readonly content: string;
  readonly sentAt: Date;
  readonly timeZone: string;
  /** The thread's messages before this one, oldest first (at most the history limit). */
  readonly previous: ReadonlyArray<Message>;
}

/** What a turn's system prompt gains: the text, and the memories it carries (shown with the answer). */
export interface TurnContext {
  /** "" for none. */
  readonly text: string;
  readonly memories: ReadonlyArray<MemoryReference>;
  /** The user's own words (see `UserVocabulary`), handed to the model with the turn; absent without that service. */
  readonly vocabulary?: ReadonlySet<string>;
  /** The names among them (see `UserVocabulary`); absent without that service. */
  readonly names?: ReadonlySet<string>;
  /** The dates of the user's first and last journal entries (see `UserVocabulary`); absent without a journal or that service. */
  readonly journalSpan?: JournalSpan;
  /** The assets of the user's portfolio (see `UserVocabulary`); absent when not known. */
  readonly assets?: ReadonlyArray<KnownAsset>;
  /** The names of the portfolio's accounts (see `UserVocabulary`); absent when not known. */
  readonly accounts?: ReadonlyArray<string>;
}

export const emptyTurnContext: TurnContext = { text: "", memories: [] };

/** The background work of an accepted message (see `ChatTurnHookService.jobs`). */
export interface TurnJobs {
  /** Queued as they are, with the run's first writes. */
  readonly queued: ReadonlyArray<NewJob>;
  /**
   * Work that must see the answer (learning from the message changes what
   * the answer's tools read). Each has a dedupe key and is queued with the
   * run's first writes due later, by its own delay: the safety net should
   * the run's end never be stored (the process died). Once the run's end is
   * stored, each is queued again due now, which brings the queued job
   * forward (see `JobQueue.enqueue`); one without a dedupe key only has its
   * delay.
   */
  readonly afterAnswer: ReadonlyArray<NewJob>;
}

export const noTurnJobs: TurnJobs = { queued: [], afterAnswer: [] };

export interface ChatTurnHookService {
  /**
   * Context for this turn's system prompt (what the assistant remembers that
   * bears on the message, and which memories those are), or
   * `emptyTurnContext`. Asked before the model runs; it never fails the
   * run: a failure reads as empty.
   */
  readonly context: (turn: ChatTurn) => Effect.Effect<TurnContext>;
  /**
   * Background work for the accepted message: the jobs to queue. Asked once
   * by the run, after its opening events are out, and queued with its first
   * writes (not in the opening transaction, which the stream's first byte
   * waits for). It never fails the run: a failure queues nothing.
   */
  readonly jobs: (turn: ChatTurn) => Effect.Effect<TurnJobs>;
}

/**
 * What another domain adds to every chat turn (memory: the memories put
 * into context, and learning from the message afterwards). Optional: a
 * chat service without it runs as before.
 */
export class ChatTurnHook extends Context.Service<ChatTurnHook, ChatTurnHookService>()("@lifeos/agent/ChatTurnHook") {}
