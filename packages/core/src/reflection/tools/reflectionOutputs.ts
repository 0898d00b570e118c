import { Schema } from "effect";
import { ReflectionResult } from "../reflection.js";

/** What `reflect_on_entry` returns: the entry reflected on, and the reflection. */
export const ReflectOnEntryOutput = Schema.Struct({
  entryId: Schema.String,
  date: Schema.String,
  title: Schema.NullOr(Schema.String),
  reflection: ReflectionResult,
});
export type ReflectOnEntryOutput = typeof ReflectOnEntryOutput.Type;
