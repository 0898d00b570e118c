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

  add(event: KernelEvent): void {
    switch (event.type) {
      case "textDelta":
      case "reasoningDelta": {
        const type = event.type === "textDelta" ? "text" : "reasoning";
        const last = this.parts[this.parts.length - 1];
        if (last && last.type === type) this.parts[this.parts.length - 1] = { type, text: last.text + event.delta };
        else this.parts.push({ type, text: event.delta });
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

  addError(code: ErrorCode, message: string): void {
    this.parts.push({ type: "error", code, message });
  }

  content(): MessageContent {
    return { schemaVersion: 1, parts: [...this.parts] };
  }

  usage(model: string): Usage | null {
    return this.sawUsage ? { inputTokens: this.inputTokens, outputTokens: this.outputTokens, model } : null;
  }
}
