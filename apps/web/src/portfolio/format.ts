import { accountTypeName, accountTypeNames, allocationKeyName, type Language } from "@lifeos/core";

/** Money and percentages as the portfolio pages show them, in the browser's locale unless `locale` is given. */
export const money = (value: string | number | null | undefined, currency = "", locale?: string): string => {
  const number = Number(value);
  if (value === null || value === undefined || !Number.isFinite(number)) return "—";
  return `${number.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${currency ? ` ${currency}` : ""}`;
};

/** A fraction as a percentage with two decimals, in the browser's locale unless `locale` is given: 0.1234 is "12.34%" in "en-US", "12,34%" in "pt-BR". */
export const percent = (value: number | null | undefined, locale?: string): string =>
  value === null || value === undefined || !Number.isFinite(value) ? "—" : `${(value * 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** A fraction as a whole percentage, as `locale` writes one: 0.85 is "85%" in "en-US", "85 %" in "pt-PT". */
export const wholePercent = (value: number, locale: string): string => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value);

/** A quantity, price or rate as stored (a decimal string), in `locale`'s numbers with the decimals it has: "1,234.5" in "en-US", "1234,5" in "pt-PT"; empty when there is none. */
export const decimal = (value: string | number | null | undefined, locale: string): string => {
  const number = Number(value);
  if (value === null || value === undefined || value === "" || !Number.isFinite(number)) return value === null || value === undefined ? "" : String(value);
  return number.toLocaleString(locale, { maximumFractionDigits: 8 });
};

export const signClass = (value: string | number | null | undefined): string => (Number(value) > 0 ? "gain" : Number(value) < 0 ? "loss" : "");

/** An allocation slice as the pages name it: an asset class or instrument in words ("EQUITY" is "Stocks", "ETF" is "ETFs"), other keys as they are. */
export const sliceName = (by: string, key: string, language: Language = "en"): string => {
  const words = allocationKeyName(by, key, language);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An account type as the pages name it: in words, capitalised ("SECURITIES" is "Investment account"). */
export const accountTypeLabel = (type: string, language: Language = "en"): string => {
  const words = accountTypeName(type, language);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The account types one can choose, in the order of the form's list. */
export const accountTypes: ReadonlyArray<string> = Object.keys(accountTypeNames);
