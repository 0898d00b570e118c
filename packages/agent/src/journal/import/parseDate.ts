import type { LocalDate } from "@lifeos/core";
import { isLocalDate, toLocalDate } from "@lifeos/core";
import * as chrono from "chrono-node";

const isoDate = /(\d{4})-(\d{2})-(\d{2})/;

/** The first `YYYY-MM-DD` in the text that is a real calendar date. */
export const findIsoDate = (text: string): LocalDate | null => {
  const match = isoDate.exec(text);
  return match !== null && isLocalDate(match[0]) ? (match[0] as LocalDate) : null;
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

/** The calendar day of an instant in a time zone, falling back to `fallbackZone` for an unknown zone. */
export const localDateOf = (instant: Date, timeZone: string | undefined, fallbackZone: string): LocalDate => {
  try {
    return toLocalDate(instant, timeZone ?? fallbackZone);
  } catch {
    return toLocalDate(instant, fallbackZone);
  }
};
