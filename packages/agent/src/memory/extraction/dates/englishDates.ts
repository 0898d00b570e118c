import type { Parser } from "chrono-node";
import type { RelativeRule } from "./relativeParsers.js";
import { dayOfMonthParser, periodRules, relativeParsers, yearParser } from "./relativeParsers.js";

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

/** Parsers added in front of chrono's English ones. */
export const englishDateParsers: ReadonlyArray<Parser> = [
  ...relativeParsers(rules),
  // "on the 1st", "by the 15th" (with a month, chrono reads it whole).
  dayOfMonthParser("(?:on|by|before|until|for)\\s+the\\s+(?<day>\\d{1,2})(?:st|nd|rd|th)(?!\\s+(?:of\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"),
  yearParser("(?:back\\s+)?in|during|(?:ever\\s+)?since"),
];
