import { detectLanguage } from "../extraction/detectLanguage.js";
import { findDates, orientDate } from "../extraction/dates/findDates.js";

/** A remembered fact as said, with the day it was told (or happened) as YYYY-MM-DD. */
interface DatedFact {
  readonly content: string;
  readonly date: string;
}

/**
 * The day a fact names ("My chemistry exam is on 10 December", "Tenho um exame médico (15 de dezembro de 2026)"), as
 * YYYY-MM-DD, read from its words: a day with no year is its next one on or after the day it was told. Null when the
 * fact names no day.
 */
export const dayNamedIn = (fact: DatedFact): string | null => namedDay(fact)?.day ?? null;

const namedDay = (fact: DatedFact): { readonly day: string; readonly dayOfMonth: boolean } | null => {
  const told = new Date(`${fact.date}T12:00:00Z`);
  if (Number.isNaN(told.getTime())) return null;
  const mention = findDates(fact.content, detectLanguage(fact.content), told, "UTC").find((found) => found.precision !== "week" && found.precision !== "month" && found.precision !== "year");
  if (mention === undefined) return null;
  // "20 December", "dia 20 de dezembro" say their day; "in June 2027" or "on Friday" leave it to be guessed.
  const dayOfMonth = !mention.weekdayOnly && /(?<!\d)\d{1,2}(?!\d)/.test(mention.text);
  return { day: orientDate(mention, "future", told, "UTC").at.toISOString().slice(0, 10), dayOfMonth };
};

/**
 * Facts that name a day still ahead of `today` come first, the soonest first ("when is my next exam?" after two exams
 * told in any order); the others keep their order after them.
 */
export const soonestFirst = <Fact extends DatedFact>(facts: ReadonlyArray<Fact>, today: string): Fact[] => {
  const days = new Map(facts.map((fact) => [fact, dayNamedIn(fact)] as const));
  const ahead = facts.filter((fact) => (days.get(fact) ?? "") >= today).sort((left, right) => (days.get(left)! < days.get(right)! ? -1 : days.get(left)! > days.get(right)! ? 1 : 0));
  return [...ahead, ...facts.filter((fact) => !ahead.includes(fact))];
};

/** The day of the month a fact names when it is `today` or later (see `dayNamedIn`), else null. */
export const dayAhead = (fact: DatedFact, today: string): string | null => {
  const named = namedDay(fact);
  return named !== null && named.dayOfMonth && named.day >= today ? named.day : null;
};

/** A day as said to the person: "On 20 December 2026 (Sunday)", "No dia 20 de dezembro de 2026 (domingo)". */
export const spellDay = (day: string, language: "en" | "pt"): string => {
  const at = new Date(`${day}T12:00:00Z`);
  const date = at.toLocaleDateString(language === "pt" ? "pt-PT" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const weekday = at.toLocaleDateString(language === "pt" ? "pt-PT" : "en-GB", { weekday: "long", timeZone: "UTC" });
  return language === "pt" ? `No dia ${date} (${weekday})` : `On ${date} (${weekday})`;
};
