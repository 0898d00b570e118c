import type { ModelStreamPart } from "@lifeos/core";
import { ProviderError } from "@lifeos/core";
import type OpenAI from "openai";

type Event = OpenAI.Responses.ResponseStreamEvent;

/**
 * Turns Responses API events into model stream parts: output text deltas,
 * reasoning-summary deltas as `reasoningDelta`, each function call once
 * complete (`response.output_item.done`), then usage and the finish reason
 * from `response.completed` / `response.incomplete`. `response.failed` and
 * `error` events become a `ProviderError`.
 */
export async function* responsesStreamParts(events: AsyncIterable<Event>): AsyncGenerator<ModelStreamPart> {
  let calls = 0;
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
        if (event.item.type === "function_call") {
          calls += 1;
          yield {
            type: "toolCall",
            call: { id: event.item.call_id, name: event.item.name, arguments: event.item.arguments },
          };
        }
        break;
      case "response.completed":
      case "response.incomplete": {
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
