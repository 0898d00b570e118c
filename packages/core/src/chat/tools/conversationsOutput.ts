import { Schema } from "effect";

/** One earlier conversation as `search_conversations` shows it. */
export const ConversationView = Schema.Struct({
  threadId: Schema.String,
  title: Schema.String,
  /** The day of its last message, in the user's time zone (YYYY-MM-DD). */
  lastActive: Schema.String,
  /** The conversation's first question, cut to a few hundred characters; null when it has none. */
  asked: Schema.NullOr(Schema.String),
  /** The beginning of the first answer; null when none was stored. */
  answered: Schema.NullOr(Schema.String),
});
export type ConversationView = typeof ConversationView.Type;

/** What the `search_conversations` tool returns: the user's other conversations, latest first. */
export const SearchConversationsOutput = Schema.Struct({
  /** The words searched for, or null when the latest conversations were asked for. */
  query: Schema.NullOr(Schema.String),
  conversations: Schema.Array(ConversationView),
  /**
   * With `counted`: how many earlier conversations there are (in the period, holding the words), every one counted,
   * and the day the first of them began. Absent otherwise.
   */
  total: Schema.optional(Schema.Struct({ count: Schema.Int, since: Schema.NullOr(Schema.String) })),
});
export type SearchConversationsOutput = typeof SearchConversationsOutput.Type;
