/**
 * Int8 codes of vectors with exact error bounds on cosine similarity, in two
 * stages.
 *
 * Coarse (every vector, in the SIMD kernel). A stored vector v gets a scale
 * s = max|vᵢ| / 127 and an int8 code c = round(v / s) in [-127, 127], so
 * v = s·c + e with a residual e we measure exactly. A query gets the same
 * with a wider int16 code, q = s_q·c_q + e_q, |c_q| ≤ L, where L is as large
 * as the kernel's int32 sums allow (`queryCodeLimit`):
 *
 *   q·v = s_q·s_v·(c_q·c_v) + (s_q·c_q)·e_v + e_q·v
 *
 * and by Cauchy–Schwarz the last two terms are at most
 * ‖s_q·c_q‖·‖e_v‖ + ‖e_q‖·‖v‖ in size. Dividing by ‖q‖·‖v‖:
 *
 *   cos(q, v) ∈ A·a_v·(c_q·c_v) ± (B·r_v + C + margin)
 *
 * with a_v = s_v/‖v‖ and r_v = ‖e_v‖/‖v‖ per stored vector and
 * A = s_q/‖q‖, B = ‖s_q·c_q‖/‖q‖ (≈ 1), C = ‖e_q‖/‖q‖ (≈ 10⁻⁴) per query.
 * `c_q·c_v` is an exact integer (see dotKernel.wat).
 *
 * Refined (coarse candidates only, the kernel again). The residual gets its
 * own int8 code: e = t·c₂ + e₂ with t = max|eᵢ| / 127. Then
 * q·v = s_q·c_q·(s·c + t·c₂) + e_q·(v − e₂) + q·e₂, so
 *
 *   cos(q, v) ∈ A·(a_v·(c_q·c_v) + b_v·(c_q·c₂_v)) ± (r₂_v + C·(1 + r₂_v) + margin)
 *
 * with b_v = t/‖v‖ and r₂_v = ‖e₂‖/‖v‖, about 1/100 of r_v.
 *
 * `margin` covers floating-point rounding, both in these factors and sums and
 * in the float64 cosine the results are ranked by (core's `cosineSimilarity`,
 * whose error is below (2d + 5)·2⁻⁵³ ≈ 2·10⁻¹² for d ≤ 8192 when the squared
 * norm lies in [1e-150, 1e150]). A stored vector outside that range gets
 * r_v = r₂_v = ∞ (its bounds are ±∞, so it is always re-scored); a query
 * outside it gets infinite B and C, and callers then re-score everything. An
 * all-zero stored vector gets zero factors: both its bounds are about 0 ± C,
 * which hold its exact score, 0.
 */
export const boundMargin = 1e-9;

/** Widest stored code value; -128 is never used, so codes are symmetric. */
const codeLimit = 127;

/**
 * Widest query code value for rows of `stride` values: the kernel's int32
 * sums stay exact while stride · 127 · L < 2³¹ (L ≈ 11 000 at 1536).
 */
export const queryCodeLimit = (stride: number): number => Math.min(32_767, Math.floor((2 ** 31 - 1) / (codeLimit * stride)));

const reliable = (normSquared: number): boolean => normSquared >= 1e-150 && normSquared <= 1e150;

/** Per stored vector: a_v, r_v, b_v and r₂_v (see above). */
export interface StoredFactors {
  readonly scaleOverNorm: number;
  readonly residualOverNorm: number;
  readonly residualScaleOverNorm: number;
  readonly finalResidualOverNorm: number;
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
  readonly residualLargest: number;
}

/**
 * Writes the code of `vector` (length d) to `codes[offset .. offset + d)`
 * and, when given, its residual v − s·c to `residual`. Positions past d are
 * left as they are (the caller zero-pads).
 */
const quantizeInto = (
  vector: ArrayLike<number>,
  limit: number,
  codes: Int8Array | Int16Array,
  offset: number,
  residual?: Float64Array,
): Quantized => {
  let normSquared = 0;
  let largest = 0;
  for (let index = 0; index < vector.length; index++) {
    const value = vector[index]!;
    normSquared += value * value;
    largest = Math.max(largest, Math.abs(value));
  }
  if (!reliable(normSquared)) {
    codes.fill(0, offset, offset + vector.length);
    residual?.fill(0);
    return { normSquared, scale: 0, codeNormSquared: 0, residualSquared: normSquared, residualLargest: 0 };
  }
  const scale = largest / limit;
  let codeNormSquared = 0;
  let residualSquared = 0;
  let residualLargest = 0;
  for (let index = 0; index < vector.length; index++) {
    const value = vector[index]!;
    const code = Math.max(-limit, Math.min(limit, Math.round(value / scale)));
    codes[offset + index] = code;
    codeNormSquared += code * code;
    const rest = value - scale * code;
    if (residual !== undefined) residual[index] = rest;
    residualSquared += rest * rest;
    residualLargest = Math.max(residualLargest, Math.abs(rest));
  }
  return { normSquared, scale, codeNormSquared, residualSquared, residualLargest };
};

