import type { ColumnMapping, FxDirection, NumberFormat } from "../importProfile.js";
import { parseNumber } from "./formats.js";
import type { ParsedCsv } from "./parseCsv.js";

export interface FxDirectionGuess {
  readonly direction: FxDirection;
  /**
   * `detected` when the rows' totals decide it, `assumed` when nothing in the
   * file does (the default, `toBase`), `chosen` when the person set it for
   * this import, `saved` when the import profile used says so.
   */
  readonly source: "detected" | "assumed" | "chosen" | "saved";
  /** Rows whose price × quantity converted one way matches their total and the other way does not. */
  readonly rowsAgreeing: number;
}

/** How close price × quantity × rate must be to the total to count (fees and rounding sit inside it). */
const tolerance = 0.03;

/**
 * Which way the file's exchange rates run, read from the rows that have a
 * quantity, a price, a rate other than 1 and a total (the amount column,
 * which brokers that write a rate give in the base currency): the direction
 * whose conversion of price × quantity lands on the total wins. Undefined
 * when the mapping has no rate column; `assumed` `toBase` when no row
 * decides it (or the rows disagree as much one way as the other).
 */
export const detectFxDirection = (parsed: ParsedCsv, mapping: ColumnMapping, numberFormat: NumberFormat): FxDirectionGuess | undefined => {
  const index = (field: string) => (mapping[field] === undefined ? -1 : parsed.headers.indexOf(mapping[field]!));
  const [rate, quantity, price, amount] = [index("fxRate"), index("quantity"), index("unitPrice"), index("amount")];
  if (rate < 0) return undefined;
  let toBase = 0;
  let perBase = 0;
  if (quantity >= 0 && price >= 0 && amount >= 0) {
    for (const row of parsed.rows) {
      const read = (column: number) => Math.abs(Number(parseNumber(row.cells[column] ?? "", numberFormat) ?? Number.NaN));
      const [r, q, p, total] = [read(rate), read(quantity), read(price), read(amount)];
      if (![r, q, p, total].every((value) => Number.isFinite(value) && value > 0) || Math.abs(r - 1) < 1e-9) continue;
      const fits = (converted: number) => Math.abs(converted - total) / total <= tolerance;
      const multiplied = fits(q * p * r);
      const divided = fits((q * p) / r);
      if (multiplied && !divided) toBase++;
      else if (divided && !multiplied) perBase++;
    }
  }
  if (perBase > toBase) return { direction: "perBase", source: "detected", rowsAgreeing: perBase };
  if (toBase > perBase) return { direction: "toBase", source: "detected", rowsAgreeing: toBase };
  return { direction: "toBase", source: "assumed", rowsAgreeing: 0 };
};

/** A rate written `direction` as the multiplier into the base currency (10 decimals, the most a stored rate keeps). */
export const rateToBase = (rate: string, direction: FxDirection): string => {
  if (direction === "toBase" || !(Number(rate) > 0)) return rate;
  const inverse = (1 / Number(rate)).toFixed(10).replace(/0+$/, "").replace(/\.$/, "");
  return inverse;
};
