/** Share of the words two sayings have in common above which they say the same thing ("Liguei à Ana…" on three days). */
const sameShare = 0.8;

const wordsOf = (saying: string): Set<string> =>
  new Set(
    saying
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== ""),
  );

/** Whether two sayings are the same or nearly: most of their words shared (Jaccard), whatever the punctuation and accents. */
export const nearlySame = (a: string, b: string): boolean => {
  const first = wordsOf(a);
  const second = wordsOf(b);
  if (first.size === 0 || second.size === 0) return false;
  const shared = [...first].filter((word) => second.has(word)).length;
  return shared / (first.size + second.size - shared) >= sameShare;
};

/**
 * Items grouped by what they say, in the order each saying first comes: an item that says nearly what an earlier one
 * said joins its group, so a list shows different things, each with the other days it was said.
 */
export const groupNearlySame = <T>(items: ReadonlyArray<T>, saying: (item: T) => string): Array<{ first: T; also: T[] }> => {
  const groups: Array<{ first: T; said: string; also: T[] }> = [];
  for (const item of items) {
    const said = saying(item);
    const group = groups.find((each) => nearlySame(each.said, said));
    if (group === undefined) groups.push({ first: item, said, also: [] });
    else group.also.push(item);
  }
  return groups.map(({ first, also }) => ({ first, also }));
};
