import type { Dec } from "../money.js";
import { dec } from "../money.js";

/**
 * Fixed-point decimals as BigInt units of 10⁻¹⁰ — exact for every stored
 * `DecimalString` (at most 10 places) — for the hot daily valuation loop,
 * where decimal.js objects cost too much. Products are rounded half away
 * from zero back to 10 places.
 */
export const SCALE = 10_000_000_000n;

/** A `DecimalString`-like text ("-12.5") as fixed-point units, exactly. */
export const fixedOf = (text: string): bigint => {
  const negative = text.startsWith("-");
  const body = negative ? text.slice(1) : text;
  const point = body.indexOf(".");
  const whole = point < 0 ? body : body.slice(0, point);
  const fraction = point < 0 ? "" : body.slice(point + 1, point + 11);
  const units = BigInt(whole || "0") * SCALE + BigInt((fraction + "0000000000").slice(0, 10));
  return negative ? -units : units;
};

export const fixedFromDec = (value: Dec): bigint => fixedOf(value.toFixed(10));

export const toDec = (units: bigint): Dec => {
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  const text = `${absolute / SCALE}.${(absolute % SCALE).toString().padStart(10, "0")}`;
  return dec(negative ? `-${text}` : text);
};

const half = SCALE / 2n;

/** a × b, rounded to 10 places. */
export const mulFixed = (a: bigint, b: bigint): bigint => {
  const product = a * b;
  return product >= 0n ? (product + half) / SCALE : -((-product + half) / SCALE);
};

/** 1 / a, rounded to 10 places (a ≠ 0). */
export const inverseFixed = (a: bigint): bigint => (SCALE * SCALE + a / 2n) / a;
