import { Schema } from "effect";
import { RequiredString } from "../common/validation.js";

/** The subject of a triple that is about the person themself. */
export const userSubject = "user";

/**
 * What a memory states, as subject–predicate–object: `("Susana", "age", "16")`,
 * `("user", "visited", "dentist")`, `("user", "prefers:meetings", "morning")`.
 * The subject is an entity name or `userSubject`; the predicate is one of
 * `Predicates` (or a `prefers:<topic>` form); the object is free text. Two
 * memories with the same subject and a single-valued predicate contradict
 * each other when their objects differ (see `findContradictions`).
 */
export const MemoryTriple = Schema.Struct({
  subject: RequiredString(200),
  predicate: RequiredString(100),
  object: RequiredString(500),
});
export type MemoryTriple = typeof MemoryTriple.Type;
