import { useCallback, useRef, useState } from "react";
import { streamChat } from "../api/chatStream.js";
import { ApiError, api } from "../api/client.js";
import { applyEvent } from "./applyEvent.js";
import type { ViewMessage } from "./MessageView.js";

export interface RunError {
  readonly code: string;
  readonly message: string;
  readonly retryable: boolean;
}

/** A run that ended badly: what to show, and what to send again on retry. */
export interface RunFailure {
  readonly content: string;
  readonly threadId: string | null;
  /** The failed answer, when the run got as far as starting one (a retry then replaces it). */
  readonly messageId: string | null;
  readonly error: RunError;
}

/** A message of the thread the run takes the place of: an answer (regenerate, retry) or a question (edit). */
export interface Replacement {
  readonly messageId: string;
  readonly role: "user" | "assistant";
}

export interface LiveRun {
  readonly content: string;
  readonly threadId: string | null;
  readonly replaces: Replacement | null;
  readonly runId: string | null;
  readonly assistant: ViewMessage;
  readonly running: boolean;
  readonly error: RunError | null;
}

export interface RunCallbacks {
  /** The run's thread is known (a new thread was created for it). */
  readonly onThread: (threadId: string) => void;
  /** A title changed or a run ended: thread lists should refresh. */
  readonly onThreadsChanged: () => void;
  /** The run ended and its messages are stored. */
  readonly onFinished: (threadId: string | null) => Promise<void>;
}

/** Sends a message and follows its stream: live parts, stop, and the error to show with a retry. */
export const useChatRun = (callbacks: RunCallbacks) => {
  const [run, setRun] = useState<LiveRun | null>(null);
  const [failure, setFailure] = useState<RunFailure | null>(null);
  const current = useRef<LiveRun | null>(null);
  const update = (next: LiveRun | null) => {
    current.current = next;
    setRun(next);
  };

  const send = useCallback(
    async (content: string, threadId: string | null, replaces: Replacement | null = null) => {
      let live: LiveRun = {
        content,
        threadId,
        replaces,
        runId: null,
        assistant: { id: "live", role: "assistant", parts: [], status: "streaming" },
        running: true,
        error: null,
      };
      update(live);
      setFailure(null);
      try {
        const request = { content, ...(threadId ? { threadId } : {}), ...(replaces && threadId ? { replaces: replaces.messageId } : {}) };
        await streamChat(request, (event) => {
          live = { ...live, assistant: applyEvent(live.assistant, event) };
          if (event.type === "system") {
            live = { ...live, threadId: event.threadId, runId: event.runId };
            callbacks.onThread(event.threadId);
          }
          if (event.type === "threadTitleUpdated") callbacks.onThreadsChanged();
          if (event.type === "error") live = { ...live, running: false, error: { code: event.code, message: event.message, retryable: event.retryable } };
          if (event.type === "done") live = { ...live, running: false };
          update(live);
        });
        if (live.running) {
          live = { ...live, running: false, error: { code: "INTERNAL_ERROR", message: "The answer was cut off", retryable: true } };
          update(live);
        }
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError("INTERNAL_ERROR", "The answer was cut off", 0);
        live = { ...live, running: false, error: { code: apiError.code, message: apiError.message, retryable: true } };
        update(live);
      }
      callbacks.onThreadsChanged();
      await callbacks.onFinished(live.threadId);
      update(null);
      if (live.error) {
        setFailure({ content, threadId: live.threadId, messageId: live.assistant.id === "live" ? null : live.assistant.id, error: live.error });
      }
    },
    [callbacks],
  );

  const stop = useCallback(async () => {
    const runId = current.current?.runId;
    if (runId) await api(`/ai/runs/${runId}/stop`, { method: "POST" }).catch(() => undefined);
  }, []);

  const dismiss = useCallback(() => setFailure(null), []);

  return { run, failure, send, stop, dismiss };
};
