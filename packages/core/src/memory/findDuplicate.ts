import type { Memory, MemoryPatch, MemoryType } from "./memory.js";
import type { TimePrecision } from "./memoryProvenance.js";
import type { MemoryTriple } from "./memoryTriple.js";
import { contentTokens, isNegated, numbersIn } from "./contentTokens.js";
import { nameKey, normalizeText } from "./normalizeText.js";
import { jaccard, trigramSimilarity } from "./textSimilarity.js";
import { canonicalPredicate } from "./predicates.js";
import { isCurrent } from "./validity.js";

/** The parts of a new memory that decide whether it repeats a stored one. */
export interface DuplicateProbe {
  readonly content: string;
  readonly summary?: string;
  readonly type: MemoryType;
  readonly importance: number;
  readonly entities?: ReadonlyArray<string>;
  readonly language?: string | null;
  readonly occurredAt?: Date | null;
  readonly occurredPrecision?: TimePrecision | null;
  readonly triple?: MemoryTriple | null;
}

export type DuplicateDecision =
  | { readonly kind: "new" }
  /** The same memory is stored: `patch` (possibly empty) adds what the new one knows more; nothing else is written. */
  | {
      readonly kind: "duplicate";
      readonly memory: Memory;
      readonly exact: boolean;
      readonly similarity: number;
      readonly patch: MemoryPatch;
    };

export interface DuplicateOptions {
  /** When the new memory is being stored: stands in for its `createdAt`. */
  readonly now: Date;
  /** Word-set (Jaccard) similarity at or above which two memories are the same; default 0.8. */
  readonly wordThreshold?: number;
  /** Spelling (trigram) similarity at or above which two memories are the same, when their words also overlap by half; default 0.85. */
  readonly spellingThreshold?: number;
}

/** The key under which exact duplicates collide: the folded content. */
export const dedupeKey = (content: string): string => normalizeText(content);

const dayMs = 86_400_000;
const windowMs: Record<TimePrecision, number> = { minute: dayMs, day: dayMs, week: 7 * dayMs, month: 31 * dayMs, year: 366 * dayMs };
const rank: Record<TimePrecision, number> = { minute: 0, day: 1, week: 2, month: 3, year: 4 };

const isDated = (type: MemoryType) => type === "event" || type === "appointment";

/**
 * Events and appointments are the same only when they happened at the same
 * time: within the coarser of the two precisions (a day for "day", a week for
 * "week"). Without a date, the time it was told stands in, at day precision.
 */
const sameOccurrence = (memory: Memory, probe: DuplicateProbe, now: Date): boolean => {
  const left = memory.occurredAt ?? memory.createdAt;
  const right = probe.occurredAt ?? now;
  const leftPrecision = memory.occurredAt === null ? "day" : (memory.occurredPrecision ?? "day");
  const rightPrecision = probe.occurredAt == null ? "day" : (probe.occurredPrecision ?? "day");
  const coarser = rank[leftPrecision] >= rank[rightPrecision] ? leftPrecision : rightPrecision;
  return Math.abs(left.getTime() - right.getTime()) < windowMs[coarser];
};

const sameTriple = (left: MemoryTriple | null | undefined, right: MemoryTriple | null | undefined): boolean =>
  left != null &&
  right != null &&
  canonicalPredicate(left.predicate) === canonicalPredicate(right.predicate) &&
  nameKey(left.subject) === nameKey(right.subject) &&
  normalizeText(left.object) === normalizeText(right.object);

const sameNumbers = (left: string, right: string) => numbersIn(left).join(" ") === numbersIn(right).join(" ");

/** What a repeat adds to the stored memory: names it lacked, a higher importance, a date, a fuller wording. */
const mergePatch = (memory: Memory, probe: DuplicateProbe): MemoryPatch => {
  const patch: { -readonly [K in keyof MemoryPatch]: MemoryPatch[K] } = {};
  const names = new Map(memory.entities.map((name) => [nameKey(name), name]));
  for (const name of probe.entities ?? []) if (!names.has(nameKey(name))) names.set(nameKey(name), name);
  if (names.size > memory.entities.length) patch.entities = [...names.values()];
  if (probe.importance > memory.importance) patch.importance = probe.importance;
  if (memory.occurredAt === null && probe.occurredAt != null) {
    patch.occurredAt = probe.occurredAt;
    patch.occurredPrecision = probe.occurredPrecision ?? "day";
  }
  if (memory.triple === null && probe.triple != null) patch.triple = probe.triple;
  const stored = new Set(contentTokens(memory.content, memory.language));
  const told = new Set(contentTokens(probe.content, probe.language));
  if (told.size > stored.size && [...stored].every((token) => told.has(token))) {
    patch.content = probe.content;
    if (probe.summary !== undefined && probe.summary !== "") patch.summary = probe.summary;
  }
  return patch;
};

/**
 * Whether a new memory repeats one of `memories` (the person's stored
 * memories most like it — same entities or keywords — at most a few dozen).
 * Only current, unarchived memories of a compatible type are compared, and
 * dated ones only with the same occurrence. Exact: the same folded content
 * (`dedupeKey`) or the same triple. Near: the same negation and numbers, and
 * content words overlapping by `wordThreshold`, or spelled alike by
 * `spellingThreshold` with half the words shared. The most similar match
 * wins; "new" when none.
 */
export const findDuplicate = (probe: DuplicateProbe, memories: ReadonlyArray<Memory>, options: DuplicateOptions): DuplicateDecision => {
  const wordThreshold = options.wordThreshold ?? 0.8;
  const spellingThreshold = options.spellingThreshold ?? 0.85;
  const key = dedupeKey(probe.content);
  const tokens = contentTokens(probe.content, probe.language);
  const negated = isNegated(probe.content, probe.language);
  let best: { memory: Memory; exact: boolean; similarity: number } | undefined;
  for (const memory of memories) {
    if (!isCurrent(memory) || memory.archived) continue;
    if (isDated(memory.type) !== isDated(probe.type)) continue;
    if (isDated(probe.type) && !sameOccurrence(memory, probe, options.now)) continue;
    if (dedupeKey(memory.content) === key || sameTriple(memory.triple, probe.triple)) {
      best = { memory, exact: true, similarity: 1 };
      break;
    }
    if (isNegated(memory.content, memory.language ?? probe.language) !== negated || !sameNumbers(memory.content, probe.content)) continue;
    // Two statements of the same thing with different values contradict; they are not repeats.
    if (memory.triple !== null && probe.triple != null) continue;
    const words = jaccard(tokens, contentTokens(memory.content, memory.language ?? probe.language));
    const spelling = trigramSimilarity(memory.content, probe.content);
    const similarity = words >= wordThreshold ? words : spelling >= spellingThreshold && words >= 0.5 ? spelling : 0;
    if (similarity > 0 && (best === undefined || similarity > best.similarity)) best = { memory, exact: false, similarity };
  }
  if (best === undefined) return { kind: "new" };
  return { kind: "duplicate", ...best, patch: mergePatch(best.memory, probe) };
};
