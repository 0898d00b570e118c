import { useSyncExternalStore } from "react";
import type { MessageJson } from "../api/types.js";
import { failureOf, runOf, subscribeRuns, type LiveRun, type RunFailure } from "./runStore.js";

export type { LiveRun, Replacement, RunError, RunFailure } from "./runStore.js";

/** The run this tab follows in a conversation (`null`: the new conversation being started), and its failure to show. */
export const useThreadRun = (threadId: string | null): { run: LiveRun | undefined; failure: RunFailure | undefined } => {
  const run = useSyncExternalStore(subscribeRuns, () => runOf(threadId));
  const failure = useSyncExternalStore(subscribeRuns, () => failureOf(threadId));
  return { run, failure };
};

/**
 * The run a stored conversation shows as not finished, to attach to: the
 * last message is an answer still being written (a checkpoint), or a
 * question its run has not answered yet. Null when the last turn is settled.
 */
export const unfinishedRunOf = (messages: ReadonlyArray<MessageJson>): string | null => {
  const last = messages.at(-1);
  if (!last || last.runId === null) return null;
  if (last.role === "assistant") return last.status === "streaming" ? last.runId : null;
  return last.role === "user" ? last.runId : null;
};
