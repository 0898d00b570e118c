/**
 * Words that look alike across the two languages and mean different things: the medicine of "remédios" and the
 * figurative "remedies" of a study note or a contract's clause ("Remedies: more data, regularisation"). Each pair's
 * words (folded) are matched only as themselves, never by starting like or sharing a stem with the other's.
 */
const pairs: ReadonlyArray<readonly [ReadonlyArray<string>, ReadonlyArray<string>]> = [[["remedio", "remedios"], ["remedy", "remedies"]]];

/** Whether `word` only looks like `term` (the two sides of a pair of false friends). */
export const falseFriends = (word: string, term: string): boolean =>
  pairs.some(([one, other]) => (one.includes(word) && other.includes(term)) || (other.includes(word) && one.includes(term)));
