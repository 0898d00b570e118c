import type { Language, LocalDate } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { weekdayOf } from "../../models/offline/general/weekdayNames.js";
import { nextAnniversary } from "./anniversary.js";

/**
 * "what day of the week was 3 March 2025?", "what day is Christmas this year?", "which weekday is 1 May?", "que dia da
 * semana foi 3 de março de 2025?", "em que dia da semana calha o Natal?", "o dia 1 de maio é que dia da semana?": the
 * frame, and whether it asks of the past ("was", "foi").
 */
const frames =
  /^(?:(?:what|which) (?:day of the week|weekday|day) (?:(?:was|is|will be|falls on|fell on|does|did)\b)|(?:em )?que dia da semana (?:e que )?(?:foi|e|era|sera|calha|calhou|cai|caiu|fica|ficou)\b)|\b(?:(?:is|was|will be|falls on|fell on) (?:a |on )?(?:what|which) (?:day of the week|weekday|day)|(?:e|foi|sera|calha|calhou|cai|caiu) (?:a |em |num |numa )?que dia(?: da semana)?)\s*\??$/;
/** The verbs of the past ("was", "fell", "foi", "calhou"). */
const pastVerb = /\b(?:was|fell|did|foi|era|calhou|caiu|ficou)\b/;

/** A day and its weekday asked, or null: one day named, and a frame that asks its weekday. */
export const weekdayAsked = (question: Question): { readonly date: LocalDate; readonly past: boolean } | null => {
  // "weekday" itself is read as a date by the date parser: the day asked is the other one.
  const dates = question.dates.filter((range) => !/^(?:weekday|week ?day|day)$/i.test(range.text.trim()));
  if (!frames.test(question.normalized) || dates.length !== 1) return null;
  const range = dates[0]!;
  if (range.from !== range.to) return null;
  const past = question.has(pastVerb);
  // "what day is Christmas?" asks of the next one; a day named with its year, or asked of the past, is that day.
  const date = !past && range.from < question.today && !/\b\d{4}\b/.test(range.text) ? nextAnniversary(range.from, question.today) : range.from;
  return { date, past };
};

const article = (weekday: string): string => (weekday === "sábado" || weekday === "domingo" ? "um" : "uma");

/** "2025-03-03 was a Monday.", "2026-12-25 é uma sexta-feira.", "Today, 2026-11-30, is a Monday." */
export const weekdayAnswer = (asked: { readonly date: LocalDate; readonly past: boolean }, today: LocalDate, language: Language): string => {
  const weekday = weekdayOf(asked.date, language);
  const before = asked.date < today;
  if (language === "pt") {
    if (asked.date === today) return `Hoje, ${asked.date}, é ${article(weekday)} ${weekday}.`;
    return `${asked.date} ${before ? "foi" : "é"} ${article(weekday)} ${weekday}.`;
  }
  if (asked.date === today) return `Today, ${asked.date}, is a ${weekday}.`;
  return `${asked.date} ${before ? "was" : "is"} a ${weekday}.`;
};
