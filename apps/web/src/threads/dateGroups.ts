import type { NavigationWords } from "../language/navigationWords.js";

/** The words of the headings, in the person's language. */
export type DateGroupWords = Pick<NavigationWords, "today" | "yesterday" | "previousWeek" | "previousMonth">;

/** A heading of the conversation list, and the threads under it. */
export interface DateGroup<A> {
  readonly label: string;
  readonly items: ReadonlyArray<A>;
}

const startOfDay = (date: Date): number => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const dayMs = 86_400_000;

/**
 * The group a moment belongs to, seen from `now` in the browser's time zone,
 * in `words`: Today, Yesterday, Previous 7 days, Previous 30 days, then the
 * month ("October", "outubro" in `locale`) within this year, and the year before that.
 */
export const dateGroupLabel = (moment: Date, now: Date, words: DateGroupWords, locale?: string): string => {
  const days = Math.round((startOfDay(now) - startOfDay(moment)) / dayMs);
  if (days <= 0) return words.today;
  if (days === 1) return words.yesterday;
  if (days <= 7) return words.previousWeek;
  if (days <= 30) return words.previousMonth;
  if (moment.getFullYear() === now.getFullYear()) return moment.toLocaleDateString(locale, { month: "long" });
  return String(moment.getFullYear());
};

/** Items (already newest first) grouped under their date labels, in order. */
export const groupByDate = <A>(items: ReadonlyArray<A>, dateOf: (item: A) => Date, words: DateGroupWords, now = new Date()): ReadonlyArray<DateGroup<A>> => {
  const groups: Array<{ label: string; items: A[] }> = [];
  for (const item of items) {
    const label = dateGroupLabel(dateOf(item), now, words);
    const last = groups[groups.length - 1];
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
};
