/**
 * Int8 codes of vectors with exact error bounds on cosine similarity.
 *
 * A vector v gets a scale s = max|vᵢ| / 127 and a code c = round(v / s) in
 * [-127, 127], so v = s·c + e with a residual e we measure exactly. For a
 * query q = s_q·c_q + e_q the same way:
 *
 *   q·v = s_q·s_v·(c_q·c_v) + (s_q·c_q)·e_v + e_q·v
 *
 * and by Cauchy–Schwarz the last two terms are at most
 * ‖s_q·c_q‖·‖e_v‖ + ‖e_q‖·‖v‖ in size. Dividing by ‖q‖·‖v‖:
 *
 *   cos(q, v) ∈ A·a_v·(c_q·c_v) ± (B·r_v + C + margin)
 *
 * with a_v = s_v/‖v‖ and r_v = ‖e_v‖/‖v‖ per stored vector and
 * A = s_q/‖q‖, B = ‖s_q·c_q‖/‖q‖, C = ‖e_q‖/‖q‖ per query. `c_q·c_v` is an
 * exact integer (see dotKernel.wat).
 *
 * `margin` covers floating-point rounding, both in these factors and in the
 * float64 cosine the results are ranked by (core's `cosineSimilarity`, whose
 * error is below (2d + 5)·2⁻⁵³ ≈ 2·10⁻¹² for d ≤ 8192 when the squared norm
 * lies in [1e-150, 1e150]). A stored vector outside that range gets
 * r_v = ∞ (its bounds are ±∞, so it is always re-scored); a query outside it
 * gets infinite B and C, and callers then re-score everything. An all-zero
 * stored vector gets a_v = r_v = 0: its bounds ±(C + margin) hold its exact
 * score, 0.
 */
export const boundMargin = 1e-9;

/** Widest code value; -128 is never used, so codes are symmetric. */
const codeLimit = 127;

const reliable = (normSquared: number): boolean => normSquared >= 1e-150 && normSquared <= 1e150;

/** Per stored vector: a_v and r_v (see above). */
export interface StoredFactors {
  readonly scaleOverNorm: number;
  readonly residualOverNorm: number;
}

/** Per query: A, B and C (see above). */
export interface QueryFactors {
  readonly scaleOverNorm: number;
  readonly codeNormOverNorm: number;
  readonly residualOverNorm: number;
}

interface Quantized {
  readonly normSquared: number;
  readonly scale: number;
  readonly codeNormSquared: number;
  readonly residualSquared: number;
}

/**
 * Writes the code of `vector` (length d) to `codes[offset .. offset + d)`;
 * positions past d are left as they are (the caller zero-pads).
 */
const quantizeInto = (vector: ArrayLike<number>, codes: Int8Array | Int16Array, offset: number): Quantized => {
  let normSquared = 0;
  let largest = 0;
  for (let index = 0; index < vector.length; index++) {
    const value = vector[index]!;
    normSquared += value * value;
    const size = Math.abs(value);
    if (size > largest) largest = size;
  }
  if (!reliable(normSquared)) {
    codes.fill(0, offset, offset + vector.length);
    return { normSquared, scale: 0, codeNormSquared: 0, residualSquared: normSquared };
  }
  const scale = largest / codeLimit;
  let codeNormSquared = 0;
  let residualSquared = 0;
  for (let index = 0; index < vector.length; index++) {
    const value = vector[index]!;
    const code = Math.max(-codeLimit, Math.min(codeLimit, Math.round(value / scale)));
    codes[offset + index] = code;
    codeNormSquared += code * code;
    const residual = value - scale * code;
    residualSquared += residual * residual;
  }
  return { normSquared, scale, codeNormSquared, residualSquared };
};

/** Quantizes a stored vector into `codes` at `offset` and returns its factors. */
export const quantizeStored = (vector: ArrayLike<number>, codes: Int8Array, offset: number): StoredFactors => {
  const { normSquared, scale, residualSquared } = quantizeInto(vector, codes, offset);
  if (normSquared === 0) return { scaleOverNorm: 0, residualOverNorm: 0 };
  if (!reliable(normSquared)) return { scaleOverNorm: 0, residualOverNorm: Number.POSITIVE_INFINITY };
  const norm = Math.sqrt(normSquared);
  return { scaleOverNorm: scale / norm, residualOverNorm: Math.sqrt(residualSquared) / norm };
};

/**
 * Quantizes a query into `codes` (int16, the kernel's widened layout) at
 * `offset`. A query whose squared norm is 0 or out of range gets infinite
 * factors: every stored vector becomes a candidate.
 */
export const quantizeQuery = (vector: ArrayLike<number>, codes: Int16Array, offset: number): QueryFactors => {
  const { normSquared, scale, codeNormSquared, residualSquared } = quantizeInto(vector, codes, offset);
  if (!reliable(normSquared))
    return { scaleOverNorm: 0, codeNormOverNorm: Number.POSITIVE_INFINITY, residualOverNorm: Number.POSITIVE_INFINITY };
  const norm = Math.sqrt(normSquared);
  return {
    scaleOverNorm: scale / norm,
    codeNormOverNorm: (scale * Math.sqrt(codeNormSquared)) / norm,
    residualOverNorm: Math.sqrt(residualSquared) / norm,
  };
};

/**
 * Lower and upper bounds on the float64 cosine similarity of the two vectors
 * whose factors these are, given the exact integer dot product of their
 * codes. (The scan in ScopeCodes computes the same expressions inline.)
 */
export const cosineBounds = (query: QueryFactors, stored: StoredFactors, codeDot: number): { lower: number; upper: number } => {
  if (!Number.isFinite(query.codeNormOverNorm)) return { lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY };
  const estimate = query.scaleOverNorm * stored.scaleOverNorm * codeDot;
  const error = query.codeNormOverNorm * stored.residualOverNorm + query.residualOverNorm + boundMargin;
  return { lower: estimate - error, upper: estimate + error };
};
