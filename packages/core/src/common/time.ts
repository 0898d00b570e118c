import { Schema } from "effect";

const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written as YYYY-MM-DD. */
export const isLocalDate = (value: string): boolean => {
  const match = localDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A calendar day in the user's own time zone, `YYYY-MM-DD`. Journal entries,
 * chunks and analytics are dated by the day the person lived, not by a UTC instant.
 */
export const LocalDate = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => isLocalDate(value) || "must be a date written YYYY-MM-DD", {
      toJsonSchema: () => ({ format: "date", pattern: localDatePattern.source }),
    }),
  ),
  Schema.brand("LocalDate"),
);
export type LocalDate = typeof LocalDate.Type;

/** `YYYY-MM` */
export const YearMonth = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/)));
export type YearMonth = typeof YearMonth.Type;

/** Casts a string already known to be a valid `YYYY-MM-DD` date. */
export const localDate = (value: string): LocalDate => {
  if (!isLocalDate(value)) throw new Error(`not a date: ${value}`);
  return value as LocalDate;
};

// Building an Intl.DateTimeFormat costs ~0.1 ms; one per time zone is kept.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (dayFormatters.size >= 256) dayFormatters.clear();
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The calendar day of `instant` in `timeZone` (an IANA name such as "Europe/Lisbon"). */
export const toLocalDate = (instant: Date, timeZone: string): LocalDate => {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}` as LocalDate;
};

/** Adds whole days to a calendar date. */
export const addDays = (date: LocalDate, days: number): LocalDate => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10) as LocalDate;
};

/** True when `name` is an IANA time zone known to this runtime. */
export const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

export const TimeZone = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => isTimeZone(value) || "must be an IANA time zone", {
      toJsonSchema: () => ({ examples: ["Europe/Lisbon"] }),
    }),
  ),
);