let residualScratch = new Float64Array(0);

/**
 * Quantizes a stored vector: its code into `codes` at `offset`, its
 * residual's code into `residualCodes` at `offset`; returns its factors.
 */
export const quantizeStored = (vector: ArrayLike<number>, codes: Int8Array, residualCodes: Int8Array, offset: number): StoredFactors => {
  if (residualScratch.length < vector.length) residualScratch = new Float64Array(vector.length);
  const residual = residualScratch.subarray(0, vector.length);
  const { normSquared, scale, residualSquared, residualLargest } = quantizeInto(vector, codeLimit, codes, offset, residual);
  if (normSquared === 0 || !reliable(normSquared)) {
    residualCodes.fill(0, offset, offset + vector.length);
    const unknown = normSquared === 0 ? 0 : Number.POSITIVE_INFINITY;
    return { scaleOverNorm: 0, residualOverNorm: unknown, residualScaleOverNorm: 0, finalResidualOverNorm: unknown };
  }
  const norm = Math.sqrt(normSquared);
  const residualScale = residualLargest / codeLimit;
  let finalSquared = 0;
  for (let index = 0; index < vector.length; index++) {
    const rest = residual[index]!;
    const code = residualScale === 0 ? 0 : Math.max(-codeLimit, Math.min(codeLimit, Math.round(rest / residualScale)));
    residualCodes[offset + index] = code;
    const final = rest - residualScale * code;
    finalSquared += final * final;
  }
  return {
    scaleOverNorm: scale / norm,
    residualOverNorm: Math.sqrt(residualSquared) / norm,
    residualScaleOverNorm: residualScale / norm,
    finalResidualOverNorm: Math.sqrt(finalSquared) / norm,
  };
};

/**
 * Quantizes a query into `codes` (int16, as the kernel reads it) at
 * `offset`, with code values up to `limit` (see `queryCodeLimit`). A query
 * whose squared norm is 0 or out of range gets infinite factors: every stored
 * vector becomes a candidate.
 */
export const quantizeQuery = (vector: ArrayLike<number>, limit: number, codes: Int16Array, offset: number): QueryFactors => {
  const { normSquared, scale, codeNormSquared, residualSquared } = quantizeInto(vector, limit, codes, offset);
  if (!reliable(normSquared))
    return { scaleOverNorm: 0, codeNormOverNorm: Number.POSITIVE_INFINITY, residualOverNorm: Number.POSITIVE_INFINITY };
  const norm = Math.sqrt(normSquared);
  return {
    scaleOverNorm: scale / norm,
    codeNormOverNorm: (scale * Math.sqrt(codeNormSquared)) / norm,
    residualOverNorm: Math.sqrt(residualSquared) / norm,
  };
};

export interface Bounds {
  readonly lower: number;
  readonly upper: number;
}

/**
 * Coarse bounds on the float64 cosine similarity of a query and a stored
 * vector, given the exact integer dot product of their codes. (The scan in
 * ScopeCodes computes the same expressions inline.)
 */
export const coarseBounds = (query: QueryFactors, stored: StoredFactors, codeDot: number): Bounds => {
  if (!Number.isFinite(query.codeNormOverNorm)) return { lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY };
  const estimate = query.scaleOverNorm * stored.scaleOverNorm * codeDot;
  const error = query.codeNormOverNorm * stored.residualOverNorm + query.residualOverNorm + boundMargin;
  return { lower: estimate - error, upper: estimate + error };
};

/**
 * Refined bounds, given also the exact integer dot product of the query's
 * code with the stored vector's residual code.
 */
export const refinedBounds = (query: QueryFactors, stored: StoredFactors, codeDot: number, residualCodeDot: number): Bounds => {
  if (!Number.isFinite(query.codeNormOverNorm)) return { lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY };
  const estimate = query.scaleOverNorm * (stored.scaleOverNorm * codeDot + stored.residualScaleOverNorm * residualCodeDot);
  const error = stored.finalResidualOverNorm + query.residualOverNorm * (1 + stored.finalResidualOverNorm) + boundMargin;
  return { lower: estimate - error, upper: estimate + error };
};
