import type { ModelRequest } from "@lifeos/core";
import type OpenAI from "openai";

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** The provider-neutral history as Chat Completions messages. */
export const toChatMessages = (request: ModelRequest): ChatMessage[] => {
  const messages: ChatMessage[] = [{ role: "system", content: request.system }];
  for (const message of request.messages) {
    if (message.role === "user") messages.push({ role: "user", content: message.content });
    else if (message.role === "tool") {
      messages.push({ role: "tool", tool_call_id: message.toolCallId, content: message.content });
    } else if (message.toolCalls && message.toolCalls.length > 0) {
      messages.push({
        role: "assistant",
        content: message.content === "" ? null : message.content,
        tool_calls: message.toolCalls.map((call) => ({
          id: call.id,
          type: "function" as const,
          function: { name: call.name, arguments: call.arguments },
        })),
      });
    } else messages.push({ role: "assistant", content: message.content });
  }
  return messages;
};

export const toChatTools = (request: ModelRequest): OpenAI.Chat.Completions.ChatCompletionTool[] | undefined =>
  request.tools && request.tools.length > 0
    ? request.tools.map((tool) => ({
        type: "function" as const,
        function: { name: tool.name, description: tool.description, parameters: { ...tool.parameters }, strict: true },
      }))
    : undefined;
