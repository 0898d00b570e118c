/**
 * Importance 1..10 from how often something was mentioned: 1 for never, then
 * one and a half steps per doubling (1 → 3, 3 → 4, 7 → 6, 15 → 7, 31 → 9, 63 or more → 10).
 */
export const importanceFromMentions = (mentionCount: number): number => {
  if (!(mentionCount > 0)) return 1;
  return Math.min(10, Math.max(1, Math.round(1 + 1.5 * Math.log2(mentionCount + 1))));
};

/**
 * A memory's importance raised by how often its most mentioned entity comes
 * up: the larger of the two, so frequent people lift what is said about
 * them and nothing is lowered.
 */
export const boostImportance = (importance: number, entityMentionCounts: ReadonlyArray<number>): number =>
  Math.max(importance, ...entityMentionCounts.map(importanceFromMentions));
