import type { ActivityDraft } from "@lifeos/core";
import { sendDraftDecision, type DraftSource } from "../chat/draftDecisions.js";

export { useDraftDecision, type DraftDecision, type DraftSource } from "../chat/draftDecisions.js";

/** A draft as `record_activity` and `import_csv` return it; its fields are edited as plain text before Confirm. */
export type DraftJson = { readonly [K in keyof ActivityDraft]: ActivityDraft[K] extends string ? string : ActivityDraft[K] extends string | null ? string | null : ActivityDraft[K] };

/** Sends the decision about draft activities (see `sendDraftDecision`): Confirm with the drafts as edited, or Cancel. */
export const decideDrafts = (source: DraftSource, action: "confirm" | "cancel", drafts: ReadonlyArray<DraftJson>): Promise<void> =>
  sendDraftDecision(source, action, `/portfolio/drafts/${action}`, action === "confirm" ? { drafts, source } : { source });
