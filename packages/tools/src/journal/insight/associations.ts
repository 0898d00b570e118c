/** A topic and how the days that mention it differ from the rest on one metric. */
export interface Association {
  readonly term: string;
  /** Entries mentioning the term. */
  readonly count: number;
  /** Average of the metric on those entries minus the overall average. */
  readonly lift: number;
}

export interface TermReading {
  readonly terms: ReadonlyArray<string>;
  readonly value: number;
}

/**
 * Terms whose entries score above (direction 1) or below (-1) the overall
 * average, strongest first, weighted by how often they occur. Terms seen in
 * fewer than `minCount` entries are ignored; at most `limit` are returned.
 */
export const associations = (
  readings: ReadonlyArray<TermReading>,
  direction: 1 | -1,
  options: { readonly minCount?: number; readonly limit?: number; readonly minLift?: number } = {},
): Association[] => {
  if (readings.length === 0) return [];
  const minCount = options.minCount ?? (readings.length >= 12 ? 2 : 1);
  const overall = readings.reduce((sum, reading) => sum + reading.value, 0) / readings.length;
  const byTerm = new Map<string, { sum: number; count: number }>();
  for (const reading of readings) {
    for (const term of reading.terms) {
      const bucket = byTerm.get(term) ?? { sum: 0, count: 0 };
      bucket.sum += reading.value;
      bucket.count += 1;
      byTerm.set(term, bucket);
    }
  }
  const minLift = options.minLift ?? 3;
  return [...byTerm.entries()]
    .filter(([, { count }]) => count >= minCount && count < readings.length)
    .map(([term, { sum, count }]) => ({ term, count, lift: sum / count - overall }))
    .filter((association) => association.lift * direction >= minLift)
    .sort((a, b) => b.lift * direction * Math.sqrt(b.count) - a.lift * direction * Math.sqrt(a.count) || (a.term < b.term ? -1 : 1))
    .slice(0, options.limit ?? 5);
};

/** The most frequent terms, most frequent first (ties alphabetical). */
export const frequentTerms = (termLists: ReadonlyArray<ReadonlyArray<string>>, limit: number, minCount = 2): Array<{ term: string; count: number }> => {
  const counts = new Map<string, number>();
  for (const terms of termLists) for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, count]) => count >= Math.min(minCount, termLists.length))
    .sort(([termA, a], [termB, b]) => b - a || (termA < termB ? -1 : 1))
    .slice(0, limit)
    .map(([term, count]) => ({ term, count }));
};
