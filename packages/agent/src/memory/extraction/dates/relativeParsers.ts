import type { Parser, ParsingComponents, ParsingContext } from "chrono-node";
import type { CalendarDay } from "./calendar.js";
import { daysSince, daysUntil, mondayOf, referenceDay, shiftDays, shiftMonthsToFirst, shiftYears } from "./calendar.js";

/** How exactly a parsed expression names its time, carried on chrono's result as a tag. */
export const precisionTag = { week: "lifeos/week", month: "lifeos/month", year: "lifeos/year", holiday: "lifeos/holiday", periodEnd: "lifeos/periodEnd" } as const;

/** `\b` that also knows accented letters. */
export const wordStart = "(?<![\\p{L}\\p{N}])";
export const wordEnd = "(?![\\p{L}\\p{N}])";

const onDay = (context: ParsingContext, day: CalendarDay, tag?: string): ParsingComponents => {
  const components = context.createParsingComponents({ year: day.year, month: day.month, day: day.day });
  return tag === undefined ? components : components.addTag(tag);
};

/** One relative expression: a pattern (without word boundaries) and the day it names from today. */
export interface RelativeRule {
  readonly pattern: string;
  readonly resolve: (today: CalendarDay, match: RegExpMatchArray) => { readonly day: CalendarDay; readonly tag?: string } | null;
}

/** A chrono parser for each rule, matched case-insensitively on word boundaries. */
export const relativeParsers = (rules: ReadonlyArray<RelativeRule>): ReadonlyArray<Parser> =>
  rules.map((rule) => {
    const pattern = new RegExp(`${wordStart}(?:${rule.pattern})${wordEnd}`, "iu");
    return {
      pattern: () => pattern,
      extract: (context: ParsingContext, match: RegExpMatchArray) => {
        const resolved = rule.resolve(referenceDay(context), match);
        return resolved === null ? null : onDay(context, resolved.day, resolved.tag);
      },
    };
  });

/** Rules for periods: this/last/next week, month and year, from word lists of a language. */
export const periodRules = (words: {
  readonly thisWeek: string;
  readonly lastWeek: string;
  readonly nextWeek: string;
  readonly thisMonth: string;
  readonly lastMonth: string;
  readonly nextMonth: string;
  readonly thisYear: string;
  readonly lastYear: string;
  readonly nextYear: string;
}): ReadonlyArray<RelativeRule> => [
  { pattern: words.thisWeek, resolve: (today) => ({ day: mondayOf(today), tag: precisionTag.week }) },
  { pattern: words.lastWeek, resolve: (today) => ({ day: shiftDays(mondayOf(today), -7), tag: precisionTag.week }) },
  { pattern: words.nextWeek, resolve: (today) => ({ day: shiftDays(mondayOf(today), 7), tag: precisionTag.week }) },
  { pattern: words.thisMonth, resolve: (today) => ({ day: shiftMonthsToFirst(today, 0), tag: precisionTag.month }) },
  { pattern: words.lastMonth, resolve: (today) => ({ day: shiftMonthsToFirst(today, -1), tag: precisionTag.month }) },
  { pattern: words.nextMonth, resolve: (today) => ({ day: shiftMonthsToFirst(today, 1), tag: precisionTag.month }) },
  { pattern: words.thisYear, resolve: (today) => ({ day: shiftMonthsToFirst(today, 1 - today.month), tag: precisionTag.year }) },
  { pattern: words.lastYear, resolve: (today) => ({ day: shiftMonthsToFirst(today, 1 - today.month - 12), tag: precisionTag.year }) },
  { pattern: words.nextYear, resolve: (today) => ({ day: shiftMonthsToFirst(today, 13 - today.month), tag: precisionTag.year }) },
];

/** Rules for "next/last/this <weekday>" given a language's weekday words (index 0 = Sunday) and modifier patterns. */
export const weekdayRules = (
  weekdays: ReadonlyArray<string>,
  forms: { readonly next: ReadonlyArray<string>; readonly last: ReadonlyArray<string>; readonly current: ReadonlyArray<string> },
): ReadonlyArray<RelativeRule> => {
  const alternation = weekdays.map((word, index) => `(?<d${index}>${word})`).join("|");
  const weekdayOf = (match: RegExpMatchArray) => weekdays.findIndex((_word, index) => match.groups?.[`d${index}`] !== undefined);
  const build = (form: string) => form.replace("WEEKDAY", `(?:${alternation})`);
  return [
    ...forms.next.map((form) => ({ pattern: build(form), resolve: (today: CalendarDay, match: RegExpMatchArray) => ({ day: shiftDays(today, daysUntil(today, weekdayOf(match))) }) })),
    ...forms.last.map((form) => ({ pattern: build(form), resolve: (today: CalendarDay, match: RegExpMatchArray) => ({ day: shiftDays(today, -daysSince(today, weekdayOf(match))) }) })),
    ...forms.current.map((form) => ({
      pattern: build(form),
      resolve: (today: CalendarDay, match: RegExpMatchArray) => ({ day: shiftDays(mondayOf(today), (weekdayOf(match) + 6) % 7) }),
    })),
  ];
};

