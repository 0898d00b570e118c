import { Schema } from "effect";
import { LocalDate } from "../../common/time.js";
import { Limits, RequiredString } from "../../common/validation.js";

/** The day's entry a draft's text is added to: the latest one written that day. */
export const DraftTarget = Schema.Struct({
  entryId: Schema.String,
  title: Schema.NullOr(Schema.String),
  excerpt: Schema.String,
});
export type DraftTarget = typeof DraftTarget.Type;

/**
 * What the person decided about a journal draft, added to the stored tool result by
 * `POST /journal/drafts/confirm` or `/cancel`; never by the tool.
 */
const confirmedFields = {
  status: Schema.Literal("confirmed"),
  at: Schema.String,
  /** The entry that now holds the text. */
  entryId: Schema.String,
  date: LocalDate,
  /** "created" for a new entry, "appended" for text added to the day's entry, "unchanged" when it already held it. */
  outcome: Schema.Literals(["created", "appended", "unchanged"]),
};
const cancelledFields = { status: Schema.Literal("cancelled"), at: Schema.String };
export const JournalDraftDecision = Schema.Union([Schema.Struct(confirmedFields), Schema.Struct(cancelledFields)]);
export type JournalDraftDecision = typeof JournalDraftDecision.Type;

/**
 * The answer to a decision about a journal draft: the decision recorded, and
 * whether it was already taken (by an earlier or a simultaneous request, so
 * this one wrote nothing).
 */
export const JournalDraftAnswer = Schema.Union([
  Schema.Struct({ ...confirmedFields, alreadyDecided: Schema.Boolean }),
  Schema.Struct({ ...cancelledFields, alreadyDecided: Schema.Boolean }),
]);
export type JournalDraftAnswer = typeof JournalDraftAnswer.Type;

/**
 * What `add_journal_entry` returns: a draft that nothing saves until the person
 * confirms it. The text is as the person gave it; `appendTo` is the entry of
 * that day it would be added to (null: a new entry).
 */
export const AddJournalEntryOutput = Schema.Struct({
  status: Schema.Literal("draft"),
  date: LocalDate,
  content: RequiredString(Limits.entryChars),
  appendTo: Schema.NullOr(DraftTarget),
  confirmation: Schema.optional(JournalDraftDecision),
});
export type AddJournalEntryOutput = typeof AddJournalEntryOutput.Type;
