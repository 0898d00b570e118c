import type { Effect } from "effect";
import { Context } from "effect";
import type { InvalidInput, ProviderError, Timeout } from "../common/errors.js";
import type { ModelUsage } from "../ai/LanguageModel.js";
import type { Language } from "../common/language.js";
import type { ComposerDecision } from "./composeReflection.js";
import type { ReflectionResult, ReflectionSource } from "./reflection.js";

/** The agents of one reflection: the ingestor, a coach, or the model composer. */
export type ReflectionAgent = "ingestor" | ReflectionSource | "composer";

/** How an agent's call ended. */
export type AgentOutcome = "ok" | "error" | "timeout";

/**
 * Told what happens during a reflection, for metrics and logs: never the
 * journal text, only names, durations, counts and token usage.
 */
export interface ReflectionObserver {
  readonly agent: (agent: ReflectionAgent, durationMs: number, outcome: AgentOutcome, usage: ModelUsage | null) => void;
  /** Absent when nothing is logged: the reflection then builds no log fields (`observer.log?.(…)` skips its arguments). */
  readonly log?: (event: string, fields: Readonly<Record<string, string | number | boolean>>) => void;
}

export interface ReflectInput {
  /** The journal text, 1..10,000 characters (checked again here). */
  readonly text: string;
  readonly question?: string | undefined;
  /**
   * The language to answer in, when the caller knows the one the person speaks (a chat turn's).
   * Absent: the question's language when it tells, else the text's (see `reflectionLanguage`).
   */
  readonly language?: Language | undefined;
  /** The request's trace id, returned as `trace_id`. */
  readonly traceId: string;
}

export interface ReflectionOutcome {
  readonly result: ReflectionResult;
  /** What the code composer kept and dropped (empty when the model composed). */
  readonly decisions: ReadonlyArray<ComposerDecision>;
  /** Which composer made the prompts and advice. */
  readonly composer: "code" | "model";
  /** True when no model was used at all. */
  readonly offline: boolean;
}

export interface ReflectorService {
  /**
   * Reflects on one journal text: the ingestor (summary, themes, mood), then
   * the three coaches in parallel, each under its own timeout and skipped
   * (named in `warnings`) when it fails; then the composer. Fails with
   * `InvalidInput` for an empty or over-long text, `ProviderError` when the
   * ingestor fails (no coach is called), `Timeout` past the global deadline.
   * A text that suggests self-harm gets a pointer to professional help
   * instead of coaching.
   */
  readonly reflect: (input: ReflectInput, observer?: ReflectionObserver) => Effect.Effect<ReflectionOutcome, InvalidInput | ProviderError | Timeout>;
}

/** Reflection on a journal text with the stack's model (or offline). */
export class Reflector extends Context.Service<Reflector, ReflectorService>()("@lifeos/core/Reflector") {}
