import { accountTypeName, accountTypeNames, allocationKeyName } from "@lifeos/core";

/** Money and percentages as the portfolio pages show them, in the browser's locale unless `locale` is given. */
export const money = (value: string | number | null | undefined, currency = "", locale?: string): string => {
  const number = Number(value);
  if (value === null || value === undefined || !Number.isFinite(number)) return "—";
  return `${number.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${currency ? ` ${currency}` : ""}`;
};

export const percent = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? "—" : `${(value * 100).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

export const signClass = (value: string | number | null | undefined): string => (Number(value) > 0 ? "gain" : Number(value) < 0 ? "loss" : "");

/** An allocation slice as the pages name it: an asset class in words ("EQUITY" is "Stocks"), other keys as they are. */
export const sliceName = (by: string, key: string): string => {
  const words = allocationKeyName(by, key, "en");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An account type as the pages name it: in words, capitalised ("SECURITIES" is "Investment account"). */
export const accountTypeLabel = (type: string): string => {
  const words = accountTypeName(type, "en");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The account types one can choose, in the order of the form's list. */
export const accountTypes: ReadonlyArray<string> = Object.keys(accountTypeNames);
