import { useSyncExternalStore } from "react";
import { ApiError, api } from "../api/client.js";

/** Where a draft was shown: the assistant message and the tool call whose result holds it. */
export interface DraftSource {
  readonly messageId: string;
  readonly toolCallId: string;
}

/** What the person decided about one tool result's draft, as far as this tab knows (with the server's answer once taken). */
export type DraftDecision =
  | { readonly status: "saving"; readonly action: "confirm" | "cancel" }
  | { readonly status: "confirmed" | "cancelled"; readonly answer?: unknown }
  | { readonly status: "failed"; readonly message: string };

/*
 * Decisions live here, keyed by the tool call, outside any card: a card drawn
 * again (the streamed answer replaced by the stored one, a page left and
 * opened again) shows the decision already made instead of asking again.
 */
const decisions = new Map<string, DraftDecision>();
const listeners = new Set<() => void>();
const set = (toolCallId: string, decision: DraftDecision) => {
  decisions.set(toolCallId, decision);
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** This tab's decision about the draft of one tool call, if the person made one here. */
export const useDraftDecision = (toolCallId: string): DraftDecision | undefined =>
  useSyncExternalStore(subscribe, () => decisions.get(toolCallId));

/** Pauses before sending a decision again while its answer is not stored for good (about 30 s in all). */
const waitsMs = [200, 300, 500, 800, 1200, 2000, 3000, 4000, 6000, 6000, 6000];

/**
 * Sends a decision about a draft (`POST {path}` with `body`). The server takes
 * it only once the answer that showed the draft is stored for good (until
 * then it answers 404 before the first checkpoint or 409 while the answer is
 * written, and saves nothing), so a decision made while the answer streams
 * is sent again until it is taken. A decision already made here is not sent twice.
 */
export const sendDraftDecision = async (source: DraftSource, action: "confirm" | "cancel", path: string, body: unknown): Promise<void> => {
  const current = decisions.get(source.toolCallId);
  if (current !== undefined && current.status !== "failed") return;
  set(source.toolCallId, { status: "saving", action });
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await api<unknown>(path, { method: "POST", body });
      set(source.toolCallId, { status: action === "confirm" ? "confirmed" : "cancelled", answer });
      return;
    } catch (failure) {
      const notYetStored = failure instanceof ApiError && (failure.status === 404 || failure.status === 409);
      const wait = waitsMs[attempt];
      if (!notYetStored || wait === undefined) {
        set(source.toolCallId, { status: "failed", message: (failure as Error).message });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
};
