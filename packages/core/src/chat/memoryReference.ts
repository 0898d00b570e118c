import { Schema } from "effect";
import { MemoryId } from "../common/ids.js";
import { BoundedString, Limits } from "../common/validation.js";

/**
 * A memory put into an answer's context, as the answer shows it ("used
 * these memories"): its id, to forget or correct it, and its one-line text
 * as it read when the answer was written.
 */
export const MemoryReference = Schema.Struct({
  id: MemoryId,
  summary: BoundedString(Limits.memoryChars),
});
export type MemoryReference = typeof MemoryReference.Type;

/** Most memories one answer records. */
export const memoryReferencesMax = 20;
