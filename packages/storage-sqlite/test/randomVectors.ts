/** A small deterministic generator (mulberry32), so a failure can be replayed. */
export const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A standard normal sample (Box–Muller). */
export const gaussian = (next: () => number): number => Math.sqrt(-2 * Math.log(Math.max(next(), 1e-300))) * Math.cos(2 * Math.PI * next());

/** Vectors around `clusters` random centres, each its centre plus Gaussian noise of relative size `spread`. */
export const clustered = (next: () => number, dimensions: number, clusters: number, spread: number) => {
  const centres = Array.from({ length: clusters }, () => Array.from({ length: dimensions }, () => gaussian(next)));
  return (): Array<number> => {
    const centre = centres[Math.floor(next() * clusters)]!;
    return centre.map((value) => value + spread * gaussian(next));
  };
};
