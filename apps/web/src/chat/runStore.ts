import type { StreamEvent } from "@lifeos/core";
import { attachRun, streamChat } from "../api/chatStream.js";
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

/** The answer being written in one conversation, as this tab follows it. */
export interface LiveRun {
  /** Its thread, or `newThread` until the server names the thread it started. */
  readonly key: string;
  /** The question, when this tab asked it (null when it attached to a run asked elsewhere). */
  readonly content: string | null;
  readonly threadId: string | null;
  readonly replaces: Replacement | null;
  readonly runId: string | null;
  readonly assistant: ViewMessage;
  /** The last event's `seq` (-1 before any): where to attach again after a drop. */
  readonly lastSeq: number;
  /** Until its terminal event. */
  readonly running: boolean;
  /** Its stream ended after the terminal event: what it wrote is stored (the thread can be read). */
  readonly settled: boolean;
  readonly error: RunError | null;
}

export interface RunHooks {
  /** The run's thread is known (a new thread was created for it). */
  readonly onThread?: (threadId: string) => void;
  /** A title changed or a run ended: thread lists should refresh. */
  readonly onThreadsChanged: () => void;
}

/** The key of a run that started a thread whose id is not known yet. */
export const newThread = "new";
const keyOf = (threadId: string | null): string => threadId ?? newThread;

/*
 * Runs live here, outside any page, keyed by their thread: an answer goes on
 * (and stays under its own conversation) while the person reads another one
 * or leaves the chat page, and a page showing a thread shows that thread's run.
 */
const runs = new Map<string, LiveRun>();
const failures = new Map<string, RunFailure>();
/** Runs this tab has followed to their end: never attached to again (a stored answer still marked streaming). */
const followed = new Set<string>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const subscribeRuns = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const runOf = (threadId: string | null): LiveRun | undefined => runs.get(keyOf(threadId));
export const failureOf = (threadId: string | null): RunFailure | undefined => failures.get(keyOf(threadId));

const emptyAnswer = (): ViewMessage => ({ id: "live", role: "assistant", parts: [], status: "streaming" });
/** Waits `ms`, or less when the browser says it is back online. */
const backOff = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
const retryDelaysMs = [250, 500, 1000, 2000, 4000, 8000, 8000];

/**
 * Follows a run from `open` to its terminal event: each event folds into
 * the run's answer (events already seen are skipped by `seq`); a stream cut
 * off before the end (a network drop) is picked up again from the last
 * `seq` (GET /ai/runs/:runId/events), a few times with growing pauses.
 */
const follow = async (initial: LiveRun, open: (onEvent: (event: StreamEvent) => void) => Promise<void>, hooks: RunHooks): Promise<void> => {
  let key = initial.key;
  let mine = initial;
  runs.set(key, initial);
  failures.delete(key);
  emit();
  // The store shows this run until another run of the same thread takes its place (a follow-up sent after `done`).
  const update = (run: LiveRun) => {
    const owned = runs.get(key) === mine;
    if (owned && run.key !== key) runs.delete(key);
    key = run.key;
    mine = run;
    if (!owned) return;
    runs.set(key, run);
    emit();
  };
  const current = () => mine;
  const onEvent = (event: StreamEvent) => {
    let run = current();
    if (event.seq <= run.lastSeq) return;
    run = { ...run, assistant: applyEvent(run.assistant, event), lastSeq: event.seq };
    const named = event.type === "system" && key !== event.threadId;
    if (event.type === "system") run = { ...run, key: event.threadId, threadId: event.threadId, runId: event.runId };
    if (event.type === "threadTitleUpdated") hooks.onThreadsChanged();
    if (event.type === "error") run = { ...run, running: false, error: { code: event.code, message: event.message, retryable: event.retryable } };
    if (event.type === "done") run = { ...run, running: false };
    update(run);
    if (named) hooks.onThread?.(run.key);
  };
  let failure: ApiError | null = null;
  try {
    await open(onEvent);
  } catch (error) {
    failure = error instanceof ApiError ? error : new ApiError("INTERNAL_ERROR", "The answer was cut off", 0);
  }
  for (const delay of retryDelaysMs) {
    const run = current();
    // Refused outright (no run), ended, or refused for good: nothing to pick up again.
    if (!run.running || run.runId === null || (failure !== null && failure.status !== 0)) break;
    await backOff(delay);
    try {
      failure = null;
      await attachRun(run.runId, run.lastSeq, onEvent);
    } catch (error) {
      failure = error instanceof ApiError ? error : new ApiError("INTERNAL_ERROR", "The answer was cut off", 0);
    }
  }
  const last = current();
  if (last.runId !== null) followed.add(last.runId);
  if (last.running) {
    const error = failure ?? new ApiError("INTERNAL_ERROR", "The answer was cut off", 0);
    update({ ...last, running: false, settled: true, error: { code: error.code, message: error.message, retryable: true } });
  } else {
    update({ ...last, settled: true });
  }
  hooks.onThreadsChanged();
};

/** Sends a message (into `threadId`, or a new thread) and follows its answer. */
export const sendMessage = (content: string, threadId: string | null, replaces: Replacement | null, hooks: RunHooks): Promise<void> => {
  const request = { content, ...(threadId ? { threadId } : {}), ...(replaces && threadId ? { replaces: replaces.messageId } : {}) };
  return follow(
    { key: keyOf(threadId), content, threadId, replaces, runId: null, assistant: emptyAnswer(), lastSeq: -1, running: true, settled: false, error: null },
    (onEvent) => streamChat(request, onEvent),
    hooks,
  );
};

/**
 * Follows a run of `threadId` that was started elsewhere (another tab,
 * before a reload, before this page was left), from its first event; nothing
 * when this tab already follows a run there or has followed this one.
 */
export const attachToRun = (threadId: string, runId: string, hooks: RunHooks): void => {
  if (runs.has(threadId) || followed.has(runId)) return;
  void follow(
    { key: threadId, content: null, threadId, replaces: null, runId, assistant: emptyAnswer(), lastSeq: -1, running: true, settled: false, error: null },
    (onEvent) => attachRun(runId, -1, onEvent),
    hooks,
  );
};

/** Asks the server to stop the run of `threadId` (it ends with `done`, status stopped). */
export const stopRun = async (threadId: string | null): Promise<void> => {
  const runId = runOf(threadId)?.runId;
  if (runId) await api(`/ai/runs/${runId}/stop`, { method: "POST" }).catch(() => undefined);
};

/** Forgets a settled run (once its thread shows what was stored); an error stays as the thread's failure. */
export const clearRun = (run: LiveRun): void => {
  if (runs.get(run.key) !== run || !run.settled) return;
  runs.delete(run.key);
  if (run.error) {
    failures.set(run.key, {
      content: run.content ?? "",
      threadId: run.threadId,
      messageId: run.assistant.id === "live" ? null : run.assistant.id,
      error: run.error,
    });
  }
  emit();
};

export const dismissFailure = (threadId: string | null): void => {
  if (failures.delete(keyOf(threadId))) emit();
};
