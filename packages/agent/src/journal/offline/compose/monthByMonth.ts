import type { Language, MoodMetric } from "@lifeos/core";
import { score } from "../../../models/offline/answerText.js";
import { journalPhrases } from "../journalPhrases.js";
import type { Json } from "./readData.js";
import { numberOrNull, text } from "./readData.js";

/** Fewest months with entries a month-by-month line needs: fewer say no more than the average. */
const fewestMonths = 3;

const phrases: Readonly<Record<Language, { readonly line: (months: string, best: string, worst: string) => string; readonly short: (period: string) => string }>> = {
  en: {
    line: (months, best, worst) => `Month by month: ${months}. The best month was ${best}, the worst ${worst}.`,
    short: (period) => journalPhrases.en.month(period).replace(/^(\p{L}{3})\p{L}*/u, "$1"),
  },
  pt: {
    line: (months, best, worst) => `Mês a mês: ${months}. O melhor mês foi ${best}, o pior ${worst}.`,
    short: (period) => journalPhrases.pt.month(period).replace(/^(\p{L}{3})\p{L}* de/u, "$1"),
  },
};

/**
 * "how has my mood changed over the year?": each month's average in a line, then the best and the worst month by
 * name (of stress, the lowest is the best); "" with fewer than three months with entries.
 */
export const monthByMonth = (language: Language, metric: MoodMetric, rows: ReadonlyArray<Json>): string => {
  const months = rows.flatMap((row) => {
    const average = numberOrNull(row["average"]);
    return average === null || (numberOrNull(row["count"]) ?? 0) === 0 ? [] : [{ month: text(row["from"]).slice(0, 7), average }];
  });
  if (months.length < fewestMonths) return "";
  const p = phrases[language];
  const better = (a: number, b: number) => (metric === "stress" ? a < b : a > b);
  const best = months.reduce((kept, month) => (better(month.average, kept.average) ? month : kept));
  const worst = months.reduce((kept, month) => (better(kept.average, month.average) ? month : kept));
  const named = (month: { month: string; average: number }) => `${journalPhrases[language].month(month.month)} (${score(month.average)})`;
  return p.line(months.map((month) => `${p.short(month.month)} ${Math.round(month.average)}`).join(", "), named(best), named(worst));
};
