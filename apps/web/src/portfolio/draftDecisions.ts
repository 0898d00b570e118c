import type { ActivityDraft } from "@lifeos/core";
import { useSyncExternalStore } from "react";
import { ApiError, api } from "../api/client.js";

/** A draft as `record_activity` and `import_csv` return it; its fields are edited as plain text before Confirm. */
export type DraftJson = { readonly [K in keyof ActivityDraft]: ActivityDraft[K] extends string ? string : ActivityDraft[K] extends string | null ? string | null : ActivityDraft[K] };

/** Where drafts were shown: the assistant message and the tool call whose result holds them. */
export interface DraftSource {
  readonly messageId: string;
  readonly toolCallId: string;
}

/** What the person decided about one tool result's drafts, as far as this tab knows. */
export type DraftDecision =
  | { readonly status: "saving"; readonly action: "confirm" | "cancel" }
  | { readonly status: "confirmed" | "cancelled" }
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

/** This tab's decision about the drafts of one tool call, if the person made one here. */
export const useDraftDecision = (toolCallId: string): DraftDecision | undefined =>
  useSyncExternalStore(subscribe, () => decisions.get(toolCallId));

/** Pauses before sending a decision again while its answer is not stored for good (about 30 s in all). */
const waitsMs = [200, 300, 500, 800, 1200, 2000, 3000, 4000, 6000, 6000, 6000];

/**
 * Sends the decision. The server takes it only once the answer that showed
 * the drafts is stored for good (until then it answers 404 before the first
 * checkpoint or 409 while the answer is written, and saves nothing), so a
 * decision made while the answer streams is sent again until it is taken.
 */
export const decideDrafts = async (source: DraftSource, action: "confirm" | "cancel", drafts: ReadonlyArray<DraftJson>): Promise<void> => {
  const current = decisions.get(source.toolCallId);
  if (current !== undefined && current.status !== "failed") return;
  set(source.toolCallId, { status: "saving", action });
  for (let attempt = 0; ; attempt++) {
    try {
      await api(`/portfolio/drafts/${action}`, { method: "POST", body: action === "confirm" ? { drafts, source } : { source } });
      set(source.toolCallId, { status: action === "confirm" ? "confirmed" : "cancelled" });
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
