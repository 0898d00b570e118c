import type { Language } from "@lifeos/core";
import { rate } from "./countPhrases.js";
import { journalPhrases } from "../journalPhrases.js";
import { numberOrNull, objects, text } from "./readData.js";

/** Whole months a side of the trend averages over: the latest three, against every whole month before them. */
const recentMonths = 3;

/** A side of a trend: its whole months and how much of the count (and of its words) each averages. */
export interface TrendSide {
  readonly first: string;
  readonly last: string;
  readonly perMonth: number;
  /** Words a counted entry averages (null when the months counted none). */
  readonly wordsPerEntry: number | null;
}

export interface MonthTrend {
  readonly recent: TrendSide;
  readonly earlier: TrendSide;
  /** "more" when the recent months average a quarter more than before, "less" a fifth less, else "same". */
  readonly direction: "more" | "less" | "same";
}

const nextMonth = (month: string): string => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
};

const lastDayOf = (month: string): string => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

const side = (months: ReadonlyArray<string>, counts: ReadonlyMap<string, { count: number; words: number }>): TrendSide => {
  const count = months.reduce((total, month) => total + (counts.get(month)?.count ?? 0), 0);
  const words = months.reduce((total, month) => total + (counts.get(month)?.words ?? 0), 0);
  return { first: months[0]!, last: months.at(-1)!, perMonth: count / months.length, wordsPerEntry: count === 0 ? null : Math.round(words / count) };
};

/**
 * How a `count_mentions` result's monthly counts moved: the latest three
 * whole months of the period read (a month the period or today cuts is left
 * out) against every whole month before them, by the count a month. Null
 * when the period holds fewer than six whole months.
 */
export const monthTrend = (data: Readonly<Record<string, unknown>>, today: string): MonthTrend | null => {
  const from = text(data["from"]);
  const to = text(data["to"]) > today ? today : text(data["to"]);
  if (!from || !to) return null;
  const counts = new Map(objects(data["byMonth"]).map((row) => [text(row["month"]), { count: numberOrNull(row["count"]) ?? 0, words: numberOrNull(row["words"]) ?? 0 }]));
  const whole: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    if (from <= `${month}-01` && to >= lastDayOf(month)) whole.push(month);
  }
  if (whole.length < 2 * recentMonths) return null;
  const recent = side(whole.slice(-recentMonths), counts);
  const earlier = side(whole.slice(0, -recentMonths), counts);
  // Rates said alike ("0.3 against 0.3") are no change, whatever their unrounded ratio.
  const alike = Math.round(recent.perMonth * 10) === Math.round(earlier.perMonth * 10);
  const direction = alike ? "same" : recent.perMonth > earlier.perMonth * 1.25 ? "more" : recent.perMonth < earlier.perMonth * 0.8 ? "less" : "same";
  return { recent, earlier, direction };
};

/** The months of a side, as "September 2026 to November 2026". */
export const sideMonths = (trend: TrendSide, language: Language): string => {
  const month = journalPhrases[language].month;
  return language === "pt" ? `de ${month(trend.first)} a ${month(trend.last)}` : `${month(trend.first)} to ${month(trend.last)}`;
};

/** A count a month in the language's decimal mark. */
export const monthly = (trend: TrendSide, language: Language): string => rate(trend.perMonth, language);
