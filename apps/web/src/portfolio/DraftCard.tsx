import type { ActivityDraft } from "@lifeos/core";
import { useState } from "react";
import { api } from "../api/client.js";

/** A draft as `record_activity` and `import_csv` return it; its fields are edited as plain text before Confirm. */
export type DraftJson = { readonly [K in keyof ActivityDraft]: ActivityDraft[K] extends string ? string : ActivityDraft[K] extends string | null ? string | null : ActivityDraft[K] };

type Decision = { readonly status: "confirmed" | "cancelled" } | undefined;

/**
 * Draft activities from the assistant: nothing is saved until Confirm. Edit
 * changes the numbers first; Cancel drops them. The decision is stored in the
 * tool result, so the conversation shows it later.
 */
export const DraftCard = ({ drafts: initial, decision: stored, source }: { drafts: ReadonlyArray<DraftJson>; decision: Decision; source: { messageId: string; toolCallId: string } }) => {
  const [drafts, setDrafts] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [decision, setDecision] = useState<Decision>(stored);
  const [error, setError] = useState<string | null>(null);
  const edit = (index: number, field: keyof DraftJson, value: string) =>
    setDrafts((current) => current.map((draft, position) => (position === index ? { ...draft, [field]: value === "" ? null : value } : draft)));
  const decide = async (action: "confirm" | "cancel") => {
    setError(null);
    try {
      await api(`/portfolio/drafts/${action}`, { method: "POST", body: action === "confirm" ? { drafts, source } : { source } });
      setDecision({ status: action === "confirm" ? "confirmed" : "cancelled" });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <div className="draft-card" data-testid="draft-card">
      <table>
        <thead>
          <tr><th>Date</th><th>Type</th><th>Asset</th><th>Quantity</th><th>Price</th><th>Amount</th><th>Fee</th><th>Currency</th></tr>
        </thead>
        <tbody>
          {drafts.map((draft, index) => (
            <tr key={index}>
              {(["date", "type", "symbol", "quantity", "unitPrice", "amount", "fee", "currency"] as const).map((field) => (
                <td key={field}>
                  {editing && field !== "type" ? (
                    <input aria-label={`${field} ${index + 1}`} value={draft[field] ?? ""} onChange={(event) => edit(index, field, event.target.value)} size={8} />
                  ) : (
                    (draft[field] ?? "—")
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {decision === undefined ? (
        <div className="draft-actions">
          <button type="button" className="button button-primary" onClick={() => void decide("confirm")}>Confirm</button>
          <button type="button" className="button" onClick={() => setEditing(!editing)}>{editing ? "Done editing" : "Edit"}</button>
          <button type="button" className="button" onClick={() => void decide("cancel")}>Cancel</button>
        </div>
      ) : (
        <p className="draft-decision" data-testid="draft-decision">{decision.status === "confirmed" ? "Saved to your portfolio." : "Cancelled: nothing was saved."}</p>
      )}
      {error && <p role="alert" className="message-error">{error}</p>}
    </div>
  );
};
