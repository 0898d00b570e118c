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

/** A gain or a loss in words, its amount unsigned ("a loss of 133.93 EUR", "um ganho de 157,00 EUR"). */
export const gainOrLoss = (value: number, currency: unknown, language: Language): string =>
  language === "pt"
    ? `${value < 0 ? "uma perda" : "um ganho"} de ${amount(Math.abs(value), currency, language)}`
    : `${value < 0 ? "a loss" : "a gain"} of ${amount(Math.abs(value), currency, language)}`;

/**
 * The unrealised and the realised gain as said after a figure ("Unrealised loss: 1,545.29 EUR; realised gain: 12.00 EUR.",
 * "Perda não realizada: 1.545,29 EUR; ganho realizado: 12,00 EUR."): a negative gain is a loss, its amount unsigned.
 */
export const gainsLine = (unrealised: unknown, realised: unknown, currency: unknown, language: Language): string => {
  const loss = (value: unknown) => Number(value) < 0;
  const unsigned = (value: unknown) => amount(loss(value) ? -Number(value) : value, currency, language);
  return language === "pt"
    ? `${loss(unrealised) ? "Perda não realizada" : "Ganho não realizado"}: ${unsigned(unrealised)}; ${loss(realised) ? "perda realizada" : "ganho realizado"}: ${unsigned(realised)}.`
    : `Unrealised ${loss(unrealised) ? "loss" : "gain"}: ${unsigned(unrealised)}; realised ${loss(realised) ? "loss" : "gain"}: ${unsigned(realised)}.`;
};

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
