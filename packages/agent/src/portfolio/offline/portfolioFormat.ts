import type { Language } from "@lifeos/core";

/** A tool result's data, read field by field. */
export type Data = Readonly<Record<string, unknown>>;
export const text = (en: string, pt: string) => (language: Language) => (language === "pt" ? pt : en);

export const amount = (value: unknown, currency: unknown, language: Language): string => {
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return `${number.toLocaleString(language === "pt" ? "pt-PT" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${String(currency ?? "")}`.trim();
};
/** A quantity or price as the language writes numbers ("98,40" in Portuguese), with the digits it has. */
export const decimal = (value: unknown, language: Language, minimumFractionDigits = 0): string => {
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return number.toLocaleString(language === "pt" ? "pt-PT" : "en-GB", { minimumFractionDigits, maximumFractionDigits: 8 });
};

export const percent = (value: unknown, language: Language): string =>
  typeof value === "number" && Number.isFinite(value) ? `${(value * 100).toLocaleString(language === "pt" ? "pt-PT" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" })}%` : "n/a";
