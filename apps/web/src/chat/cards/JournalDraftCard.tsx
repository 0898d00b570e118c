import type { AddJournalEntryOutput, JournalDraftDecision } from "@lifeos/core";
import { Link } from "../../router.js";
import { sendDraftDecision, useDraftDecision, type DraftSource } from "../draftDecisions.js";
import { formatDate } from "./EntryListCard.js";
import { useAnswerLanguage, useAnswerLocale } from "../../language/AnswerLanguage.js";
import { cardWords } from "./cardWords.js";

const isDecision = (value: unknown): value is JournalDraftDecision =>
  typeof value === "object" && value !== null && ((value as { status?: unknown }).status === "confirmed" || (value as { status?: unknown }).status === "cancelled");

/**
 * Text for the journal drafted by `add_journal_entry`: nothing is written
 * until Save, which writes it as the Journal page's New entry does (or adds
 * it at the end of that day's entry, named here); Discard drops it. The
 * decision is stored in the tool result, so the conversation shows it later;
 * until the stored answer shows it, this tab keeps it by tool call. Once
 * saved, the card opens the entry in the journal.
 */
export const JournalDraftCard = ({ draft, source }: { draft: Partial<AddJournalEntryOutput>; source: DraftSource }) => {
  const mine = useDraftDecision(source.toolCallId);
  const words = cardWords[useAnswerLanguage()];
  const locale = useAnswerLocale();
  const answered = mine?.status === "confirmed" || mine?.status === "cancelled" ? mine.answer : undefined;
  const decision: JournalDraftDecision | undefined = draft.confirmation ?? (isDecision(answered) ? answered : undefined);
  const decide = (action: "confirm" | "cancel") => void sendDraftDecision(source, action, `/journal/drafts/${action}`, { source });
  return (
    <div className="draft-card journal-draft" data-testid="journal-draft">
      <p className="journal-draft-day">
        {draft.date !== undefined && <time dateTime={draft.date}>{formatDate(draft.date, locale)}</time>}
        {decision === undefined && (draft.appendTo ? <span> · {words.appendedAtEnd}</span> : <span> · {words.newEntry}</span>)}
      </p>
      {decision === undefined && draft.appendTo && <p className="journal-draft-existing">{draft.appendTo.title ? <strong>{draft.appendTo.title} </strong> : null}{draft.appendTo.excerpt}</p>}
      <blockquote className="journal-draft-text">{draft.content}</blockquote>
      {decision !== undefined ? (
        <p className="draft-decision" data-testid="draft-decision">
          {decision.status === "confirmed" ? (
            <>
              {words.saved[decision.outcome]} <Link href={`/journal/${decision.entryId}`}>{words.openEntry}</Link>
            </>
          ) : (
            words.discarded
          )}
        </p>
      ) : mine?.status === "saving" ? (
        <p className="draft-decision" data-testid="draft-pending" role="status">{mine.action === "confirm" ? words.saving : words.discarding}</p>
      ) : (
        <div className="draft-actions">
          <button type="button" className="button button-primary" onClick={() => decide("confirm")}>{words.saveToJournal}</button>
          <button type="button" className="button" onClick={() => decide("cancel")}>{words.discard}</button>
        </div>
      )}
      {mine?.status === "failed" && <p role="alert" className="message-error">{mine.message}</p>}
    </div>
  );
};
