import type { Parser } from "chrono-node";
import type { RelativeRule } from "./relativeParsers.js";
import { dayOfMonthParser, periodRules, relativeParsers, roughOffsetRules, yearParser } from "./relativeParsers.js";
import { roughAmountWords } from "./roughAmounts.js";
import { holidayParser } from "./holidayDates.js";
import type { HolidayCountry } from "../../../time/namedHolidays.js";
import { periodEndParsers } from "./periodEnds.js";

/** Periods, so "this week" is the week (from Monday) and "last month" the month, not a day inside them. */
const rules: ReadonlyArray<RelativeRule> = periodRules({
  thisWeek: "(?:this|the\\s+current)\\s+week",
  lastWeek: "(?:last|the\\s+past|the\\s+previous)\\s+week",
  nextWeek: "(?:next|the\\s+coming)\\s+week",
  thisMonth: "this\\s+month",
  lastMonth: "(?:last|the\\s+past|the\\s+previous)\\s+month",
  nextMonth: "next\\s+month",
  thisYear: "this\\s+year",
  lastYear: "(?:last|the\\s+past|the\\s+previous)\\s+year",
  nextYear: "next\\s+year",
});

const numbers: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30 };

/** "for more than 10 years", "for the past almost 6 months", "about 3 years ago": the year or month it points back to, not a day. */
const roughRules = roughOffsetRules(numbers, { month: "months?", year: "years?" }, roughAmountWords.en, [
  "(?:for\\s+)?(?:the\\s+)?(?:past|last)\\s+ROUGHLY\\s+AMOUNT\\s+UNIT",
  "for\\s+ROUGHLY\\s+AMOUNT\\s+UNIT",
  "ROUGHLY\\s+AMOUNT\\s+UNIT\\s+ago",
]);

/** Parsers added in front of chrono's English ones, with the holidays as `country` keeps them. */
export const englishDateParsers = (country: HolidayCountry): ReadonlyArray<Parser> => [
  periodEndParsers.en,
  holidayParser(country),
  ...relativeParsers([...rules, ...roughRules]),
  // "on the 1st", "by the 15th" (with a month, chrono reads it whole).
  dayOfMonthParser("(?:on|by|before|until|for)\\s+the\\s+(?<day>\\d{1,2})(?:st|nd|rd|th)(?!\\s+(?:of\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"),
  // "on Monday the 14th", "Friday, 3rd": the day of the month says which one (a month after it, chrono reads whole).
  dayOfMonthParser(
    "(?:on\\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+(?=the\\s|\\d{1,2}(?:st|nd|rd|th)\\b)(?:the\\s+)?(?<day>\\d{1,2})(?:st|nd|rd|th)?(?!\\s+(?:of\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
  ),
  yearParser("(?:back\\s+)?in|during|(?:ever\\s+)?since"),
];
