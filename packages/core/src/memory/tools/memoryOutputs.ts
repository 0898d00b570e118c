import { Schema } from "effect";
import { ReminderRecurrence } from "../reminder.js";
import { MemoryView, PersonView, ReminderView } from "./memoryViews.js";

/** What `search_memories` returns. */
export const SearchMemoriesOutput = Schema.Struct({
  memories: Schema.Array(MemoryView),
  summaries: Schema.Array(Schema.Struct({ content: Schema.String, periodStart: Schema.String })),
  /**
   * How many memories the filters hold, of which `memories` are the first (the newest, for an empty query): counted for an
   * empty query over a range of days, or over all when few enough; null when not counted (a query's matches, best first).
   */
  total: Schema.NullOr(Schema.Int),
});
export type SearchMemoriesOutput = typeof SearchMemoriesOutput.Type;

/** What `get_person` returns. */
export const GetPersonOutput = Schema.Struct({
  /** Null when no one of that name (or alias, or close spelling) is known. */
  person: Schema.NullOr(PersonView),
  relationships: Schema.Array(Schema.Struct({ kind: Schema.String, name: Schema.String })),
  memories: Schema.Array(MemoryView),
});
export type GetPersonOutput = typeof GetPersonOutput.Type;

/** What `list_reminders` returns. */
export const ListRemindersOutput = Schema.Struct({ reminders: Schema.Array(ReminderView) });
export type ListRemindersOutput = typeof ListRemindersOutput.Type;

/** What `remember` returns. */
export const RememberOutput = Schema.Struct({
  /** "created", "merged" into a stored repeat, or "skipped" (already known). With memory off the tool fails instead (`memoryOffError`). */
  outcome: Schema.Literals(["created", "merged", "skipped"]),
  memory: Schema.NullOr(MemoryView),
  /** Facts this one replaced (now historical). */
  replaced: Schema.Int,
});
export type RememberOutput = typeof RememberOutput.Type;

const ForgottenMemory = Schema.Struct({ memoryId: Schema.String, content: Schema.String });

/** What `forget` returns. */
/** The codes of what a `forget` did. */
export const forgetOutcomeCodes = ["FORGET_DONE", "FORGET_UNSURE", "FORGET_NO_MATCH"] as const;

export const ForgetOutput = Schema.Struct({
  deleted: Schema.Array(ForgottenMemory),
  /** Deleted nothing: memories only near the query in meaning. Ask the user which one they meant, then call again with its memoryId. */
  unsure: Schema.Array(ForgottenMemory),
  /** What was done, each memory quoted: what was forgotten, or that nothing matched, or which memories to confirm. */
  summary: Schema.String,
  /**
   * `summary` as a code with the values it names, for a client to say in its own words: FORGET_DONE `{ count, memories }`,
   * FORGET_UNSURE `{ query, memories }`, FORGET_NO_MATCH `{ query }` (`memories`: the memories quoted, comma-separated).
   */
  outcome: Schema.Struct({ code: Schema.Literals(forgetOutcomeCodes), params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])), message: Schema.String }),
});
export type ForgetOutput = typeof ForgetOutput.Type;

/** A reminder not stored yet: what the user is asked to confirm. */
export const ReminderDraft = Schema.Struct({
  text: Schema.String,
  dueAt: Schema.String,
  recurrence: Schema.NullOr(ReminderRecurrence),
});
export type ReminderDraft = typeof ReminderDraft.Type;

/** What `create_reminder` returns. */
export const CreateReminderOutput = Schema.Union([
  /** Nothing was stored; ask the user, then call again with confirmed true. */
  Schema.Struct({ status: Schema.Literal("draft"), reminder: ReminderDraft }),
  Schema.Struct({ status: Schema.Literal("created"), reminder: ReminderView }),
]);
export type CreateReminderOutput = typeof CreateReminderOutput.Type;

/** What `complete_reminder` returns. */
export const CompleteReminderOutput = Schema.Struct({
  completed: ReminderView,
  /** The next occurrence of a repeating reminder; null when it does not repeat, or when it was already done. */
  next: Schema.NullOr(ReminderView),
  /** True: it was done (or cancelled) before, so nothing changed and no second occurrence was made. */
  alreadyDone: Schema.Boolean,
});
export type CompleteReminderOutput = typeof CompleteReminderOutput.Type;

/** What `update_reminder` returns. */
export const UpdateReminderOutput = Schema.Struct({
  /** The reminder as it is now: moved or renamed, or dismissed when cancelled. */
  updated: ReminderView,
  /** The reminder as it was before the change: what it was called and when it was due. */
  previous: ReminderView,
});
export type UpdateReminderOutput = typeof UpdateReminderOutput.Type;
