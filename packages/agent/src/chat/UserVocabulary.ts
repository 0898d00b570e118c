import type { JournalSpan, KnownAsset, UserId } from "@lifeos/core";
import type { Effect } from "effect";
import { Context } from "effect";

/** What the offline model is told of a user's own data with each turn (see `UserVocabularyService.read`). */
export interface UserWords {
  /**
   * The user's words, lower case with accents folded: a friend's name or a
   * place of theirs is no typo, and a slip may be mended towards a word they
   * wrote. The same set while the data it was built from is unchanged, so a
   * reader may index it once.
   */
  readonly words: ReadonlySet<string>;
  /**
   * The names among them: the words the user writes capitalised inside a sentence and never in lower case ("lunch
   * with Ana"), and the words of the names of the people and places remembered. A message typed in lower case ("who
   * is ana?") names them all the same. The same set while `words` is.
   */
  readonly names: ReadonlySet<string>;
  /**
   * The dates of the user's first and last journal entries, so that a month
   * named without a year is read as one the journal reaches; null without
   * entries.
   */
  readonly journalSpan: JournalSpan | null;
  /**
   * The assets of the user's portfolio (see `ModelRequest.assets`); the same
   * array while they are unchanged. Empty without any; null when the
   * portfolio is not kept here or cannot be read (not known).
   */
  readonly assets: ReadonlyArray<KnownAsset> | null;
  /** The names of the portfolio's accounts (see `ModelRequest.accounts`); null when not known, as `assets`. */
  readonly accounts: ReadonlyArray<string> | null;
}

/**
 * The words of a user's own data, for reading their messages. Optional:
 * without it a message is read against the dictionaries alone.
 */
export interface UserVocabularyService {
  /**
   * The user's words, journal span and assets, in one read of the data's
   * shape per turn. Never fails: what cannot be read is empty (no words, a
   * null span, null assets).
   */
  readonly read: (userId: UserId) => Effect.Effect<UserWords>;
}

export class UserVocabulary extends Context.Service<UserVocabulary, UserVocabularyService>()("@lifeos/agent/UserVocabulary") {}
