import type { Language, LocalDate } from "@lifeos/core";
import { addDays } from "@lifeos/core";
import { mondayOf, monthRange, parts } from "../../../time/calendar.js";
import { monthNames } from "../../../time/monthNames.js";
import { daysIn } from "../periods.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { withPortugueseAccents } from "./portugueseAccents.js";

/** Words that already place a period in a sentence ("last week", "two weeks ago"): said as they are, with no "in" before them. */
const englishLead = /^(?:in|on|of|during|this|that|last|since|from|between|over|past|previous|more than|longer than|upwards of)\b|\bago$/i;
/** Words that already place a period in a sentence, Brazil's "esse ano", "nesse mês" among them ("em esse ano", "em deste ano" are no Portuguese). */
const portugueseLead = /^(?:h[áa]|faz|fazem)\s|^(?:mais de|em|no|na|nos|nas|ao|aos|pelo|pela|pelos|pelas|ate|até|neste|nesta|nesse|nessa|naquele|naquela|aquele|aquela|este|esta|esse|essa|o|a|de|do|da|dos|das|deste|desta|desse|dessa|desde|entre|durante)\b/i;

/**
 * How an answer names a period: the user's own words when the question
 * named it ("this spring (2024-03-01 to 2024-05-31)", "em março (…)"), else
 * its dates ("from 2024-02-01 to 2024-02-29").
 */
export const periodLabel = (question: Question, from: string, to: string): string => {
  const dates = question.language === "pt" ? `${from} a ${to}` : `${from} to ${to}`;
  const words = namedWords(question, from, to);
  return words === null ? (question.language === "pt" ? `de ${dates}` : `from ${dates}`) : `${words} (${dates})`;
};

/** The user's words for a period when the question named it ("last month", "em março"), else its dates. */
export const shortLabel = (question: Question, from: string, to: string): string =>
  namedWords(question, from, to) ?? (question.language === "pt" ? `de ${from} a ${to}` : `from ${from} to ${to}`);

/** A Portuguese period named by a noun ("mês passado", "o ano passado", "semana passada", "verão"), with its article or without. */
const articleNoun = /^(?:(o|a|os|as) )?(mês|mes|ano|anos|fim de semana|fins de semana|verão|verao|inverno|outono|trimestre|semestre|natal|semana|semanas|primavera|quinzena|páscoa|pascoa)\b/i;
const feminineNoun = /^(?:semana|primavera|quinzena|páscoa|pascoa)/i;

/**
 * "mês passado" → "no mês passado", "a semana passada" → "na semana passada": a period that a noun names is placed
 * with "em" joined to its article, which Portuguese never leaves out ("em mês passado", "a semana passada" as a place
 * in a sentence are no Portuguese). Null for any other period.
 */
const withPortugueseArticle = (text: string): string | null => {
  const match = articleNoun.exec(text);
  if (match === null) return null;
  const noun = match[2]!;
  const plural = /^(?:anos|fins|semanas)\b/i.test(noun);
  const article = match[1] ?? `${feminineNoun.test(noun) ? "a" : "o"}${plural ? "s" : ""}`;
  return `n${article} ${text.slice(match[0].length - noun.length)}`;
};

/** English writes months and weekdays with a capital, however the question typed them ("in october" → "in October"); Portuguese, its accents ("em marco" → "em março"). */
const englishNames = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi;

/** The question's words for a period, or its name from today ("last month", "este mês"); null when it has none. */
export const namedWords = (question: Question, from: string, to: string): string | null => {
  const language: Language = question.language;
  const found = question.dates.find((range) => range.from === from && range.to === to);
  if (found === undefined) return relativeName(question, from, to);
  // "ultimo mes" is written "último mês": the answer names the period as Portuguese writes it.
  const named = { ...found, text: language === "en" ? found.text.replace(englishNames, (word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase()) : withPortugueseAccents(found.text) };
  if (language === "pt") {
    const placed = withPortugueseArticle(named.text);
    if (placed !== null) return placed;
  }
  const lead = language === "pt" ? portugueseLead : englishLead;
  if (lead.test(named.text)) return named.text;
  // "the summer" → "in the summer", "the weekend" → "over the weekend"
  if (language === "en" && /^(?:the )?weekend\b/i.test(named.text)) return `over the ${named.text.replace(/^the /i, "")}`;
  return `${language === "pt" ? "em" : "in"} ${named.text}`;
};

/** A calendar period's name by where it stands from today, in each language, as a sentence places it. */
const relativeNames: Readonly<Record<Language, Readonly<Record<"month" | "week" | "year", readonly [string, string]>>>> = {
  en: { week: ["this week", "last week"], month: ["this month", "last month"], year: ["this year", "last year"] },
  pt: { week: ["esta semana", "na semana passada"], month: ["este mês", "no mês passado"], year: ["este ano", "no ano passado"] },
};

/** The week, month and year that hold a day, each from its first day to its last. */
const calendarOf = (date: LocalDate): Record<"month" | "week" | "year", { from: LocalDate; to: LocalDate }> => {
  const [year, month] = parts(date);
  const monday = mondayOf(date);
  return { week: { from: monday, to: addDays(monday, 6) }, month: monthRange(year, month), year: { from: `${year}-01-01` as LocalDate, to: `${year}-12-31` as LocalDate } };
};

/**
 * A period the question did not name in words but is a whole calendar week, month or year around today ("am I more
 * stressed than last month?" compares this month): "this month", "last week", "no ano passado". The current one may
 * end today, before its last day. A whole month or year further back is named by its name: "in October 2024", "em 2023".
 */
const relativeName = (question: Question, from: string, to: string): string | null => {
  const today = question.today;
  const now = calendarOf(today);
  for (const unit of ["week", "month", "year"] as const) {
    const current = now[unit];
    if (from === current.from && (to === current.to || (to === today && from !== to))) return relativeNames[question.language][unit][0];
    const previous = calendarOf(addDays(current.from, -1))[unit];
    if (from === previous.from && to === previous.to) return relativeNames[question.language][unit][1];
  }
  // A whole month or year of another time is named by its name ("in October 2024", "em 2023"), as a person would say it.
  const [year, month] = parts(from as LocalDate);
  const inLanguage = question.language === "pt" ? "em" : "in";
  if (from === `${year}-01-01` && to === `${year}-12-31`) return `${inLanguage} ${year}`;
  const whole = monthRange(year, month);
  if (from === whole.from && to === whole.to) return `${inLanguage} ${monthNames[question.language][month - 1]!}${question.language === "pt" ? " de" : ""} ${year}`;
  // "than last week" of the days up to today: the last 7 of them (a span of months or years is read by its dates).
  const days = daysIn({ from: from as LocalDate, to: today });
  if (to === today && days >= 2 && days <= 90) return question.language === "pt" ? `nos últimos ${days} dias` : `over the last ${days} days`;
  return null;
};
