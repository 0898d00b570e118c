import type { JournalSpan, UserId } from "@lifeos/core";
import type { Effect } from "effect";
import { Context } from "effect";

/**
 * The words of a user's own data, for reading their messages: a friend's
 * name or a place of theirs is no typo, and a slip may be mended towards a
 * word they wrote. Optional: without it a message is read against the
 * dictionaries alone.
 */
export interface UserVocabularyService {
  /**
   * The user's words, lower case with accents folded. The same set is
   * returned while the data it was built from is unchanged, so a reader may
   * index it once; never fails (an empty set when the data cannot be read).
   */
  readonly words: (userId: UserId) => Effect.Effect<ReadonlySet<string>>;
  /**
   * The dates of the user's first and last journal entries, so that a month
   * named without a year is read as one the journal reaches; null without
   * entries. Never fails (null when the journal cannot be read).
   */
  readonly journalSpan: (userId: UserId) => Effect.Effect<JournalSpan | null>;
}

export class UserVocabulary extends Context.Service<UserVocabulary, UserVocabularyService>()("@lifeos/agent/UserVocabulary") {}
