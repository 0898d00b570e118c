import type { LocalDate } from "@lifeos/core";
import { isLocalDate, toLocalDate } from "@lifeos/core";
import * as chrono from "chrono-node";

/** `YYYY-MM-DD` not inside a longer run of digits (so "99999-01-01" holds no date). */
const isoDate = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;

/** Anything written like an ISO date, real or not: "2025-02-30", "99999-01-01", "2025-13-1". */
const isoLike = /(?<!\d)\d{4,}-\d{1,2}-\d{1,2}(?!\d)/;

const months =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|" +
  "janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro";

/** A heading that starts like a written day: "February 30, 2025", "30 de fevereiro de 2025", "Mon, Feb 30 2025". */
const writtenDayLike = new RegExp(
  `^\\s*(?:[a-zçã\\-]+,?\\s+)?(?:(?:${months})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:º|ª)?\\s+(?:de\\s+)?(?:${months})\\.?,?\\s+(?:de\\s+)?\\d{4})`,
  "iu",
);

/** The first `YYYY-MM-DD` in the text that is a real calendar date. */
export const findIsoDate = (text: string): LocalDate | null => {
  for (const match of text.matchAll(isoDate)) if (isLocalDate(match[0])) return match[0] as LocalDate;
  return null;
};

/**
 * A date written by a person: ISO first, then English or Portuguese words
 * ("March 5, 2024", "5 de março de 2024"). Only complete dates count: a
 * text without a year gives null.
 */
export const parseWrittenDate = (text: string): LocalDate | null => {
  const iso = findIsoDate(text);
  if (iso !== null) return iso;
  for (const parser of [chrono.en.strict, chrono.pt.strict]) {
    const [result] = parser.parse(text);
    if (result !== undefined && result.start.isCertain("year") && result.start.isCertain("month") && result.start.isCertain("day")) {
      const year = result.start.get("year")!;
      const month = result.start.get("month")!;
      const day = result.start.get("day")!;
      const date = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      if (isLocalDate(date)) return date as LocalDate;
    }
  }
  return null;
};

/**
 * What in `text` is written as a date but is none (`2025-02-30`,
 * `99999-01-01`, a heading "February 30, 2025"), or null. An import skips
 * what such a date heads, with this as its reason, rather than guess a day.
 */
export const invalidWrittenDate = (text: string): string | null => {
  if (parseWrittenDate(text) !== null) return null;
  const iso = isoLike.exec(text)?.[0];
  if (iso !== undefined) return iso;
  return writtenDayLike.exec(text)?.[0].trim() ?? null;
};

/** The calendar day of an instant in a time zone, falling back to `fallbackZone` for an unknown zone. */
export const localDateOf = (instant: Date, timeZone: string | undefined, fallbackZone: string): LocalDate => {
  try {
    return toLocalDate(instant, timeZone ?? fallbackZone);
  } catch {
    return toLocalDate(instant, fallbackZone);
  }
};
