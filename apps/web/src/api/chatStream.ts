import { NdjsonDecoder, type StreamEvent } from "@lifeos/core";
import { ApiError, errorFrom } from "./client.js";

export interface ChatRequest {
  readonly threadId?: string;
  /** The message; when `replaces` names an answer, the question asked again (the server reads it from the thread). */
  readonly content: string;
  /** A message of the thread to take the place of (see `POST /ai/chat/stream`). */
  readonly replaces?: string;
}

/** Fetches a stream of events; a network failure is an ApiError with status 0. */
const readEvents = async (url: string, init: RequestInit, onEvent: (event: StreamEvent) => void): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...init.headers, Accept: "application/x-ndjson" } });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("INTERNAL_ERROR", "The server could not be reached", 0);
  }
  if (!response.ok || !response.body) throw await errorFrom(response);
  const decoder = new NdjsonDecoder();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of decoder.push(value)) onEvent(event);
    }
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("INTERNAL_ERROR", "The connection was lost", 0);
  }
  for (const event of decoder.end()) onEvent(event);
};

/**
 * Posts a chat message and calls `onEvent` for each stream event as it
 * arrives (NDJSON). Resolves when the stream ends; rejects with an ApiError
 * when the request is refused before streaming starts (status 0 when the
 * network failed, before or during the stream).
 */
export const streamChat = (request: ChatRequest, onEvent: (event: StreamEvent) => void, signal?: AbortSignal): Promise<void> =>
  readEvents(
    "/api/v1/ai/chat/stream",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request), ...(signal ? { signal } : {}) },
    onEvent,
  );

/**
 * Follows a run that is already going (or finished): its events after
 * `after` (the last `seq` the caller has), then the live ones to the end.
 */
export const attachRun = (runId: string, after: number, onEvent: (event: StreamEvent) => void, signal?: AbortSignal): Promise<void> =>
  readEvents(`/api/v1/ai/runs/${encodeURIComponent(runId)}/events?after=${after}`, signal ? { signal } : {}, onEvent);
