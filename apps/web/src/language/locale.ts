import type { Language } from "@lifeos/core";

/** The locale a language's dates are written in when the browser prefers none of that language (LifeOS writes European Portuguese). */
const fallbackLocales: Readonly<Record<Language, string>> = { en: "en-US", pt: "pt-PT" };

/** The browser's preferred locales, best first (none outside a browser). */
const preferred = (): ReadonlyArray<string> => (typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]);

/** The person's locale: the browser's first choice ("en-US" outside a browser). */
export const userLocale = (): string => preferred()[0] ?? fallbackLocales.en;

/** The language of the app's own words for the person: Portuguese when their browser puts Portuguese first, else English. */
export const userLanguage = (): Language => (userLocale().toLowerCase().startsWith("pt") ? "pt" : "en");

/**
 * The locale to write dates and numbers in for text in `language`: the person's
 * own locale of that language when their browser lists one ("pt-BR" for a
 * Brazilian), else the language's usual one.
 */
export const localeFor = (language: Language, locales: ReadonlyArray<string> = preferred()): string =>
  locales.find((locale) => locale.toLowerCase().split("-")[0] === language) ?? fallbackLocales[language];

/** A calendar date (`YYYY-MM-DD`) as words in `locale`: "March 14, 2026", "14 de março de 2026". */
export const longDate = (date: string, locale: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
