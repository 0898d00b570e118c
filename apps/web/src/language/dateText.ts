import type { Language } from "@lifeos/core";
import { isCalendarDate } from "../markdown/citations.js";

type Field = "day" | "month" | "year";

const sample = new Date(Date.UTC(2026, 2, 14));

const numeric = (locale: string) => new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });

/** The order a locale writes a date's day, month and year in: day first in "pt-PT" and "en-GB", month first in "en-US". */
export const dateOrder = (locale: string): ReadonlyArray<Field> =>
  numeric(locale)
    .formatToParts(sample)
    .flatMap((part) => (part.type === "day" || part.type === "month" || part.type === "year" ? [part.type] : []));

const letters: Readonly<Record<Language, Readonly<Record<Field, string>>>> = {
  en: { day: "dd", month: "mm", year: "yyyy" },
  pt: { day: "dd", month: "mm", year: "aaaa" },
};

/** How a date is to be written in `locale`, in the letters of `language`: "dd/mm/aaaa", "mm/dd/yyyy", "dd.mm.yyyy". */
export const datePattern = (locale: string, language: Language): string =>
  numeric(locale)
    .formatToParts(sample)
    .map((part) => (part.type === "day" || part.type === "month" || part.type === "year" ? letters[language][part.type] : part.value))
    .join("");

/** A calendar date (`YYYY-MM-DD`) in the numbers of `locale`: "14/03/2026" in "pt-PT", "03/14/2026" in "en-US". */
export const dateText = (date: string, locale: string): string => numeric(locale).format(new Date(`${date}T00:00:00Z`));

/**
 * The calendar date (`YYYY-MM-DD`) a person typed, read in the order of `locale`
 * ("14/03/2026", "14.3.2026", "14 3 26" in "pt-PT"), or as ISO ("2026-03-14")
 * whatever the locale; null when it is not a date that exists.
 */
export const readDateText = (text: string, locale: string): string | null => {
  const numbers = text.trim().split(/[^0-9]+/).filter((part) => part !== "");
  if (numbers.length !== 3) return null;
  const order: ReadonlyArray<Field> = numbers[0]!.length === 4 ? ["year", "month", "day"] : dateOrder(locale);
  const value = (field: Field) => numbers[order.indexOf(field)]!;
  const year = value("year").length === 2 ? `20${value("year")}` : value("year");
  if (year.length !== 4 || value("month").length > 2 || value("day").length > 2) return null;
  const date = `${year}-${value("month").padStart(2, "0")}-${value("day").padStart(2, "0")}`;
  return isCalendarDate(date) ? date : null;
};
