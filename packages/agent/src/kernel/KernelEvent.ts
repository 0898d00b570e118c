import type { ModelUsage } from "@lifeos/core";
import type { ToolCallOutcome } from "@lifeos/tools";

/** What the kernel reports while it runs, in order; the chat service turns these into stream events. */
export type KernelEvent =
  | { readonly type: "textDelta"; readonly delta: string }
  | { readonly type: "reasoningDelta"; readonly delta: string }
  /** `arguments` is the parsed JSON, or the raw text when it was not JSON. */
  | { readonly type: "toolCall"; readonly id: string; readonly name: string; readonly arguments: unknown }
  | { readonly type: "toolResult"; readonly outcome: ToolCallOutcome }
  | { readonly type: "usage"; readonly usage: ModelUsage };

/** Limits of one run. */
export interface KernelOptions {
  /** Model turns per run (default 10); the last turn is offered no tools so the model must answer. */
  readonly maxTurns: number;
  /** Tool calls per run across all turns (default 20). */
  readonly maxToolCalls: number;
  /** Tool calls running at once (default 4). */
  readonly toolConcurrency: number;
  /** Attempts per model turn, counting the first (default 3). */
  readonly maxAttempts: number;
  /** First backoff delay; doubles per attempt unless the provider sent Retry-After (default 500 ms). */
  readonly retryBaseDelayMs: number;
  /** Longest wait honoured from Retry-After (default 30 s). */
  readonly maxRetryDelayMs: number;
  /** Tokens kept free for the model's answer when fitting history (default 4096). */
  readonly outputReserveTokens: number;
}

export const defaultKernelOptions: KernelOptions = {
  maxTurns: 10,
  maxToolCalls: 20,
  toolConcurrency: 4,
  maxAttempts: 3,
  retryBaseDelayMs: 500,
  maxRetryDelayMs: 30_000,
  outputReserveTokens: 4096,
};
