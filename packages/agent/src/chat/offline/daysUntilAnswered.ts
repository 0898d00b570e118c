import type { LocalDate } from "@lifeos/core";
import { toLocalDate } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { detectLanguage } from "../../memory/extraction/detectLanguage.js";
import { findDates } from "../../memory/extraction/dates/findDates.js";
import { nextAnniversary } from "./anniversary.js";

/**
 * "how many days until it?", "how long until then?", "quantos dias faltam?", "e quanto falta para isso?": how long until a
 * day the question does not name, but points back at (or names none at all), with whether it asks in weeks.
 */
const untilFrame =
  /^(?:(?:and|so|e|entao) )?(?:how many (?:more )?(days|weeks)(?: are there| is it| are| is)?(?: left| remaining| to go)?|how (?:long|much (?:longer|time))(?: is it| is left| left| to go)?|quant(?:os|as) (dias|semanas)(?: e que)?(?: ainda)?(?: faltam| falta| restam| sao| ha)?|quanto (?:tempo )?(?:e que )?(?:ainda )?(?:falta|faltam)|falta(?:m)? quant(?:os dias|o tempo|as semanas|o))(?= |$)/;

/** The words that may follow the frame and name no day: "until it", "till then", "para isso", "até lá", "ainda". */
const pointing = new Set([
  "until", "till", "til", "to", "before", "it", "that", "then", "this", "day", "date", "left", "now", "from", "today",
  "ate", "para", "pra", "pro", "isso", "isto", "esse", "essa", "ele", "ela", "la", "ai", "ao", "a", "o", "dia", "data", "ainda", "agora", "hoje", "desde",
]);

/** The days the answer wrote, in words or digits ("3 March", "15 de janeiro de 2027", "2027-01-15"), one without a year as its next one. */
const daysWritten = (answer: string, question: Question): LocalDate[] =>
  findDates(answer, detectLanguage(answer), question.now, question.timeZone).flatMap((mention) => {
    // A day said with its number: no weekday alone, no "today", no month or week.
    if ((mention.precision !== "day" && mention.precision !== "minute") || mention.weekdayOnly || mention.dayOfMonthOnly || !/\d/.test(mention.text)) return [];
    const day = toLocalDate(mention.at, question.timeZone);
    return [!/\b\d{4}\b/.test(mention.text) && day < question.today ? nextAnniversary(day, question.today) : day];
  });

/**
 * The day a follow-up counts to ("how many days until it?" after "On 3 March 2027: your mom's birthday…", "quantos dias
 * faltam?" after "O contrato termina a 15 de janeiro de 2027"): the first day still ahead (or today) the last answer
 * wrote; null when the question names a day or asks something else, or the answer wrote none ahead.
 */
export const daysUntilAnswered = (question: Question): { readonly date: LocalDate; readonly weeks: boolean } | null => {
  if (question.lastAnswer === "" || question.dates.length > 0) return null;
  const text = question.normalized.replace(/[?!.]/g, " ").replace(/\s+/g, " ").trim();
  const match = untilFrame.exec(text);
  if (match === null) return null;
  const rest = text.slice(match[0].length).split(" ").filter((word) => word !== "");
  if (rest.some((word) => !pointing.has(word))) return null;
  const date = daysWritten(question.lastAnswer, question).find((day) => day >= question.today);
  return date === undefined ? null : { date, weeks: match.slice(1).some((unit) => unit === "weeks" || unit === "semanas") };
};
