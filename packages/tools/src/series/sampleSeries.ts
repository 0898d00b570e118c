/** Which points of a long series a tool keeps, and how it thinned them. */
export interface SeriesSample {
  /** Indexes into the series, ascending, without repeats. */
  readonly indexes: ReadonlyArray<number>;
  /** Whether points were left out. */
  readonly sampled: boolean;
  /** Every how many points one was kept (1 when none were left out). */
  readonly every: number;
}

/**
 * Points of a series of `length` spread evenly over it, at most `max` (at least 4): every `every`-th
 * point from the first, plus always the last one and the ones `extremes` names (the lowest and
 * highest, say), so the range, the start, the end and the turning points survive the thinning.
 */
export const sampleSeries = (length: number, max: number, extremes: ReadonlyArray<number> = []): SeriesSample => {
  if (length <= max) return { indexes: Array.from({ length }, (_, index) => index), sampled: false, every: 1 };
  const reserved = 1 + extremes.length;
  const every = Math.ceil(length / Math.max(1, max - reserved));
  const kept = new Set<number>();
  for (let index = 0; index < length; index += every) kept.add(index);
  kept.add(length - 1);
  for (const index of extremes) if (index >= 0 && index < length) kept.add(index);
  return { indexes: [...kept].sort((a, b) => a - b), sampled: true, every };
};

/** The indexes of the lowest and highest of `values` (the first of each on ties); empty for no values. */
export const extremesOf = <T extends number | bigint>(values: ReadonlyArray<T>): ReadonlyArray<number> => {
  if (values.length === 0) return [];
  let low = 0;
  let high = 0;
  values.forEach((value, index) => {
    if (value < values[low]!) low = index;
    if (value > values[high]!) high = index;
  });
  return [low, high];
};
