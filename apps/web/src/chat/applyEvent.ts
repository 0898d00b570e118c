import type { StreamEvent } from "@lifeos/core";
import { appendEvent } from "@lifeos/core";
import type { ViewMessage } from "./MessageView.js";

/**
 * Folds one stream event into the assistant message being streamed: the
 * parts through core's `appendEvent` (as the server builds what it stores,
 * so what is shown is what will be stored), plus the message's id and status.
 */
export const applyEvent = (message: ViewMessage, event: StreamEvent): ViewMessage => {
  const parts = appendEvent(message.parts, event);
  switch (event.type) {
    case "error":
      return { ...message, parts, status: "error" };
    case "done":
      return {
        id: event.message.id,
        role: "assistant",
        parts,
        status: event.message.status,
        ...(event.message.content.memories === undefined ? {} : { memories: event.message.content.memories }),
      };
    case "system":
      return { ...message, id: event.messageId };
    case "memories":
      return { ...message, memories: event.memories };
    default:
      return parts === message.parts ? message : { ...message, parts };
  }
};
