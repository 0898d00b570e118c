import type { JournalImportSkipCode, LocalDate } from "@lifeos/core";
import { isLocalDate, toLocalDate } from "@lifeos/core";
import * as chrono from "chrono-node";

/** Day-first ("05/03/2024" is 5 March) or month-first (March 5): the order of numeric dates in an import. */
export type DayOrder = "DMY" | "MDY";

/** What is known around a date when it is read. */
export interface DateContext {
  /** The order of numeric day/month dates in this import, or null when nothing in it tells. */
  readonly order: DayOrder | null;
  /** The year a date written without one belongs to (from a heading above it), or null: such dates are then not read. */
  readonly year?: number | null;
}

/** Where a date was found in the text. */
interface Found {
  readonly index: number;
  readonly text: string;
}

/** Why a text written as a date is not one: in words, and as an import's skip code with the values it names. */
export interface DateFault {
  readonly reason: string;
  readonly code: JournalImportSkipCode;
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * The result of reading a text for a date: a day, something written as a
 * date that cannot be taken as one (with why, which an import shows),
 * or null when the text holds no date.
 */
export type DateReading = (Found & { readonly kind: "date"; readonly date: LocalDate }) | InvalidDate | null;

/** Something written as a date that cannot be taken as one. */
export type InvalidDate = Found & DateFault & { readonly kind: "invalid" };

/** `text`, written as a date, names no day of the calendar (of `year`, when the text had none). */
const noSuchDay = (text: string, index: number, year?: number): InvalidDate => ({
  kind: "invalid",
  reason: year === undefined ? `invalid date "${text}": no such day` : `invalid date "${text}" in ${year}: no such day`,
  code: "IMPORT_NO_SUCH_DAY",
  params: year === undefined ? { text } : { text, year },
  index,
  text,
});

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

const dayOf = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Year first, with one separator throughout: "2024-03-05", "2024/03/05", "2024.03.05", "2024_03_05". */
const yearFirst = /(?<!\d)(\d{4})([-/._])(\d{1,2})\2(\d{1,2})(?!\d)/;

/** Anything written like a year-first date, real or not: "2025-02-30", "99999-01-01", "2025-13-1". */
const yearFirstLike = /(?<!\d)\d{4,}([-/._])\d{1,2}\1\d{1,2}(?!\d)/;

/** "20240305" at the start of a name ("20240305.md", "20240305_walk.md"). */
const compact = /^(\d{4})(\d{2})(\d{2})(?!\d)/;

/** Day and month before a four-digit year: "05/03/2024", "5-3-2024", "05.03.2024". */
const numeric = /(?<!\d)(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?!\d)/g;

const months =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|" +
  "janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro";

/** A text that starts like a written day: "February 30, 2025", "30 de fevereiro de 2025", "Mon, Feb 30 2025". */
const writtenDayLike = new RegExp(
  `^\\s*(?:[a-zçã\\-]+,?\\s+)?(?:(?:${months})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:º|ª)?\\s+(?:de\\s+)?(?:${months})\\.?,?\\s+(?:de\\s+)?\\d{4})`,
  "iu",
);

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Numeric day/month dates in a text, as the two numbers before the year. */
export const numericDayMonths = (text: string): ReadonlyArray<readonly [number, number]> =>
  Array.from(text.matchAll(numeric), (match) => [Number(match[1]), Number(match[3])] as const);

/**
 * The order the numeric dates of an import are written in, from those that
 * tell (a first number over 12 is a day, a second one over 12 is a day),
 * the more common when they disagree; null when none tells or it is a tie.
 */
export const dayOrderOf = (pairs: ReadonlyArray<readonly [number, number]>): DayOrder | null => {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const [first, second] of pairs) {
    if (first > 12 && second <= 12) dayFirst++;
    else if (second > 12 && first <= 12) monthFirst++;
  }
  return dayFirst > monthFirst ? "DMY" : monthFirst > dayFirst ? "MDY" : null;
};

const readYearFirst = (text: string): DateReading => {
  const match = yearFirst.exec(text);
  if (match !== null) {
    const date = dayOf(Number(match[1]), Number(match[3]), Number(match[4]));
    if (isLocalDate(date)) return { kind: "date", date: date as LocalDate, index: match.index, text: match[0] };
  }
  const like = yearFirstLike.exec(text);
  if (like !== null) return noSuchDay(like[0], like.index);
  const packed = compact.exec(text);
  if (packed !== null) {
    const date = dayOf(Number(packed[1]), Number(packed[2]), Number(packed[3]));
    if (isLocalDate(date)) return { kind: "date", date: date as LocalDate, index: 0, text: packed[0] };
  }
  return null;
};

