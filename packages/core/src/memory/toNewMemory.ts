import type { ExtractedMemory } from "./extraction.js";
import type { NewMemory } from "./memory.js";
import type { MemorySource } from "./memoryProvenance.js";

/** An extracted memory as the `NewMemory` to plan and store, with where it came from. */
export const toNewMemory = (
  memory: ExtractedMemory,
  provenance: { readonly source: MemorySource | null; readonly sourceThreadId?: NewMemory["sourceThreadId"] },
): NewMemory => ({
  content: memory.content,
  summary: memory.summary,
  type: memory.type,
  context: memory.context,
  importance: memory.importance,
  entities: memory.entities,
  sentiment: memory.sentiment,
  language: memory.language,
  occurredAt: memory.occurredAt,
  occurredPrecision: memory.occurredPrecision,
  validFrom: memory.validFrom,
  triple: memory.triple,
  ...(memory.holdsNow === undefined ? {} : { holdsNow: memory.holdsNow }),
  source: provenance.source,
  sourceThreadId: provenance.sourceThreadId ?? null,
});
