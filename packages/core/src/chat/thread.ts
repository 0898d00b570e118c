import { Schema } from "effect";
import { ThreadId, UserId } from "../common/ids.js";
import { BoundedString, Limits, RequiredString, StorableText } from "../common/validation.js";

/**
 * The configuration a thread was created with: which model answers and which
 * tools it may call (the allowlist the backend enforces).
 */
export const ThreadConfig = Schema.Struct({
  model: Schema.String,
  tools: Schema.Array(Schema.String),
});
export type ThreadConfig = typeof ThreadConfig.Type;

/** Who set the title: derived from the first message, written by the model, or chosen by the user. */
export const TitleSource = Schema.Literals(["auto", "model", "user"]);
export type TitleSource = typeof TitleSource.Type;

export const Tag = RequiredString(Limits.tagChars);

/** A conversation. */
export const Thread = Schema.Struct({
  id: ThreadId,
  userId: UserId,
  title: BoundedString(Limits.titleChars),
  titleSource: TitleSource,
  pinned: Schema.Boolean,
  tags: Schema.Array(Tag),
  config: ThreadConfig,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
});
export type Thread = typeof Thread.Type;

export const NewThread = Schema.Struct({
  id: Schema.optional(ThreadId),
  title: BoundedString(Limits.titleChars),
  titleSource: Schema.optional(TitleSource),
  pinned: Schema.optional(Schema.Boolean),
  tags: Schema.optional(Schema.Array(Tag).check(Schema.isMaxLength(Limits.tagsPerThread))),
  config: ThreadConfig,
});
export type NewThread = typeof NewThread.Type;

export const ThreadPatch = Schema.Struct({
  title: Schema.optional(BoundedString(Limits.titleChars)),
  titleSource: Schema.optional(TitleSource),
  pinned: Schema.optional(Schema.Boolean),
  tags: Schema.optional(Schema.Array(Tag).check(Schema.isMaxLength(Limits.tagsPerThread))),
  config: Schema.optional(ThreadConfig),
  /** Moves `updatedAt` forward (a new message arrived). */
  touchedAt: Schema.optional(Schema.Date),
});
export type ThreadPatch = typeof ThreadPatch.Type;

/**
 * Listing order: pinned first, then most recently updated, then id descending.
 * `search` matches the title or a message's text, ignoring case and accents.
 */
export const ThreadListQuery = Schema.Struct({
  search: Schema.optional(StorableText),
  tag: Schema.optional(StorableText),
  pinned: Schema.optional(Schema.Boolean),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Limits.pageLimitMax }))),
  cursor: Schema.optional(StorableText),
});
export type ThreadListQuery = typeof ThreadListQuery.Type;
