import type { ModelStreamPart } from "@lifeos/core";
import { ProviderError } from "@lifeos/core";
import type OpenAI from "openai";

type Event = OpenAI.Responses.ResponseStreamEvent;
type ReasoningItem = OpenAI.Responses.ResponseReasoningItem;

/**
 * The encrypted reasoning items a reasoning model produced before its
 * function calls, kept by call id. With `store: false` the provider keeps
 * nothing, and reasoning models expect these items back, right before their
 * function calls, when the calls' outputs are sent in the next request.
 * Bounded: the oldest calls are forgotten first.
 */
export class ReasoningItems {
  private readonly byCall = new Map<string, ReadonlyArray<ReasoningItem>>();

  constructor(private readonly capacity = 2_000) {}

  remember(callIds: ReadonlyArray<string>, items: ReadonlyArray<ReasoningItem>): void {
    for (const callId of callIds) {
      this.byCall.delete(callId);
      this.byCall.set(callId, items);
    }
    while (this.byCall.size > this.capacity) this.byCall.delete(this.byCall.keys().next().value as string);
  }

  /** The items that preceded any of these calls, once. */
  recall(callIds: ReadonlyArray<string>): ReadonlyArray<ReasoningItem> {
    for (const callId of callIds) {
      const items = this.byCall.get(callId);
      if (items) return items;
    }
    return [];
  }
}

/**
 * Turns Responses API events into model stream parts: output text deltas,
 * reasoning-summary deltas as `reasoningDelta`, each function call once
 * complete (`response.output_item.done`), then usage and the finish reason
 * from `response.completed` / `response.incomplete`. `response.failed` and
 * `error` events become a `ProviderError`.
 */
export async function* responsesStreamParts(
  events: AsyncIterable<Event>,
  reasoning?: ReasoningItems,
): AsyncGenerator<ModelStreamPart> {
  let calls = 0;
  const reasoningItems: ReasoningItem[] = [];
  const callIds: string[] = [];
  for await (const event of events) {
    switch (event.type) {
      case "response.output_text.delta":
        if (event.delta) yield { type: "textDelta", delta: event.delta };
        break;
      case "response.reasoning_summary_text.delta":
      case "response.reasoning_text.delta":
        if (event.delta) yield { type: "reasoningDelta", delta: event.delta };
        break;
      case "response.output_item.done":
        if (event.item.type === "reasoning") {
          const { id, summary, encrypted_content: encrypted } = event.item;
          if (encrypted) reasoningItems.push({ type: "reasoning", id, summary, encrypted_content: encrypted });
        }
        if (event.item.type === "function_call") {
          calls += 1;
          callIds.push(event.item.call_id);
          yield {
            type: "toolCall",
            call: { id: event.item.call_id, name: event.item.name, arguments: event.item.arguments },
          };
        }
        break;
      case "response.completed":
      case "response.incomplete": {
        if (reasoning && reasoningItems.length > 0 && callIds.length > 0) reasoning.remember(callIds, reasoningItems);
        const usage = event.response.usage;
        if (usage) yield { type: "usage", usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } };
        yield {
          type: "finish",
          reason: event.type === "response.incomplete" ? "length" : calls > 0 ? "toolCalls" : "stop",
        };
        return;
      }
      case "response.failed":
        throw new ProviderError({
          message: `The model provider failed the response${event.response.error ? `: ${event.response.error.message}` : ""}`,
          retryable: event.response.error?.code === "server_error",
        });
      case "error":
        throw new ProviderError({ message: `The model provider reported an error: ${event.message}`, retryable: false });
      default:
        break;
    }
  }
  throw new ProviderError({ message: "The model stream ended before it finished", retryable: true });
}
