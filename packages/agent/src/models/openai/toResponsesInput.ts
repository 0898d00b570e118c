import type { ModelRequest } from "@lifeos/core";
import type OpenAI from "openai";
import type { ReasoningItems } from "./responsesStreamParts.js";

/**
 * The provider-neutral history as Responses API input items (function calls
 * and their outputs included, preceded by the reasoning items that led to
 * them when `reasoning` still has them).
 */
export const toResponsesInput = (request: ModelRequest, reasoning?: ReasoningItems): OpenAI.Responses.ResponseInputItem[] => {
  const items: OpenAI.Responses.ResponseInputItem[] = [];
  for (const message of request.messages) {
    if (message.role === "user") items.push({ role: "user", content: message.content });
    else if (message.role === "tool") {
      items.push({ type: "function_call_output", call_id: message.toolCallId, output: message.content });
    } else {
      const calls = message.toolCalls ?? [];
      // A reasoning model's encrypted reasoning goes back right before the calls it led to.
      if (reasoning && calls.length > 0) items.push(...reasoning.recall(calls.map((call) => call.id)));
      if (message.content !== "") items.push({ role: "assistant", content: message.content });
      for (const call of calls) {
        items.push({ type: "function_call", call_id: call.id, name: call.name, arguments: call.arguments });
      }
    }
  }
  return items;
};

export const toResponsesTools = (request: ModelRequest): OpenAI.Responses.FunctionTool[] | undefined =>
  request.tools && request.tools.length > 0
    ? request.tools.map((tool) => ({
        type: "function" as const,
        name: tool.name,
        description: tool.description,
        parameters: { ...tool.parameters },
        strict: true,
      }))
    : undefined;
