/** A seeded pseudo-random generator (mulberry32): the same seed, the same corpus. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(next() * items.length)]!;
  const shuffle = <A>(items: ReadonlyArray<A>): A[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  };
  return { next, pick, shuffle };
};
export type SeededRandom = ReturnType<typeof seededRandom>;
