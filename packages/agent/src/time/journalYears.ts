import type { JournalSpan, LocalDate } from "@lifeos/core";
import { day, lastDayOfMonth, parts } from "./calendar.js";
import { openStart } from "./longAgo.js";
import { monthAlternation } from "./monthNames.js";
import type { DateRange } from "./relativeDates.js";

const letters = (alternation: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, "iu");

/** A month, a season or a fixed holiday: days of a year that the words do not name. */
const calendarWords = letters(
  `${monthAlternation}|spring|summer|autumn|fall|winter|primavera|ver[ãa]o|outono|inverno|christmas|xmas|new year'?s|natal|consoada|ano novo|passagem de ano|r[ée]veillon`,
);
/** Words that tie the days to today ("last May", "this summer", "o verão passado", "neste março"). */
const tiedToToday = letters(
  "last|this|past|previous|next|coming|ago|passad[oa]s?|[úu]ltim[oa]s?|anterior|pr[óo]xim[oa]s?|est[ea]|nest[ea]|dest[ea]|h[áa]|faz",
);

/** A range named by a month, season or holiday with no year and no word tying it to today: "in May", "em agosto", "on 14 June", "no verão". */
export const namedWithoutYear = (range: DateRange): boolean =>
  range.granularity !== "week" && range.granularity !== "year" && calendarWords.test(range.text) && !/\d{4}/.test(range.text) && !tiedToToday.test(range.text);

/** The same day `years` earlier (29 February becomes the 28th in a common year). */
const yearsBack = (date: LocalDate, years: number): LocalDate => {
  const [year, month, dayOfMonth] = parts(date);
  return day(year - years, month, Math.min(dayOfMonth, lastDayOfMonth(year - years, month)));
};

/**
 * A month, season or holiday named without a year is the latest one on the
 * calendar; when that lies wholly after the journal's last entry ("summarise
 * May" asked in November of a journal that stopped last year), it is the
 * latest one the journal reaches: moved back by whole years until it begins
 * by the last entry. Unchanged when it already does, when the words tie it
 * to today or name a year, or when no earlier one overlaps the journal.
 */
export const intoJournal = (range: DateRange, span: JournalSpan | undefined): DateRange => {
  // "more than a year ago": from the journal's first day, when it is before the period's end.
  if (range.from === openStart) return span === undefined || span.first > range.to ? range : { ...range, from: span.first as LocalDate };
  if (span === undefined || range.from <= span.last || !namedWithoutYear(range)) return range;
  const years = parts(range.from)[0] - parts(span.last)[0];
  const shift = yearsBack(range.from, years) <= span.last ? years : years + 1;
  const moved = { ...range, from: yearsBack(range.from, shift), to: yearsBack(range.to, shift) };
  return moved.to < span.first ? range : moved;
};
