import type { VectorQuery } from "@lifeos/core";

/**
 * An optional faster way to find the candidates of a vector search than
 * sqlite-vec's plain float32 scan (`vectorTableCandidates`, the reference).
 * Whatever it returns must hold every chunk of the exact top k; the search
 * re-scores them in float64 either way, so results are the same with or
 * without it. The one implementation is the int8 codes of `vectorCodes/`.
 */
export interface VectorAccelerator {
  /**
   * Candidate chunk seqs for `query` over the user's chunks of the `indexed`
   * model, or null to leave this search to the plain scan. Called inside
   * the search's read transaction (never inside a writing one).
   */
  readonly candidates: (
    userId: string,
    query: VectorQuery,
    indexed: { readonly model: string; readonly dimensions: number },
  ) => ReadonlyArray<number> | null;
  /** Forgets what it holds for a (user, source) scope: its vectors are gone. */
  readonly forget: (userId: string, source: string) => void;
}
