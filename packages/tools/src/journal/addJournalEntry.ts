import { AddJournalEntryOutput, InvalidInput, Limits, LocalDate, RequiredString, secretIn } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { defineTool } from "../registry/Tool.js";
import { today } from "./dates.js";
import { entryOfDay } from "./entryWrites.js";
import { makeExcerpt } from "./excerpt.js";
import { listMeta } from "./meta.js";

export const AddJournalEntryParameters = Schema.Struct({
  /** The text to write, exactly as the person said it. */
  content: RequiredString(Limits.entryChars),
  /** The day the entry is about (YYYY-MM-DD); today in the person's time zone when not given. */
  date: Schema.optional(LocalDate),
});
export type AddJournalEntryParameters = typeof AddJournalEntryParameters.Type;

/** What a draft that holds a secret says: nothing is drafted. */
export const journalSecretMessage =
  "Not written: the text holds a password, PIN, card number or similar secret, which the journal does not keep (entries are " +
  "searched, summarised and quoted in answers). Tell the user so, and that a password manager is the safe place for it.";

/**
 * `add_journal_entry`: a draft of text for the person's journal, which
 * nothing saves until they confirm it (`POST /journal/drafts/confirm`, which
 * writes it as the Journal page's New entry does, or adds it to that day's
 * entry). The text is kept as given; the day defaults to today in the
 * person's time zone; `appendTo` names the day's entry it would be added to.
 * Text that holds a secret is refused.
 */
export const addJournalEntry = defineTool({
  name: "add_journal_entry",
  description:
    "Prepares text for the user's journal when they ask to write, add or log something in it ('add to my journal: …', " +
    "'anota no meu diário: …'). content: the words they want written, exactly as they typed them, without the request " +
    "itself; date: the day it is about, YYYY-MM-DD (default today; 'yesterday' is the day before). Never call it for a " +
    "question about the journal or for a day merely told. Nothing is saved: the user sees the draft with Save / Discard, and " +
    "only Save writes it (added to that day's entry when there is one). Tell the user to save it.",
  parameters: AddJournalEntryParameters,
  output: AddJournalEntryOutput,
  readOnly: true,
  maxResults: 1,
  run: (params, context) =>
    Effect.gen(function* () {
      if (secretIn(params.content) !== null) return yield* Effect.fail(new InvalidInput({ message: journalSecretMessage, field: "content" }));
      const date = params.date ?? today(context);
      const existing = yield* entryOfDay(context.userId, date);
      const appendTo = existing === null ? null : { entryId: existing.id, title: existing.title, excerpt: makeExcerpt(existing.content) };
      const data: AddJournalEntryOutput = { status: "draft", date, content: params.content, appendTo };
      return { data, meta: listMeta(1, 1, { date }) };
    }),
});
