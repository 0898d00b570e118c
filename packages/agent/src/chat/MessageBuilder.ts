import type { ErrorCode, MessageContent, MessagePart, ModelUsage, Usage } from "@lifeos/core";
import type { KernelEvent } from "../kernel/KernelEvent.js";

/**
 * Accumulates a run's output into message parts in the order it was
 * produced (consecutive text or reasoning deltas merge into one part), and
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
    if (event.type !== "reasoningDelta") this.closeReasoning();
    switch (event.type) {
      case "textDelta": {
        const last = this.parts[this.parts.length - 1];
        if (last && last.type === "text") this.parts[this.parts.length - 1] = { type: "text", text: last.text + event.delta };
        else this.parts.push({ type: "text", text: event.delta });
        return;
      }
      case "reasoningDelta": {
        const last = this.parts[this.parts.length - 1];
        if (last && last.type === "reasoning" && this.reasoningSince !== null) {
          this.parts[this.parts.length - 1] = { type: "reasoning", text: last.text + event.delta };
        } else {
          this.reasoningSince = this.now();
          this.parts.push({ type: "reasoning", text: event.delta });
        }
        return;
      }
      case "toolCall":
        this.parts.push({ type: "toolCall", toolCallId: event.id, name: event.name, arguments: event.arguments });
        return;
      case "toolResult": {
        const { outcome } = event;
        this.parts.push({
          type: "toolResult",
          toolCallId: outcome.toolCallId,
          name: outcome.name,
          success: outcome.success,
          data: outcome.data,
          meta: outcome.meta,
          ...(outcome.error ? { error: outcome.error } : {}),
        });
        return;
      }
      case "usage":
        this.addUsage(event.usage);
        return;
    }
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
    this.parts.push({ type: "error", code, message });
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
