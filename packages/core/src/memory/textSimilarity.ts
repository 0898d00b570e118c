import { normalizeText } from "./normalizeText.js";

/** |A ∩ B| / |A ∪ B| of two sets of words; 1 for two empty sets. A set given is read as it is, not copied. */
export const jaccard = (left: Iterable<string>, right: Iterable<string>): number => {
  const a = left instanceof Set ? (left as ReadonlySet<string>) : new Set(left);
  const b = right instanceof Set ? (right as ReadonlySet<string>) : new Set(right);
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
};

/** The character trigrams of a folded text, each word padded with spaces ("ana" → " an", "ana", "na "). */
export const trigrams = (text: string): ReadonlySet<string> => {
  const grams = new Set<string>();
  for (const word of normalizeText(text).split(" ")) {
    if (word === "") continue;
    const padded = ` ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  }
  return grams;
};

/**
 * How alike two texts are by spelling, 0..1: the Dice coefficient of their
 * trigrams, accent- and case-insensitive ("Suzana" and "Susana" score 0.5,
 * "Almeida" and "Almeyda" 0.6, unrelated names near 0).
 */
export const trigramSimilarity = (left: string, right: string): number => {
  const a = trigrams(left);
  const b = trigrams(right);
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return (2 * shared) / (a.size + b.size);
};
