import { NdjsonDecoder, type StreamEvent } from "@lifeos/core";
import { ApiError, errorFrom } from "./client.js";

export interface ChatRequest {
  readonly threadId?: string;
  /** The message; when `replaces` names an answer, the question asked again (the server reads it from the thread). */
  readonly content: string;
  /** A message of the thread to take the place of (see `POST /ai/chat/stream`). */
  readonly replaces?: string;
}

/**
 * Posts a chat message and calls `onEvent` for each stream event as it
 * arrives (NDJSON). Resolves when the stream ends; rejects with an ApiError
 * when the request is refused before streaming starts.
 */
export const streamChat = async (
  request: ChatRequest,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> => {
  let response: Response;
  try {
    response = await fetch("/api/v1/ai/chat/stream", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("INTERNAL_ERROR", "The server could not be reached", 0);
  }
  if (!response.ok || !response.body) throw await errorFrom(response);
  const decoder = new NdjsonDecoder();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const event of decoder.push(value)) onEvent(event);
  }
  for (const event of decoder.end()) onEvent(event);
};
