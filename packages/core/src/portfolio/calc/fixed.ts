import type { Dec, DecimalString } from "../money.js";
import { dec } from "../money.js";

/**
 * Fixed-point decimals as BigInt units of 10⁻¹⁰ — exact for every stored
 * `DecimalString` (at most 10 places) — for the ledger replay and the daily
 * valuation loop, where decimal.js objects cost too much. Sums and
 * differences are exact; products and quotients are rounded half away from
 * zero back to 10 places. Results leave as `DecimalString` (or `Dec`).
 */
export const SCALE = 10_000_000_000n;
const PLACES = 10;

/** 10¹⁰, 10⁹, … 10⁰ as floats: exact, like every integer below 2⁵³. */
const scales = Array.from({ length: PLACES + 1 }, (_, places) => 10 ** (PLACES - places));

/** A `DecimalString`-like text ("-12.5") as fixed-point units, exactly (digits past the 10th place are dropped). */
export const fixedOf = (text: string): bigint => {
  // Most prices and amounts: the digits read as one integer, scaled to units in a float while that stays
  // below 2⁵³ (where float products of integers are exact), and made a BigInt once.
  const negative = text.charCodeAt(0) === 45;
  let digits = 0;
  let places = -1;
  let index = negative ? 1 : 0;
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 46 && places < 0) places = 0;
    else if (code >= 48 && code <= 57) {
      digits = digits * 10 + (code - 48);
      if (places >= 0) places++;
    } else break;
  }
  if (index === text.length && places <= PLACES) {
    const units = digits * scales[places < 0 ? 0 : places]!;
    if (Number.isSafeInteger(units)) return BigInt(negative ? -units : units);
  }
  // Long numbers: through a string of the units' digits.
  const body = negative ? text.slice(1) : text;
  const bodyPoint = body.indexOf(".");
  const whole = bodyPoint < 0 ? body : body.slice(0, bodyPoint);
  const fraction = bodyPoint < 0 ? "" : body.slice(bodyPoint + 1, bodyPoint + 1 + PLACES);
  const units = BigInt((whole || "0") + fraction.padEnd(PLACES, "0"));
  return negative ? -units : units;
};

/** Units of an optional text: 0 when null. */
export const fixedOrZero = (text: string | null): bigint => (text === null ? 0n : fixedOf(text));

export const fixedFromDec = (value: Dec): bigint => fixedOf(value.toFixed(PLACES));

export const toDec = (units: bigint): Dec => dec(fixedText(units));

const half = SCALE / 2n;

/** a × b, rounded to 10 places. */
export const mulFixed = (a: bigint, b: bigint): bigint => {
  const product = a * b;
  return product >= 0n ? (product + half) / SCALE : -((-product + half) / SCALE);
};

/** A sum of products of units (scaled by 10⁻²⁰) back to units, rounded once: Σ aᵢ × bᵢ summed exactly first. */
export const unitsOfProducts = (sum: bigint): bigint => (sum >= 0n ? (sum + half) / SCALE : -((-sum + half) / SCALE));

/** a / b, rounded to 10 places (b ≠ 0). */
export const divFixed = (a: bigint, b: bigint): bigint => {
  const negative = a < 0n !== b < 0n;
  const numerator = (a < 0n ? -a : a) * SCALE;
  const denominator = b < 0n ? -b : b;
  const quotient = (numerator + denominator / 2n) / denominator;
  return negative ? -quotient : quotient;
};

/** 1 / a, rounded to 10 places (a ≠ 0). */
export const inverseFixed = (a: bigint): bigint => divFixed(SCALE, a);

/** a × b / c, rounded once to 10 places (c ≠ 0): a share of a total without rounding twice. */
export const mulDivFixed = (a: bigint, b: bigint, c: bigint): bigint => {
  const negative = a < 0n !== b < 0n !== c < 0n;
  const numerator = (a < 0n ? -a : a) * (b < 0n ? -b : b);
  const denominator = c < 0n ? -c : c;
  const quotient = (numerator + denominator / 2n) / denominator;
  return negative ? -quotient : quotient;
};

/** Units rounded half to even to `places` (0–10), still in units. */
const roundTo = (units: bigint, places: number): bigint => {
  if (places >= PLACES) return units;
  const step = 10n ** BigInt(PLACES - places);
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  let kept = absolute / step;
  const rest = absolute % step;
  if (rest * 2n > step || (rest * 2n === step && kept % 2n === 1n)) kept += 1n;
  return negative ? -(kept * step) : kept * step;
};

/** Units as a plain decimal text rounded half to even to `places` (default 10), without trailing zeros ("12.5", "-3", never "-0"). */
export const fixedText = (units: bigint, places = PLACES): DecimalString => {
  const rounded = roundTo(units, places);
  if (rounded === 0n) return "0" as DecimalString;
  const negative = rounded < 0n;
  const absolute = negative ? -rounded : rounded;
  const fraction = (absolute % SCALE).toString().padStart(PLACES, "0").replace(/0+$/, "");
  const text = `${absolute / SCALE}${fraction === "" ? "" : `.${fraction}`}`;
  return (negative ? `-${text}` : text) as DecimalString;
};

/** Units as a money amount with exactly 2 places, rounded half to even ("-0.00" is "0.00"). */
export const fixedMoney = (units: bigint): DecimalString => {
  const rounded = roundTo(units, 2) / 100_000_000n;
  const negative = rounded < 0n;
  const absolute = negative ? -rounded : rounded;
  const text = `${absolute / 100n}.${(absolute % 100n).toString().padStart(2, "0")}`;
  return (negative && absolute !== 0n ? `-${text}` : text) as DecimalString;
};

/** a / b as a binary float (a ratio for display, never money); 0 when b is 0. */
export const ratioFixed = (a: bigint, b: bigint): number => (b === 0n ? 0 : Number(a) / Number(b));
