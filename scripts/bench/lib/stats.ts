/** The `p`-th percentile (0..100) of `samples`, nearest-rank. */
export const percentile = (samples: ReadonlyArray<number>, p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
};

/** Prints rows as an aligned text table. */
export const printTable = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): void => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: ReadonlyArray<string>) => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
};

/**
 * Exact top-k ids by cosine similarity (vectors are unit length: dot
 * product). `vectors` holds them one after another, `dims` numbers each, in
 * the order of `ids`.
 */
export const bruteForceTopK = (query: Float32Array, vectors: Float32Array, dims: number, ids: ReadonlyArray<string>, k: number): string[] => {
  const best: Array<{ id: string; score: number }> = [];
  for (let index = 0; index < ids.length; index++) {
    const start = index * dims;
    let dot = 0;
    for (let d = 0; d < dims; d++) dot += vectors[start + d]! * query[d]!;
    if (best.length < k || dot > best[best.length - 1]!.score) {
      best.push({ id: ids[index]!, score: dot });
      best.sort((a, b) => b.score - a.score);
      if (best.length > k) best.pop();
    }
  }
  return best.map((hit) => hit.id);
};
