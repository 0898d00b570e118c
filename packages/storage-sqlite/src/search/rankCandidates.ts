import { cosineSimilarity } from "@lifeos/core";
import type { ChunkHit } from "@lifeos/core";
import type { SqliteContext } from "../database/SqliteContext.js";
import { prepared } from "../database/SqliteContext.js";
import { hitsBySeq } from "./chunkRows.js";

interface Scored {
  readonly seq: number;
  readonly id: string;
  readonly score: number;
}

const byScoreThenId = (left: Scored, right: Scored): number =>
  right.score - left.score || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);

/**
 * The best k of the candidate chunks (this user's only), by core's float64
 * `cosineSimilarity` against the vector stored on the chunk row, best first,
 * ties by id: the same scores and order as a brute-force search over the
 * candidates. Only the k winners are decoded, without their vectors.
 */
export const rankCandidates = (
  context: SqliteContext,
  userId: string,
  seqs: ReadonlyArray<number>,
  query: ReadonlyArray<number>,
  k: number,
): Array<ChunkHit> => {
  const select = prepared(
    context,
    // CROSS JOIN keeps SQLite from walking all the user's chunks: one rowid lookup per candidate.
    `SELECT chunks.seq, chunks.id, chunks.embedding_vector FROM json_each(?) AS wanted CROSS JOIN chunks ON chunks.seq = wanted.value
     WHERE chunks.user_id = ? AND chunks.embedding_vector IS NOT NULL`,
  ).raw(true);
  const scored: Array<Scored> = [];
  let vector = new Float64Array(0);
  for (let start = 0; start < seqs.length; start += 1000) {
    const rows = select.all(JSON.stringify(seqs.slice(start, start + 1000)), userId) as Array<[number, string, Buffer]>;
    for (const [seq, id, bytes] of rows) {
      // Copied: driver buffers need not be 8-byte aligned.
      if (vector.byteLength !== bytes.byteLength) vector = new Float64Array(bytes.byteLength / 8);
      new Uint8Array(vector.buffer).set(bytes);
      scored.push({ seq, id, score: cosineSimilarity(vector, query) });
    }
  }
  return hitsBySeq(context, userId, scored.sort(byScoreThenId).slice(0, k));
};
