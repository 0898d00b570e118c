import type { LocalDate } from "../common/time.js";
import { addDays, localDate } from "../common/time.js";
import { foldAccents } from "./foldAccents.js";

/** An inclusive range of days. */
export interface DayRange {
  readonly from: LocalDate;
  readonly to: LocalDate;
}

const monthsOf = (names: string): ReadonlyMap<string, number> => new Map(names.split(" ").map((name, index) => [name, index + 1] as const));
/** English month names count only capitalised ("march" and "may" are words too); Portuguese ones in any case. */
const englishMonths = monthsOf("january february march april may june july august september october november december");
const portugueseMonths = monthsOf("janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro");

const monthRange = (year: number, month: number): DayRange => {
  const from = localDate(`${year}-${String(month).padStart(2, "0")}-01`);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { from, to: addDays(localDate(next), -1) };
};

const yearRange = (year: number): DayRange => ({ from: localDate(`${year}-01-01`), to: localDate(`${year}-12-31`) });

/** The days a query points at, and the words that said so (left out of its keywords). */
export interface DateCue {
  readonly range: DayRange;
  /**
   * For a month named without a year, its number (1-12): the question names
   * that month of any year, `range` being its latest occurrence.
   */
  readonly month?: number;
  readonly words: ReadonlyArray<string>;
}

/**
 * The time a question names, relative to `today`: a month with its year
 * ("in March 2023", "em março de 2023"), a month alone (its latest
 * occurrence not after today as `range`: "in May" asked in December most
 * likely means this May; with `month` set, since it may mean any May),
 * a year ("in 2023"), or "last year" / "last month" ("ano passado", "mês
 * passado"). English and Portuguese; null when the question names no time.
 */
export const findDateCue = (text: string, today: LocalDate): DateCue | null => {
  const tokens = Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (match) => ({ raw: match[0], word: foldAccents(match[0].toLowerCase()) }));
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  for (let index = 0; index < tokens.length; index++) {
    const { raw, word } = tokens[index]!;
    const named = portugueseMonths.get(word) ?? (/^\p{Lu}/u.test(raw) ? englishMonths.get(word) : undefined);
    if (named !== undefined) {
      const following = tokens.slice(index + 1, index + 3).find((token) => /^(19|20)\d\d$/.test(token.word));
      const explicit = following === undefined ? undefined : Number(following.word);
      const chosen = explicit ?? (named <= month ? year : year - 1);
      return { range: monthRange(chosen, named), ...(explicit === undefined ? { month: named } : {}), words: [word, ...(following ? [following.word] : [])] };
    }
    const next = tokens[index + 1]?.word;
    if ((word === "last" && next === "year") || (word === "ano" && next === "passado")) return { range: yearRange(year - 1), words: [word, next] };
    if ((word === "last" && next === "month") || (word === "mes" && next === "passado")) {
      return { range: month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1), words: [word, next] };
    }
  }
  const bareYear = tokens.find((token) => /^(19|20)\d\d$/.test(token.word));
  return bareYear === undefined ? null : { range: yearRange(Number(bareYear.word)), words: [bareYear.word] };
};
