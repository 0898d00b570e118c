import { daysBetween } from "../money.js";

export interface DatedFlow {
  readonly date: string;
  /** Money paid in is negative, money received (and the closing value) positive, as in a spreadsheet's XIRR. */
  readonly amount: number;
}

export type XirrResult =
  | { readonly converged: true; readonly rate: number; readonly iterations: number; readonly method: "newton" | "bisection" }
  | { readonly converged: false; readonly code: XirrFailure; readonly reason: string };

/** Why no rate was found, as a stable code (the report's words are the client's): too few flows, flows all one way, no rate in range. */
export type XirrFailure = "MWR_TOO_FEW_FLOWS" | "MWR_ONE_WAY_FLOWS" | "MWR_NO_RATE";

const npv = (flows: ReadonlyArray<{ t: number; amount: number }>, rate: number) =>
  flows.reduce((sum, flow) => sum + flow.amount / Math.pow(1 + rate, flow.t), 0);
const slope = (flows: ReadonlyArray<{ t: number; amount: number }>, rate: number) =>
  flows.reduce((sum, flow) => sum - (flow.t * flow.amount) / Math.pow(1 + rate, flow.t + 1), 0);

/**
 * The annual rate r with Σ amountᵢ / (1 + r)^(daysᵢ / 365) = 0 (the
 * spreadsheet XIRR): Newton's method from `guess`, and when it does not
 * settle, bisection over a bracket where the value changes sign. Flows
 * without both signs, or with no sign change in (−99.9999%, 10⁶%), give
 * `converged: false` with the reason; never a made-up rate.
 */
export const xirr = (flows: ReadonlyArray<DatedFlow>, guess = 0.1): XirrResult => {
  const nonZero = flows.filter((flow) => flow.amount !== 0);
  if (nonZero.length < 2) return { converged: false, code: "MWR_TOO_FEW_FLOWS", reason: "needs at least two non-zero flows" };
  if (!nonZero.some((flow) => flow.amount > 0) || !nonZero.some((flow) => flow.amount < 0))
    return { converged: false, code: "MWR_ONE_WAY_FLOWS", reason: "needs money both paid in and received" };
  const start = nonZero.reduce((min, flow) => (flow.date < min ? flow.date : min), nonZero[0]!.date);
  const timed = nonZero.map((flow) => ({ t: daysBetween(start, flow.date) / 365, amount: flow.amount }));
  let rate = guess;
  for (let iteration = 1; iteration <= 100; iteration++) {
    const value = npv(timed, rate);
    const derivative = slope(timed, rate);
    if (!Number.isFinite(value) || !Number.isFinite(derivative) || derivative === 0) break;
    const next = rate - value / derivative;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - rate) < 1e-10) return { converged: true, rate: next, iterations: iteration, method: "newton" };
    rate = next;
  }
  // Bracketing fallback: find a sign change, then bisect.
  const grid = [-0.999999, -0.99, -0.9, -0.5, -0.2, 0, 0.2, 0.5, 1, 2, 5, 10, 100, 1000, 10000];
  for (let index = 0; index + 1 < grid.length; index++) {
    let low = grid[index]!;
    let high = grid[index + 1]!;
    let lowValue = npv(timed, low);
    const highValue = npv(timed, high);
    if (!Number.isFinite(lowValue) || !Number.isFinite(highValue) || Math.sign(lowValue) === Math.sign(highValue)) continue;
    for (let iteration = 1; iteration <= 200; iteration++) {
      const middle = (low + high) / 2;
      const value = npv(timed, middle);
      if (Math.abs(high - low) < 1e-12 || value === 0) return { converged: true, rate: middle, iterations: iteration, method: "bisection" };
      if (Math.sign(value) === Math.sign(lowValue)) {
        low = middle;
        lowValue = value;
      } else high = middle;
    }
    return { converged: true, rate: (low + high) / 2, iterations: 200, method: "bisection" };
  }
  return { converged: false, code: "MWR_NO_RATE", reason: "no rate between -99.9999% and 1,000,000% makes the flows balance" };
};
