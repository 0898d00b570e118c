import type { ComposerLimits } from "@lifeos/core";
import { defaultComposerLimits } from "@lifeos/core";

/** The bounds and timeouts of a reflection (configuration; see the server's README section). */
export interface ReflectionOptions {
  /** Each coach's (and the ingestor's) own timeout. Default 8 s. */
  readonly agentTimeoutMs: number;
  /** The whole reflection's deadline. Default 25 s. */
  readonly deadlineMs: number;
  /** The model composer's timeout. Default 10 s. */
  readonly composerTimeoutMs: number;
  /** Compose with the model (falling back to the code composer) instead of code. Default false. */
  readonly llmComposer: boolean;
  /** Largest random wait before the one retry of a provider 5xx. Default 250 ms. */
  readonly retryJitterMs: number;
  /** Model composer failures in a row that open the circuit breaker. Default 3. */
  readonly breakerFailures: number;
  /** How long the breaker stays open before one trial call. Default 60 s. */
  readonly breakerOpenMs: number;
  readonly limits: ComposerLimits;
}

export const defaultReflectionOptions: ReflectionOptions = {
  agentTimeoutMs: 8_000,
  deadlineMs: 25_000,
  composerTimeoutMs: 10_000,
  llmComposer: false,
  retryJitterMs: 250,
  breakerFailures: 3,
  breakerOpenMs: 60_000,
  limits: defaultComposerLimits,
};
