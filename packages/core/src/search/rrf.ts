/** One fused result: its score, and its 1-based rank in each input list (null where absent). */
export interface FusedResult<A> {
  readonly item: A;
  readonly score: number;
  readonly ranks: ReadonlyArray<number | null>;
}

/**
 * Reciprocal-rank fusion: each list adds `weight / (k + rank)` for every item
 * it contains. Items are identified by `keyOf`; the first occurrence is kept.
 * Results are ordered by score descending, ties by best single rank, then key.
 */
export const reciprocalRankFusion = <A>(
  lists: ReadonlyArray<ReadonlyArray<A>>,
  keyOf: (item: A) => string,
  options: { readonly k?: number; readonly weights?: ReadonlyArray<number> } = {},
): FusedResult<A>[] => {
  const k = options.k ?? 60;
  const fused = new Map<string, { item: A; score: number; ranks: (number | null)[] }>();
  lists.forEach((list, listIndex) => {
    const weight = options.weights?.[listIndex] ?? 1;
    const seen = new Set<string>();
    list.forEach((item, position) => {
      const key = keyOf(item);
      if (seen.has(key)) return;
      seen.add(key);
      const entry = fused.get(key) ?? { item, score: 0, ranks: lists.map(() => null) };
      entry.score += weight / (k + position + 1);
      entry.ranks[listIndex] = position + 1;
      fused.set(key, entry);
    });
  });
  const bestRank = (ranks: ReadonlyArray<number | null>) =>
    Math.min(...ranks.map((rank) => rank ?? Number.POSITIVE_INFINITY));
  return [...fused.entries()]
    .sort(([keyA, a], [keyB, b]) => b.score - a.score || bestRank(a.ranks) - bestRank(b.ranks) || (keyA < keyB ? -1 : 1))
    .map(([, entry]) => entry);
};
