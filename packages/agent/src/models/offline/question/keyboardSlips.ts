/** Each letter's place on a keyboard (QWERTY, as in both countries), its rows staggered as the keys are. */
const keyPlaces: ReadonlyMap<string, readonly [number, number]> = new Map(
  ["qwertyuiop", "asdfghjkl", "zxcvbnm"].flatMap((row, y) => [...row].map((letter, x) => [letter, [x + [0, 0.25, 0.75][y]!, y] as const] as const)),
);

/**
 * Whether the correction replaces one typed letter with another whose key is not next to it: "tomar" is not a slip of
 * "tocar" (m and c lie apart), "tocsr" is. A letter replaced is a slip only of a neighbouring key; a dropped, added
 * or swapped letter is a slip wherever it is.
 */
export const replacesDistantKey = (typed: string, correction: string): boolean => {
  if (typed.length !== correction.length) return false;
  const changed = [...typed].flatMap((letter, index) => (letter === correction[index] ? [] : [index]));
  if (changed.length !== 1) return false;
  const from = keyPlaces.get(typed[changed[0]!]!);
  const to = keyPlaces.get(correction[changed[0]!]!);
  return from === undefined || to === undefined || Math.abs(from[0] - to[0]) > 1.25 || Math.abs(from[1] - to[1]) > 1;
};
