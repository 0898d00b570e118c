import type { Language } from "@lifeos/core";

/** A measure's average on one day of the week (1 = Monday … 7 = Sunday) and how many days it was read then. */
export interface WeekdayReading {
  readonly weekday: number;
  readonly average: number;
  readonly count: number;
}

/** One side of a split: the days it holds, as a phrase ("on weekends", "às segundas"), their average and how many they are. */
export interface SplitSide {
  readonly label: string;
  readonly average: number;
  readonly count: number;
}

/** The day a question names to set apart from the others ("on Mondays", "às segundas"), 1 = Monday … 7 = Sunday; null for none. */
const namedDays: ReadonlyArray<RegExp> = [
  /\bmondays?\b|\bsegundas\b|\bsegundas?-feiras?\b/,
  /\btuesdays?\b|\btercas\b|\btercas?-feiras?\b/,
  /\bwednesdays?\b|\bquartas\b|\bquartas?-feiras?\b/,
  /\bthursdays?\b|\bquintas\b|\bquintas?-feiras?\b/,
  /\bfridays?\b|\bsextas\b|\bsextas?-feiras?\b/,
  /\bsaturdays?\b|\bsabados?\b/,
  /\bsundays?\b|\bdomingos?\b/,
];

export const namedWeekday = (normalized: string): number | null => {
  // "weekends", "fins de semana": the two days together, not Saturday or Sunday alone.
  const days = namedDays.flatMap((pattern, index) => (pattern.test(normalized) ? [index + 1] : []));
  return days.length === 1 ? days[0]! : null;
};

const dayNames: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: ["on Mondays", "on Tuesdays", "on Wednesdays", "on Thursdays", "on Fridays", "on Saturdays", "on Sundays"],
  pt: ["às segundas", "às terças", "às quartas", "às quintas", "às sextas", "aos sábados", "aos domingos"],
};
const restNames: Readonly<Record<Language, { weekends: string; weekdays: string; others: string }>> = {
  en: { weekends: "on weekends", weekdays: "on weekdays", others: "on the other days" },
  pt: { weekends: "ao fim de semana", weekdays: "nos dias úteis", others: "nos outros dias" },
};

/** The count-weighted average of some weekdays' readings, or null when none has one. */
const pooled = (days: ReadonlyArray<WeekdayReading>): { average: number; count: number } | null => {
  const count = days.reduce((sum, day) => sum + day.count, 0);
  return count === 0 ? null : { average: days.reduce((sum, day) => sum + day.average * day.count, 0) / count, count };
};

/**
 * The two sides a weekday question compares: the day it names against every other day ("on Mondays"), else weekends
 * against weekdays; null when either side has no reading.
 */
export const weekdaySplit = (days: ReadonlyArray<WeekdayReading>, normalized: string, language: Language): readonly [SplitSide, SplitSide] | null => {
  const named = namedWeekday(normalized);
  const rest = restNames[language];
  const [first, second] =
    named === null
      ? [pooled(days.filter((day) => day.weekday >= 6)), pooled(days.filter((day) => day.weekday <= 5))]
      : [pooled(days.filter((day) => day.weekday === named)), pooled(days.filter((day) => day.weekday !== named))];
  if (first === null || second === null) return null;
  return [
    { label: named === null ? rest.weekends : dayNames[language][named - 1]!, ...first },
    { label: named === null ? rest.weekdays : rest.others, ...second },
  ];
};

/** "24 days", "1 dia". */
export const daysWord = (count: number, language: Language): string =>
  language === "pt" ? `${count} ${count === 1 ? "dia" : "dias"}` : `${count} ${count === 1 ? "day" : "days"}`;
