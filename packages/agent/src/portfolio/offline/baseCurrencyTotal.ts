import type { Language } from "@lifeos/core";
import type { Data } from "./portfolioFormat.js";
import { amount, text } from "./portfolioFormat.js";

/**
 * Sums in several currencies ("8,000.00 USD + 9,200.00 EUR") as one figure in the base currency, from each listed
 * activity's `field` ("amountBase" or "feeBase", as `search_activities` converted it), with the day of the rate when one
 * stored rate was used: " (17,080.00 EUR in your base currency, at the rate of 2025-12-31)". Empty with a single
 * currency, or when some activity counted has no converted figure.
 */
export const baseCurrencyTotal = (rows: ReadonlyArray<Data>, field: "amountBase" | "feeBase", base: unknown, language: Language, counted: (row: Data) => boolean): string => {
  const used = rows.filter(counted);
  if (typeof base !== "string" || new Set(used.map((row) => row["currency"])).size < 2) return "";
  const values = used.map((row) => (row[field] === null || row[field] === undefined ? Number.NaN : Math.abs(Number(row[field]))));
  if (values.some((value) => !Number.isFinite(value))) return "";
  const total = values.reduce((sum, value) => sum + value, 0);
  const when = ratesUsed(used, language);
  return text(` (${amount(total, base, language)} in your base currency${when})`, ` (${amount(total, base, language)} na moeda base${when})`)(language);
};

/**
 * The stored rates the activities' figures in the base currency were converted at, as said after a total (", at the rate
 * of 2025-12-31", ", each at the rate of its day"); empty when none was needed.
 */
export const ratesUsed = (rows: ReadonlyArray<Data>, language: Language): string => {
  const dates = [...new Set(rows.map((row) => row["rateDate"]).filter((date): date is string => typeof date === "string"))];
  return dates.length === 1 ? text(`, at the rate of ${dates[0]!}`, `, ao câmbio de ${dates[0]!}`)(language)
    : dates.length > 1 ? text(", each at the rate of its day", ", cada um ao câmbio do seu dia")(language)
    : "";
};
