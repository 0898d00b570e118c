import type { Language } from "@lifeos/core";
import { numberLocale } from "../../models/offline/answerText.js";

/** A tool result's data, read field by field. */
export type Data = Readonly<Record<string, unknown>>;
export const text = (en: string, pt: string) => (language: Language) => (language === "pt" ? pt : en);

export const amount = (value: unknown, currency: unknown, language: Language): string => {
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return `${number.toLocaleString(numberLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${String(currency ?? "")}`.trim();
};
/** A quantity or price as the language writes numbers ("98,40" in Portuguese), with the digits it has. */
export const decimal = (value: unknown, language: Language, minimumFractionDigits = 0): string => {
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return number.toLocaleString(numberLocale(language), { minimumFractionDigits, maximumFractionDigits: 8 });
};

export const percent = (value: unknown, language: Language): string =>
  typeof value === "number" && Number.isFinite(value) ? `${(value * 100).toLocaleString(numberLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" })}%` : "n/a";

/**
 * The span of a result's `from` and `to`, as said after a verb: "between 2025-01-01 and 2025-12-31", "entre … e …";
 * "up to 2026-11-30", "até …" when it starts at the beginning of records (a `from` of 1900-01-01, "since the start").
 */
export const span = (data: Data, language: Language): string => {
  const from = String(data["from"]);
  const to = String(data["to"]);
  if (from <= "1900-12-31") return text(`up to ${to}`, `até ${to}`)(language);
  return text(`between ${from} and ${to}`, `entre ${from} e ${to}`)(language);
};

/** "Na conta Degiro", and "Na Conta Poupança" of an account whose name says it is one. */
export const inAccountPt = (account: string): string => (/^conta\b/i.test(account) ? `Na ${account}` : `Na conta ${account}`);
