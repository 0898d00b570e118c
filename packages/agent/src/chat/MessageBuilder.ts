import type { ErrorCode, MessageContent, MessagePart, ModelUsage, StreamEventBody, Usage } from "@lifeos/core";
import { appendEventInPlace } from "@lifeos/core";
import type { ToolCallOutcome } from "@lifeos/tools";
import type { KernelEvent } from "../kernel/KernelEvent.js";

/** A tool's outcome as the `toolResult` event carries it. */
const toolResultBody = (outcome: ToolCallOutcome): StreamEventBody => ({
  type: "toolResult",
  toolCallId: outcome.toolCallId,
  success: outcome.success,
  data: outcome.data,
  meta: outcome.meta,
  ...(outcome.error ? { error: outcome.error } : {}),
});

/**
 * Accumulates a run's output into message parts in the order it was
 * produced (folded by core's `appendEventInPlace`, the fold the web's `appendEvent` uses), and
 * the usage of its model calls, so a stopped or failed run can store exactly
 * what it streamed.
 */
export class MessageBuilder {
  private readonly parts: MessagePart[] = [];
  private inputTokens = 0;
  private outputTokens = 0;
  private sawUsage = false;
  /** When the reasoning part being written began (its first delta), or null. */
  private reasoningSince: number | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  add(event: KernelEvent): void {
    if (event.type === "usage") {
      this.closeReasoning();
      this.addUsage(event.usage);
      return;
    }
    if (event.type === "reasoningDelta") {
      const last = this.parts[this.parts.length - 1];
      if (last?.type !== "reasoning" || this.reasoningSince === null) this.reasoningSince = this.now();
    } else this.closeReasoning();
    appendEventInPlace(this.parts, event.type === "toolResult" ? toolResultBody(event.outcome) : event);
  }

  addUsage(usage: ModelUsage): void {
    this.sawUsage = true;
    this.inputTokens += usage.inputTokens;
    this.outputTokens += usage.outputTokens;
  }

  /** Ends the reasoning part being written, recording how long it lasted ("Thought for 4 s"). */
  private closeReasoning(): void {
    if (this.reasoningSince === null) return;
    const index = this.parts.length - 1;
    const last = this.parts[index];
    if (last?.type === "reasoning") this.parts[index] = { ...last, durationMs: Math.max(0, Math.round(this.now() - this.reasoningSince)) };
    this.reasoningSince = null;
  }

  addError(code: ErrorCode, message: string): void {
    this.closeReasoning();
    appendEventInPlace(this.parts, { type: "error", code, message, retryable: false });
  }

  /** The parts so far; a reasoning part still being written carries the time it has lasted until now. */
  content(): MessageContent {
    const parts = [...this.parts];
    const last = parts[parts.length - 1];
    if (this.reasoningSince !== null && last?.type === "reasoning") {
      parts[parts.length - 1] = { ...last, durationMs: Math.max(0, Math.round(this.now() - this.reasoningSince)) };
    }
    return { schemaVersion: 1, parts };
  }

  usage(model: string): Usage | null {
    return this.sawUsage ? { inputTokens: this.inputTokens, outputTokens: this.outputTokens, model } : null;
  }
}
