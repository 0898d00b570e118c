import type { StreamEvent } from "@lifeos/core";
import type { PartJson } from "../api/types.js";
import type { ViewMessage } from "./MessageView.js";

/** Folds one stream event into the assistant message being streamed; what is shown is what will be stored. */
export const applyEvent = (message: ViewMessage, event: StreamEvent): ViewMessage => {
  const parts = [...message.parts];
  const last = parts[parts.length - 1];
  switch (event.type) {
    case "textDelta":
      if (last?.type === "text") parts[parts.length - 1] = { ...last, text: last.text + event.delta };
      else parts.push({ type: "text", text: event.delta });
      return { ...message, parts };
    case "reasoningDelta":
      if (last?.type === "reasoning") parts[parts.length - 1] = { ...last, text: last.text + event.delta };
      else parts.push({ type: "reasoning", text: event.delta });
      return { ...message, parts };
    case "toolCall":
      parts.push({ type: "toolCall", toolCallId: event.id, name: event.name, arguments: event.arguments });
      return { ...message, parts };
    case "toolResult": {
      const call = parts.find((part) => part.type === "toolCall" && part.toolCallId === event.toolCallId);
      parts.push({
        type: "toolResult",
        toolCallId: event.toolCallId,
        name: call?.type === "toolCall" ? call.name : "tool",
        success: event.success,
        data: event.data,
        meta: event.meta as Extract<PartJson, { type: "toolResult" }>["meta"],
        ...(event.error ? { error: event.error } : {}),
      });
      return { ...message, parts };
    }
    case "error":
      parts.push({ type: "error", code: event.code, message: event.message });
      return { ...message, parts, status: "error" };
    case "done":
      return {
        id: event.message.id,
        role: "assistant",
        parts: event.message.content.parts as unknown as ReadonlyArray<PartJson>,
        status: event.message.status,
        ...(event.message.content.memories === undefined ? {} : { memories: event.message.content.memories }),
      };
    case "system":
      return { ...message, id: event.messageId, ...(event.memories === undefined ? {} : { memories: event.memories }) };
    case "threadTitleUpdated":
      return message;
  }
};
