import type { Effect, Stream } from "effect";
import { Context } from "effect";
import type { InvalidInput, MissingApiKey, ProviderError, RateLimited, Timeout } from "../common/errors.js";
import type { LocalDate } from "../common/time.js";

/** What a model can do. The kernel never offers tools to a model without `tools`. */
export interface ModelCapabilities {
  readonly tools: boolean;
  readonly reasoning: boolean;
  readonly vision: boolean;
  readonly structuredOutput: boolean;
}

export interface ModelInfo {
  /** The model id as the provider knows it, e.g. "gpt-4.1-mini" or "offline". */
  readonly id: string;
  readonly provider: string;
  /** True for the offline planner: no AI model is involved. */
  readonly offline: boolean;
  readonly capabilities: ModelCapabilities;
  /** Tokens of context the model accepts (prompt plus output). */
  readonly contextWindow: number;
}

/** A tool as offered to a model: a name, a description, and a JSON Schema for its arguments. */
export interface ToolSpec {
  readonly name: string;
  readonly description: string;
  readonly parameters: Readonly<Record<string, unknown>>;
}

export interface ModelToolCall {
  readonly id: string;
  readonly name: string;
  /** The arguments as the model wrote them: a JSON text, possibly malformed. */
  readonly arguments: string;
}

/** Conversation history in a provider-neutral shape. */
export type ModelMessage =
  | { readonly role: "user"; readonly content: string }
  | {
      readonly role: "assistant";
      readonly content: string;
      readonly toolCalls?: ReadonlyArray<ModelToolCall>;
    }
  | { readonly role: "tool"; readonly toolCallId: string; readonly name: string; readonly content: string };

export interface ModelRequest {
  readonly system: string;
  readonly messages: ReadonlyArray<ModelMessage>;
  readonly tools?: ReadonlyArray<ToolSpec>;
  readonly maxOutputTokens?: number;
  /** Ask for one JSON object matching the schema (structured output). */
  readonly responseFormat?: { readonly name: string; readonly schema: Readonly<Record<string, unknown>> };
  readonly temperature?: number;
  /** The instant the system prompt calls "now" (the offline model plans relative dates from it). */
  readonly now?: Date;
  /** The user's IANA time zone, for the same purpose. */
  readonly timeZone?: string;
  /**
   * The words of the user's own data (lower case, accents folded): the
   * journal's words and the names of the people and places remembered. The
   * offline model reads a message against them (a friend's name is no typo;
   * a slip is mended towards a word of the journal); a remote model is not sent them.
   */
  readonly vocabulary?: ReadonlySet<string>;
  /**
   * The names among those words (lower case, accents folded): the words the
   * user writes capitalised inside a sentence and never in lower case, and the
   * names of the people and places remembered. The offline model reads them
   * as names in a message typed in lower case ("who is ana?"); a remote model
   * is not sent them.
   */
  readonly names?: ReadonlySet<string>;
  /**
   * The dates of the user's first and last journal entries, for the offline
   * model: a month or season named without a year ("summarise May") is the
   * latest one the journal reaches, when the latest on the calendar is past
   * its last entry. Absent without a journal.
   */
  readonly journalSpan?: JournalSpan;
  /**
   * The assets of the user's portfolio (held or once traded), for the
   * offline model: a question naming one ("what is VWCE?", "como está a
   * Apple?") is about the portfolio, and a capitalised word that names none
   * is not looked up there. Absent when not known (then any capitalised
   * name may be an asset); empty without a portfolio.
   */
  readonly assets?: ReadonlyArray<KnownAsset>;
  /**
   * The names of the user's portfolio accounts, for the offline model: a
   * question naming one ("what's in my PPR?", "quanto tenho no T212?") is
   * about that account, and its name is no ticker or person. Absent when not
   * known; empty without a portfolio.
   */
  readonly accounts?: ReadonlyArray<string>;
}

/** One asset of the user's portfolio, as the offline model is told it (`ModelRequest.assets`). */
export interface KnownAsset {
  /** As stored: upper case ("VWCE", "BRK.B"). */
  readonly symbol: string;
  /** As the user or their broker wrote it; "" when none. */
  readonly name: string;
}

/** The dates of a journal's first and last entries. */
export interface JournalSpan {
  readonly first: LocalDate;
  readonly last: LocalDate;
}

export interface ModelUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** What a model streams. A tool call is emitted once, complete, after its deltas were assembled. */
export type ModelStreamPart =
  | { readonly type: "textDelta"; readonly delta: string }
  | { readonly type: "reasoningDelta"; readonly delta: string }
  | { readonly type: "toolCall"; readonly call: ModelToolCall }
  | { readonly type: "usage"; readonly usage: ModelUsage }
  | { readonly type: "finish"; readonly reason: "stop" | "toolCalls" | "length" | "contentFilter" | "other" };

export type ModelError = ProviderError | RateLimited | Timeout | MissingApiKey | InvalidInput;

export interface LanguageModelService {
  readonly info: ModelInfo;
  /**
   * Streams one model turn. Interrupting the stream cancels the provider
   * request. Errors raised before any output are retryable by the caller;
   * the adapter itself does not retry.
   */
  readonly stream: (request: ModelRequest) => Stream.Stream<ModelStreamPart, ModelError>;
  /** One complete answer as text (used for titles, summaries and structured output). */
  readonly generate: (request: ModelRequest) => Effect.Effect<{ text: string; usage: ModelUsage | null }, ModelError>;
}

export class LanguageModel extends Context.Service<LanguageModel, LanguageModelService>()(
  "@lifeos/core/LanguageModel",
) {}
