import type { Memory } from "./memory.js";
import type { MemoryTriple } from "./memoryTriple.js";
import { userSubject } from "./memoryTriple.js";
import { nameKey, normalizeText } from "./normalizeText.js";
import { canonicalPredicate, heldByOneKind, isSingleValued, oppositeOf, Predicates } from "./predicates.js";
import { isCurrent, validSince } from "./validity.js";

/** Why an older memory no longer holds: another value, the opposite said, or someone else now in a relation had one at a time. */
export type ContradictionReason = "replacedValue" | "opposite" | "replacedHolder";

export interface Contradiction {
  readonly memory: Memory;
  readonly reason: ContradictionReason;
}

/**
 * The current memories (`validTo` null) that `triple` contradicts: same
 * subject (compared as `nameKey`) and either a single-valued predicate with
 * a different object ("age" 15 vs 16, "lives_in" Porto vs Lisboa,
 * "prefers:meetings" morning vs afternoon) — `replacedValue` — or the
 * opposite predicate with the same object ("likes" vs "dislikes" coffee) —
 * `opposite`. Predicates compare as `canonicalPredicate` says (a preference
 * kept under another language's topic word is the same), objects folded.
 * Of a relation had one at a time (`heldByOneKind`: a dentist, a boss, a
 * partner), someone else told in it replaces who held it — `replacedHolder`
 * ("Dr. Costa is my dentist" after "Dr. Lopes is my dentist"); a friend or a
 * brother more adds one. Memories without a triple are never
 * contradicted; the same value is a duplicate, not a contradiction.
 */
export const findContradictions = (triple: MemoryTriple, memories: ReadonlyArray<Memory>): ReadonlyArray<Contradiction> => {
  const subject = nameKey(triple.subject);
  const object = normalizeText(triple.object);
  const predicate = canonicalPredicate(triple.predicate);
  const opposite = oppositeOf(predicate);
  const role = predicate === Predicates.relationshipToUser && triple.subject !== userSubject ? heldByOneKind(triple.object) : undefined;
  const found: Contradiction[] = [];
  for (const memory of memories) {
    if (!isCurrent(memory) || memory.triple === null) continue;
    if (nameKey(memory.triple.subject) !== subject) {
      const replaced = role !== undefined && canonicalPredicate(memory.triple.predicate) === predicate && memory.triple.subject !== userSubject && heldByOneKind(memory.triple.object) === role;
      if (replaced) found.push({ memory, reason: "replacedHolder" });
      continue;
    }
    const sameObject = normalizeText(memory.triple.object) === object;
    const stored = canonicalPredicate(memory.triple.predicate);
    if (stored === predicate && isSingleValued(predicate) && !sameObject) {
      found.push({ memory, reason: "replacedValue" });
    } else if (opposite !== undefined && stored === opposite && sameObject) {
      found.push({ memory, reason: "opposite" });
    }
  }
  return found;
};

/** What storing a new statement does to the time spans of the memories it contradicts. */
export interface ValidityPlan {
  /** Older memories to close: set `validTo` (and `supersededBy` to the new memory's id). Never deleted. */
  readonly close: ReadonlyArray<{ readonly memory: Memory; readonly validTo: Date; readonly reason: ContradictionReason }>;
  /**
   * Set when the new statement is older than a current memory that
   * contradicts it (told "last year she was 15" after "she is 16"), and not
   * said as holding now: the new memory is stored already closed at this
   * time, and nothing else changes.
   */
  readonly incomingValidTo: Date | null;
}

/**
 * Plans the history a new statement makes: it holds from `validFrom` (or
 * `at`, the time it was said), closing each contradicted memory that became
 * true no later than that. "Susana tem 15 anos" then "Susana fez 16 anos"
 * closes the first at the second's start, so one current and one historical
 * fact remain.
 *
 * A contradicted memory that became true later than the new statement's start
 * is read by how the statement was said:
 * - said as holding now (`holdsNow`: "I started a new job at Farfetch today",
 *   "mudei-me para Lisboa em outubro", "I've been working at Acme since 2020")
 *   after that memory began, it is the person's latest word: the memory is
 *   closed at `at`, when the statement was said (never before the memory's own
 *   start), and the new one stays current;
 * - otherwise (a past state, "last year she was 15" after "she is 16", or a
 *   statement said before a memory that was saved first) the memory stays
 *   current and the new one is stored already closed at that memory's start.
 */
export const planValidity = (
  incoming: { readonly triple: MemoryTriple | null; readonly validFrom?: Date | null; readonly holdsNow?: boolean | undefined },
  memories: ReadonlyArray<Memory>,
  at: Date,
): ValidityPlan => {
  if (incoming.triple === null) return { close: [], incomingValidTo: null };
  const start = incoming.validFrom ?? at;
  const close: Array<ValidityPlan["close"][number]> = [];
  let incomingValidTo: Date | null = null;
  for (const { memory, reason } of findContradictions(incoming.triple, memories)) {
    const since = validSince(memory);
    if (since.getTime() <= start.getTime()) close.push({ memory, validTo: start, reason });
    else if (incoming.holdsNow === true && since.getTime() < at.getTime()) close.push({ memory, validTo: at, reason });
    else if (incomingValidTo === null || since.getTime() < incomingValidTo.getTime()) incomingValidTo = since;
  }
  return { close, incomingValidTo };
};
