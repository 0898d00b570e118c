import type { Memory } from "./memory.js";
import { nameKey } from "./normalizeText.js";
import { canonicalPredicate } from "./predicates.js";

/** When a memory became true: `validFrom`, or `createdAt` when that is null. */
export const validSince = (memory: Pick<Memory, "validFrom" | "createdAt">): Date => memory.validFrom ?? memory.createdAt;

/** True when the memory held at `date`: valid since on or before it, and not closed by then (`validTo` is exclusive). */
export const isValidAt = (memory: Pick<Memory, "validFrom" | "validTo" | "createdAt">, date: Date): boolean =>
  validSince(memory).getTime() <= date.getTime() && (memory.validTo === null || date.getTime() < memory.validTo.getTime());

/** True when nothing has closed the memory yet. */
export const isCurrent = (memory: Pick<Memory, "validTo">): boolean => memory.validTo === null;

/**
 * The memories that were true at `date`, in the given order: what the
 * assistant knew to hold then ("how old was Susana last year?" reads the age
 * memory valid a year ago). Closed memories count for the span they were
 * valid; memories recorded after `date` with no earlier `validFrom` do not.
 */
export const asOf = <M extends Pick<Memory, "validFrom" | "validTo" | "createdAt">>(memories: ReadonlyArray<M>, date: Date): ReadonlyArray<M> =>
  memories.filter((memory) => isValidAt(memory, date));

/**
 * The memory stating `subject`'s `predicate` at `date` ("Susana", "age"):
 * among those valid then, the one that became true last; undefined when
 * none. Subjects compare as `nameKey`s (case, accents and titles ignored),
 * predicates as `canonicalPredicate`s.
 */
export const valueAsOf = <M extends Pick<Memory, "validFrom" | "validTo" | "createdAt" | "triple">>(
  memories: ReadonlyArray<M>,
  subject: string,
  predicate: string,
  date: Date,
): M | undefined => {
  const key = nameKey(subject);
  const wanted = canonicalPredicate(predicate);
  let best: M | undefined;
  for (const memory of asOf(memories, date)) {
    if (memory.triple === null || canonicalPredicate(memory.triple.predicate) !== wanted || nameKey(memory.triple.subject) !== key) continue;
    if (best === undefined || validSince(memory).getTime() >= validSince(best).getTime()) best = memory;
  }
  return best;
};
