import type { Memory, MemoryPatch, NewMemory } from "./memory.js";
import type { DuplicateOptions } from "./findDuplicate.js";
import { findDuplicate } from "./findDuplicate.js";
import type { ValidityPlan } from "./findContradictions.js";
import { planValidity } from "./findContradictions.js";
import { validSince } from "./validity.js";

/** What to write for one new memory, decided before any write. */
export type MemoryWritePlan =
  /** It repeats a stored memory and adds nothing: write nothing. */
  | { readonly kind: "skip"; readonly duplicate: Memory }
  /**
   * It repeats a stored memory and adds something: apply `patch` to `into`. When the patch gives `into` the triple it
   * lacked (a memory kept in words alone, told again as a statement), each memory of `close` is closed with its
   * `validTo` and `supersededBy` = `into`, as a new memory would close them.
   */
  | { readonly kind: "merge"; readonly into: Memory; readonly patch: MemoryPatch; readonly close: ValidityPlan["close"] }
  /**
   * It is new: create `memory`, then close each memory of `close` with its
   * `validTo` and `supersededBy` = the new id, in one transaction.
   */
  | { readonly kind: "create"; readonly memory: NewMemory; readonly close: ValidityPlan["close"] };

/**
 * Decides how a new memory joins the stored ones: a repeat (see
 * `findDuplicate`) is skipped or merged, never stored twice; anything else is
 * created, closing the memories it contradicts (see `planValidity`) — or
 * created already closed when it is older than what contradicts it and not
 * said as holding now (`holdsNow`, read here and never stored).
 * `memories` are the person's stored memories most like it (same entities,
 * subject or keywords), current and historical alike; `options.now` is when
 * it was said (the message's sending time, for what is learnt from one): a
 * new fact told with no `validFrom` holds from then.
 */
export const planMemoryWrite = (incoming: NewMemory, memories: ReadonlyArray<Memory>, options: DuplicateOptions): MemoryWritePlan => {
  const duplicate = findDuplicate(incoming, memories, options);
  if (duplicate.kind === "duplicate") {
    if (Object.keys(duplicate.patch).length === 0) return { kind: "skip", duplicate: duplicate.memory };
    const into = duplicate.memory;
    const others = memories.filter((memory) => memory.id !== into.id);
    const close = duplicate.patch.triple == null ? [] : planValidity({ triple: duplicate.patch.triple, validFrom: validSince(into) }, others, options.now).close;
    return { kind: "merge", into, patch: duplicate.patch, close };
  }
  // A fact holds from when it was said unless told otherwise, kept so: compared later with one said after it but saved
  // first (memory is learnt by a background job), each is placed by when it was said, never by when it was saved.
  const said = incoming.triple == null || incoming.validFrom != null ? incoming : { ...incoming, validFrom: options.now };
  const validity = planValidity({ triple: said.triple ?? null, validFrom: said.validFrom ?? null, holdsNow: said.holdsNow }, memories, options.now);
  const { holdsNow: _tense, ...kept } = said;
  const memory: NewMemory = validity.incomingValidTo === null ? kept : { ...kept, validTo: validity.incomingValidTo };
  return { kind: "create", memory, close: validity.close };
};
