import { useState } from "react";
import { decideDrafts, useDraftDecision, type DraftJson, type DraftSource } from "./draftDecisions.js";
import { dateText } from "../language/dateText.js";
import { useAnswerLanguage, useAnswerLocale } from "../language/AnswerLanguage.js";
import { activityWords } from "./activityWords.js";

const fields = ["date", "type", "symbol", "quantity", "unitPrice", "amount", "fee", "currency"] as const;

export type { DraftJson } from "./draftDecisions.js";

type StoredDecision = { readonly status: "confirmed" | "cancelled" } | undefined;

/**
 * Draft activities from the assistant: nothing is saved until Confirm. Edit
 * changes the numbers first; Cancel drops them. The decision is stored in the
 * tool result, so the conversation shows it later; until the stored answer
 * shows it, this tab keeps it by tool call, so a card drawn again (the
 * streamed answer giving way to the stored one) shows the decision made on it.
 */
export const DraftCard = ({ drafts: initial, decision: stored, source }: { drafts: ReadonlyArray<DraftJson>; decision: StoredDecision; source: DraftSource }) => {
  const [drafts, setDrafts] = useState(initial);
  const [editing, setEditing] = useState(false);
  const mine = useDraftDecision(source.toolCallId);
  const words = activityWords[useAnswerLanguage()];
  const locale = useAnswerLocale();
  /** A field as the card shows it when not being edited: the date and type in the person's words, the rest as drafted. */
  const shown = (draft: DraftJson, field: (typeof fields)[number]) =>
    draft[field] === null || draft[field] === undefined
      ? "—"
      : field === "date"
        ? dateText(draft.date, locale)
        : field === "type"
          ? ((words.types as Readonly<Record<string, string>>)[draft.type] ?? draft.type)
          : draft[field];
  const decision = stored ?? (mine?.status === "confirmed" || mine?.status === "cancelled" ? { status: mine.status } : undefined);
  const edit = (index: number, field: keyof DraftJson, value: string) =>
    setDrafts((current) => current.map((draft, position) => (position === index ? { ...draft, [field]: value === "" ? null : value } : draft)));
  const decide = (action: "confirm" | "cancel") => {
    setEditing(false);
    void decideDrafts(source, action, drafts);
  };
  return (
    <div className="draft-card" data-testid="draft-card">
      <table>
        <thead>
          <tr>{fields.map((field) => <th key={field}>{words.fields[field]}</th>)}</tr>
        </thead>
        <tbody>
          {drafts.map((draft, index) => (
            <tr key={index}>
              {fields.map((field) => (
                <td key={field}>
                  {editing && field !== "type" ? (
                    <input aria-label={`${field} ${index + 1}`} value={draft[field] ?? ""} onChange={(event) => edit(index, field, event.target.value)} size={8} />
                  ) : (
                    shown(draft, field)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {decision !== undefined ? (
        <p className="draft-decision" data-testid="draft-decision">{decision.status === "confirmed" ? words.saved : words.cancelled}</p>
      ) : mine?.status === "saving" ? (
        <p className="draft-decision" data-testid="draft-pending" role="status">{mine.action === "confirm" ? words.saving : words.cancelling}</p>
      ) : (
        <div className="draft-actions">
          <button type="button" className="button button-primary" onClick={() => decide("confirm")}>{words.confirm}</button>
          <button type="button" className="button" onClick={() => setEditing(!editing)}>{editing ? words.doneEditing : words.edit}</button>
          <button type="button" className="button" onClick={() => decide("cancel")}>{words.cancel}</button>
        </div>
      )}
      {mine?.status === "failed" && <p role="alert" className="message-error">{mine.message}</p>}
    </div>
  );
};
