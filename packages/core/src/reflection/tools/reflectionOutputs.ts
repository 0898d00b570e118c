import { Schema } from "effect";
import { ReflectionResult } from "../reflection.js";

/** What `reflect_on_entry` returns: the entry reflected on (the latest, for a period), and the reflection. */
export const ReflectOnEntryOutput = Schema.Struct({
  entryId: Schema.String,
  date: Schema.String,
  title: Schema.NullOr(Schema.String),
  /** For a period ("reflect on my week"): its first day and how many entries were read together. */
  from: Schema.optional(Schema.String),
  entries: Schema.optional(Schema.Int),
  reflection: ReflectionResult,
});
export type ReflectOnEntryOutput = typeof ReflectOnEntryOutput.Type;
