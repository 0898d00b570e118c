import type { CoachAnswer, ComposerInput, Ingestion, Language, ModelError, ModelUsage, ReflectionPrompt, ReflectionSource } from "@lifeos/core";
import type { Effect } from "effect";

/** An agent's answer and the tokens it cost (null offline or when the provider did not say). */
export interface AgentReply<A> {
  readonly value: A;
  readonly usage: ModelUsage | null;
}

/** What the reflection is orchestrated over: a model's agents, or the offline ones. */
export interface ReflectionAgents {
  /** True when no model is involved. */
  readonly offline: boolean;
  readonly ingest: (text: string, language: Language) => Effect.Effect<AgentReply<Ingestion>, ModelError>;
  readonly coach: (source: ReflectionSource, text: string, ingestion: Ingestion, language: Language) => Effect.Effect<AgentReply<CoachAnswer>, ModelError>;
  /** The model composer (absent offline). */
  readonly compose?: (input: ComposerInput) => Effect.Effect<AgentReply<{ prompts: ReadonlyArray<ReflectionPrompt>; advice: string }>, ModelError>;
}
