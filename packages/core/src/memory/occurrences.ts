import type { MemoryId } from "../common/ids.js";
import type { Memory } from "./memory.js";
import type { TimePrecision } from "./memoryProvenance.js";
import { isOccurrence } from "./predicates.js";

/** One dated visit or appointment: who (`subject`), what (`topic`, e.g. "dentist") and when. */
export interface Occurrence {
  readonly subject: string;
  readonly topic: string;
  readonly at: Date;
  readonly precision: TimePrecision;
  readonly memoryId: MemoryId;
}

/**
 * The dated visits and appointments among `memories`: those with an
 * `occurredAt` and a triple whose predicate is "visited" or "appointment",
 * oldest first. The topic is the triple's object.
 */
export const occurrencesOf = (memories: ReadonlyArray<Memory>): ReadonlyArray<Occurrence> =>
  memories
    .flatMap((memory) =>
      memory.occurredAt !== null && memory.triple !== null && isOccurrence(memory.triple.predicate)
        ? [
            {
              subject: memory.triple.subject,
              topic: memory.triple.object,
              at: memory.occurredAt,
              precision: memory.occurredPrecision ?? "day",
              memoryId: memory.id,
            },
          ]
        : [],
    )
    .sort((left, right) => left.at.getTime() - right.at.getTime());
