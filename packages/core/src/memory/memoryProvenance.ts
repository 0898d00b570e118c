import { Schema } from "effect";
import { EntryId, MessageId } from "../common/ids.js";

/**
 * A language as a lower-case BCP 47 tag, e.g. "en", "pt" or "pt-br".
 * Memories are kept in the language the person used.
 */
export const LanguageTag = Schema.String.check(Schema.isPattern(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/));
export type LanguageTag = typeof LanguageTag.Type;

/**
 * How exactly a time is known: "minute" (a clock time was said), "day",
 * "week" (e.g. "this week": the instant is the Monday the week starts),
 * "month" (the 1st) or "year" (1 January), each at 00:00 in the person's
 * time zone unless a clock time was said.
 */
export const TimePrecision = Schema.Literals(["minute", "day", "week", "month", "year"]);
export type TimePrecision = typeof TimePrecision.Type;

/** Where a memory was learned: a chat message, a journal entry, or typed in directly. */
export const MemorySource = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("message"), messageId: MessageId }),
  Schema.Struct({ kind: Schema.Literal("entry"), entryId: EntryId }),
  Schema.Struct({ kind: Schema.Literal("manual") }),
]);
export type MemorySource = typeof MemorySource.Type;