const readNumeric = (text: string, order: DayOrder | null): DateReading => {
  const match = new RegExp(numeric.source).exec(text);
  if (match === null) return null;
  const [first, second, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  const found = { index: match.index, text: match[0] };
  const resolved: DayOrder | null = first > 12 ? "DMY" : second > 12 ? "MDY" : first === second ? "DMY" : order;
  if (resolved === null) {
    const monthName = (month: number) => new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en", { month: "long", timeZone: "UTC" });
    return {
      kind: "invalid",
      reason: `ambiguous date "${match[0]}" (${first} ${monthName(second)} or ${monthName(first)} ${second}), and no other date in the import tells which: write it as YYYY-MM-DD, or import again saying whether dates are day or month first`,
      code: "IMPORT_AMBIGUOUS_DATE",
      params: { text: match[0], first, second },
      ...found,
    };
  }
  const date = resolved === "DMY" ? dayOf(year, second, first) : dayOf(year, first, second);
  return isLocalDate(date) ? { kind: "date", date: date as LocalDate, ...found } : noSuchDay(match[0], match.index);
};

/** A day and month written in words ("Mon 11th Mar", "terça, 5 de março") at the start of the text, given the year. */
const readYearless = (text: string, year: number): DateReading => {
  for (const parser of [chrono.en.strict, chrono.pt.strict]) {
    const [result] = parser.parse(text);
    if (result === undefined || text.slice(0, result.index).trim() !== "" || !/\p{L}/u.test(result.text)) continue;
    const start = result.start;
    if (start.isCertain("year") || !start.isCertain("month") || !start.isCertain("day")) continue;
    const date = dayOf(year, start.get("month")!, start.get("day")!);
    const found = { index: result.index, text: result.text };
    if (!isLocalDate(date)) return noSuchDay(result.text, result.index, year);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (start.isCertain("weekday") && start.get("weekday") !== weekday) {
      const named = start.get("weekday")!;
      return { kind: "invalid", reason: `"${result.text}" is not a ${weekdayNames[named]} in ${year}: add the year to it`, code: "IMPORT_WRONG_WEEKDAY", params: { text: result.text, weekday: named, year }, ...found };
    }
    return { kind: "date", date: date as LocalDate, ...found };
  }
  return null;
};

/**
 * Reads a date written by a person: year-first numbers ("2024-03-05",
 * "2024/03/05", "20240305" at the start), day and month numbers before the
 * year in the import's order ("05/03/2024"; when neither number is over 12
 * and nothing in the import tells the order, it is ambiguous, never
 * guessed), English or Portuguese words ("March 5, 2024", "terça, 5 de
 * março de 2024"), and, when `context.year` is known, a day and month in
 * words at the start of the text ("Mon 11th Mar"), whose weekday must agree.
 * Something written as a day that does not exist is `invalid` with why.
 */
export const readDate = (text: string, context: DateContext): DateReading => {
  const first = readYearFirst(text) ?? readNumeric(text, context.order);
  if (first !== null) return first;
  for (const parser of [chrono.en.strict, chrono.pt.strict]) {
    const [result] = parser.parse(text);
    // Numbers alone are read above, in the import's order, never in the parser's.
    if (result !== undefined && /\p{L}/u.test(result.text) && result.start.isCertain("year") && result.start.isCertain("month") && result.start.isCertain("day")) {
      const date = dayOf(result.start.get("year")!, result.start.get("month")!, result.start.get("day")!);
      if (isLocalDate(date)) return { kind: "date", date: date as LocalDate, index: result.index, text: result.text };
    }
  }
  const written = writtenDayLike.exec(text);
  if (written !== null) return { ...noSuchDay(written[0].trim(), written.index), text: written[0] };
  return context.year === undefined || context.year === null ? null : readYearless(text, context.year);
};

/** The day a text names, or null (when it names none, or one that cannot be taken as a day). */
export const parseWrittenDate = (text: string, context: DateContext = { order: null }): LocalDate | null => {
  const reading = readDate(text, context);
  return reading?.kind === "date" ? reading.date : null;
};

/** A year standing alone in a text ("2024", "Journal 2024"), not part of a date; null when there is none or several. */
export const yearOf = (text: string): number | null => {
  const years = Array.from(text.matchAll(/(?<![\d/.\-_])(1[89]\d\d|2\d\d\d)(?![\d/.\-_])/g), (match) => Number(match[1]));
  return years.length === 1 ? years[0]! : null;
};

/** The calendar day of an instant in a time zone, falling back to `fallbackZone` for an unknown zone. */
export const localDateOf = (instant: Date, timeZone: string | undefined, fallbackZone: string): LocalDate => {
  try {
    return toLocalDate(instant, timeZone ?? fallbackZone);
  } catch {
    return toLocalDate(instant, fallbackZone);
  }
};
