import type { ModelStreamPart } from "@lifeos/core";
import { ProviderError } from "@lifeos/core";
import type OpenAI from "openai";

type Chunk = OpenAI.Chat.Completions.ChatCompletionChunk;

const finishReason = (reason: string | null): Extract<ModelStreamPart, { type: "finish" }>["reason"] => {
  switch (reason) {
    case "stop":
      return "stop";
    case "tool_calls":
    case "function_call":
      return "toolCalls";
    case "length":
      return "length";
    case "content_filter":
      return "contentFilter";
    default:
      return "other";
  }
};

/**
 * Turns Chat Completions chunks into model stream parts: text and reasoning
 * deltas as they come, tool calls assembled from their deltas (split across
 * any number of chunks, several in parallel by `index`) and emitted complete
 * at the end, then usage (when the server sent it) and the finish reason. A
 * stream that ends without a finish reason is an error (a cut connection).
 */
export async function* chatStreamParts(chunks: AsyncIterable<Chunk>): AsyncGenerator<ModelStreamPart> {
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  let finish: string | null = null;
  let usage: Chunk["usage"] = null;
  for await (const chunk of chunks) {
    if (chunk.usage) usage = chunk.usage;
    for (const choice of chunk.choices ?? []) {
      const delta = choice.delta as (Chunk["choices"][number]["delta"] & { reasoning_content?: string; reasoning?: string }) | undefined;
      const reasoning = delta?.reasoning_content ?? delta?.reasoning;
      if (typeof reasoning === "string" && reasoning !== "") yield { type: "reasoningDelta", delta: reasoning };
      if (delta?.content) yield { type: "textDelta", delta: delta.content };
      for (const toolCall of delta?.tool_calls ?? []) {
        const current = calls.get(toolCall.index) ?? { id: "", name: "", arguments: "" };
        if (toolCall.id) current.id = toolCall.id;
        if (toolCall.function?.name && current.name === "") current.name = toolCall.function.name;
        if (toolCall.function?.arguments) current.arguments += toolCall.function.arguments;
        calls.set(toolCall.index, current);
      }
      if (choice.finish_reason) finish = choice.finish_reason;
    }
  }
  if (finish === null) {
    throw new ProviderError({ message: "The model stream ended before it finished", retryable: true });
  }
  for (const [index, call] of [...calls.entries()].sort((a, b) => a[0] - b[0])) {
    yield { type: "toolCall", call: { id: call.id || `call_${index}`, name: call.name, arguments: call.arguments } };
  }
  if (usage) yield { type: "usage", usage: { inputTokens: usage.prompt_tokens ?? 0, outputTokens: usage.completion_tokens ?? 0 } };
  yield { type: "finish", reason: calls.size > 0 ? "toolCalls" : finishReason(finish) };
}
