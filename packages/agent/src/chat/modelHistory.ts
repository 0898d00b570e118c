import type { Message, ModelMessage, ModelToolCall } from "@lifeos/core";

/**
 * Stored messages as model history. Tool calls are kept only together with
 * their results (a stopped run may have a call without one); reasoning and
 * error parts are not sent back.
 */
export const toModelHistory = (messages: ReadonlyArray<Message>): ModelMessage[] => {
  const history: ModelMessage[] = [];
  for (const message of messages) {
    if (message.role === "user") {
      history.push({ role: "user", content: message.content.parts.map((part) => (part.type === "text" ? part.text : "")).join("") });
      continue;
    }
    if (message.role !== "assistant") continue;
    const answered = new Set(message.content.parts.flatMap((part) => (part.type === "toolResult" ? [part.toolCallId] : [])));
    let text = "";
    let calls: ModelToolCall[] = [];
    let results: ModelMessage[] = [];
    const flush = () => {
      if (calls.length > 0) {
        history.push({ role: "assistant", content: text, toolCalls: calls }, ...results);
        text = "";
      }
      calls = [];
      results = [];
    };
    for (const part of message.content.parts) {
      if (part.type === "text") {
        if (results.length > 0) flush();
        text += part.text;
      } else if (part.type === "toolCall" && answered.has(part.toolCallId)) {
        if (results.length > 0) flush();
        const args = typeof part.arguments === "string" ? part.arguments : JSON.stringify(part.arguments ?? {});
        calls.push({ id: part.toolCallId, name: part.name, arguments: args });
      } else if (part.type === "toolResult" && calls.some((call) => call.id === part.toolCallId)) {
        results.push({
          role: "tool",
          toolCallId: part.toolCallId,
          name: part.name,
          content: JSON.stringify(part.success ? { success: true, data: part.data, meta: part.meta } : { success: false, error: part.error }),
        });
      }
    }
    flush();
    if (text !== "") history.push({ role: "assistant", content: text });
  }
  return history;
};