/** Rules for "N days/weeks/months ago" and "in N …", given number words and unit words of a language. */
export const offsetRules = (
  numbers: Readonly<Record<string, number>>,
  units: { readonly day: string; readonly week: string; readonly month: string; readonly year: string },
  forms: { readonly ago: ReadonlyArray<string>; readonly ahead: ReadonlyArray<string> },
): ReadonlyArray<RelativeRule> => {
  const amount = `(?<amount>\\d{1,3}|${Object.keys(numbers).join("|")})`;
  const unit = `(?<unit>${[units.day, units.week, units.month, units.year].join("|")})`;
  const shift = (today: CalendarDay, match: RegExpMatchArray, sign: number) => {
    const raw = match.groups?.["amount"]?.toLowerCase() ?? "";
    const count = (numbers[raw] ?? Number(raw)) * sign;
    const word = match.groups?.["unit"] ?? "";
    const is = (pattern: string) => new RegExp(`^(?:${pattern})$`, "iu").test(word);
    if (is(units.day)) return { day: shiftDays(today, count) };
    if (is(units.week)) return { day: shiftDays(today, 7 * count) };
    if (is(units.month)) {
      const first = shiftMonthsToFirst(today, count);
      return { day: shiftDays(first, Math.min(today.day, 28) - 1) };
    }
    return { day: shiftYears(today, count) };
  };
  const build = (form: string) => form.replace("AMOUNT", amount).replace("UNIT", unit);
  return [
    ...forms.ago.map((form) => ({ pattern: build(form), resolve: (today: CalendarDay, match: RegExpMatchArray) => shift(today, match, -1) })),
    ...forms.ahead.map((form) => ({ pattern: build(form), resolve: (today: CalendarDay, match: RegExpMatchArray) => shift(today, match, 1) })),
  ];
};

/**
 * Rules for an amount of months or years said roughly and back ("há mais de 10 anos", "for almost 6 months", "about 3
 * years ago"), given number words, unit words and the forms of a language, where ROUGHLY stands for the language's words
 * of an amount not exact ("more than", "quase"): the year (or month) it points to, never a day in it.
 */
export const roughOffsetRules = (
  numbers: Readonly<Record<string, number>>,
  units: { readonly month: string; readonly year: string },
  roughly: string,
  forms: ReadonlyArray<string>,
): ReadonlyArray<RelativeRule> => {
  const amount = `(?<amount>\\d{1,3}|${Object.keys(numbers).join("|")})`;
  const unit = `(?<unit>${units.month}|${units.year})`;
  return forms.map((form) => ({
    pattern: form.replace("ROUGHLY", `(?:${roughly})`).replace("AMOUNT", amount).replace("UNIT", unit),
    resolve: (today: CalendarDay, match: RegExpMatchArray) => {
      const raw = match.groups?.["amount"]?.toLowerCase() ?? "";
      const count = numbers[raw] ?? Number(raw);
      const byYear = !new RegExp(`^(?:${units.month})$`, "iu").test(match.groups?.["unit"] ?? "");
      return { day: shiftMonthsToFirst(today, -(byYear ? 12 : 1) * count), tag: byYear ? precisionTag.year : precisionTag.month };
    },
  }));
};

/**
 * A day of the month said without its month ("on the 1st", "no dia 15"):
 * chrono leaves it out. The month and year are implied from the reference,
 * so `orientDate` may move it a month the way the clause points.
 */
export const dayOfMonthParser = (pattern: string): Parser => ({
  pattern: () => new RegExp(`${wordStart}(?:${pattern})${wordEnd}`, "iu"),
  extract: (context: ParsingContext, match: RegExpMatchArray) => {
    const day = Number(match.groups?.["day"]);
    return day >= 1 && day <= 31 ? context.createParsingComponents({ day }) : null;
  },
});

/**
 * A year said alone after a preposition ("in 2015", "back in 2019", "since 2015", "em 2015", "desde 2015"): chrono leaves it out,
 * and a clause keeping it reads "I met Tom in 2015" as no rule's. Kept as that year, from its 1 January.
 */
export const yearParser = (prepositions: string): Parser => ({
  pattern: () => new RegExp(`${wordStart}(?:${prepositions})\\s+(?<year>(?:19|20)\\d{2})${wordEnd}(?![.,/:-]\\d)`, "iu"),
  extract: (context: ParsingContext, match: RegExpMatchArray) =>
    context.createParsingComponents({ year: Number(match.groups?.["year"]), month: 1, day: 1 }).addTag(precisionTag.year),
});
