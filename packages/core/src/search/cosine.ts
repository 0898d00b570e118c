/** Cosine similarity of two vectors of equal length; 0 when either is all zeros. */
export const cosineSimilarity = (a: ArrayLike<number>, b: ArrayLike<number>): number => {
  if (a.length !== b.length) throw new RangeError(`vector lengths differ: ${a.length} and ${b.length}`);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    const x = a[index] as number;
    const y = b[index] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
};

/** The vector scaled to unit length (all zeros stays all zeros). */
export const normalize = (vector: ArrayLike<number>): number[] => {
  let norm = 0;
  for (let index = 0; index < vector.length; index++) norm += (vector[index] as number) ** 2;
  norm = Math.sqrt(norm);
  return Array.from(vector, (value) => (norm === 0 ? 0 : value / norm));
};
