/** A small seeded generator (mulberry32): the same seed always gives the same journal. */
export interface Random {
  /** A float in [0, 1). */
  readonly next: () => number;
  readonly pick: <A>(items: ReadonlyArray<A>) => A;
  readonly chance: (probability: number) => boolean;
  readonly between: (low: number, high: number) => number;
}

export const makeRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    between: (low, high) => low + next() * (high - low),
  };
};
