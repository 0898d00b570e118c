import type { Language, LocalDate } from "@lifeos/core";
import { addDays, daysBetween, foldAccents } from "@lifeos/core";
import type { OfflineSkill } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { weekdayOf } from "../../models/offline/general/weekdayNames.js";
import { nextAnniversary } from "./anniversary.js";
import { daysUntilAnswered } from "./daysUntilAnswered.js";
import { howFar } from "../../memory/offline/dayToldOnce.js";
import { weekdayAnswer, weekdayAsked } from "./weekdayAsked.js";
import { holidayCountryOf } from "../../time/namedHolidays.js";
import { holidayAhead, holidayOn } from "../../time/holidayOn.js";
import { holidayDayAnswer, holidayDayAsked } from "./holidayDayAsked.js";
import type { DateRange } from "../../time/relativeDates.js";

/** "how many days until Christmas?", "how long until March 3?", "quantos dias faltam para o Natal?", "quanto tempo falta até 15 de maio?", "quanto falta para o Natal?" */
const untilAsked =
  /^(?:how many (?:more )?(days|weeks)(?: are there| is it| are left| left| remain| remaining| to go)? (?:until|till|til|to|before|left (?:until|till|before))|how long (?:is it |is left |to go )?(?:until|till|before)|(days|weeks) (?:left )?(?:until|till|to)|quant(?:os|as) (dias|semanas) (?:faltam |falta |ha |sao |tem )?(?:ate|para|pra|pro)|quanto (?:tempo )?(?:e que )?(?:falta|faltam) (?:ate|para|pra|pro)|falta(?:m)? quant(?:os dias|o tempo|as semanas) (?:ate|para|pra|pro))\b/;

/** "how many days since January 1st?", "how long has it been since Christmas?", "quantos dias passaram desde o Natal?", "há quantos dias foi o ano novo?" */
const sinceAsked =
  /^(?:how many (days|weeks)(?: has it been| have passed| have gone by)? (?:since|from)|how long (?:has it been |is it )?since|(?:ha|faz) quant(?:os|as) (dias|semanas)(?: foi| que foi| passaram desde| desde)?|quant(?:os|as) (dias|semanas) (?:(?:ja )?(?:se )?passaram |faz |ha )?desde|quanto tempo (?:passou|faz|ha) desde)\b/;

/** Words that may stand beside the date and add nothing ("until the 3rd", "para o Natal", "since my"). */
const filler = new Set(["since", "desde", "the", "a", "an", "o", "os", "as", "do", "da", "de", "dia", "day", "next", "this", "proximo", "proxima", "este", "esta", "now", "today", "hoje", "agora", "from", "it", "is", "was", "foi", "e"]);

interface Count {
  readonly direction: "until" | "since";
  readonly weeks: boolean;
  readonly date: LocalDate;
}

/** A weekday named alone, with or without its accents: "saturday", "next friday", "sábado", "terca-feira", "o próximo domingo" (folded). */
const weekdayWords = /^(?:next |this |on |o |a |na |no |(?:o |a )?proxim[oa] )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:segunda|terca|quarta|quinta|sexta)(?:-feira| feira)?|sabado|domingo)$/;

/** The weekday numbers (Sunday 0) of the Portuguese names that dates leave alone when bare ("segunda" is also "second", "quinta" a farm). */
const bareWeekdays: Readonly<Record<string, number>> = { segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5 };

/** The next day (after today) that is the given weekday. */
const nextWeekday = (today: LocalDate, weekday: number): LocalDate => {
  const now = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, ((weekday - now + 6) % 7) + 1);
};

/**
 * The day a question names after "until" when the dates found none: a bare "segunda", "terça", "sexta" right after the
 * frame ("quantos dias faltam para sexta?"), which read alone could be an ordinal or a farm, but after "até" is a weekday.
 */
const bareWeekdayAfter = (rest: string, today: LocalDate): DateRange | null => {
  const words = rest.split(/[^a-z0-9-]+/).filter((word) => word !== "" && !filler.has(word) && !/^proxim[oa]$/.test(word));
  const named = words.length === 1 ? bareWeekdays[words[0]!.replace(/-feira$/, "")] : undefined;
  if (named === undefined) return null;
  const date = nextWeekday(today, named);
  return { from: date, to: date, text: words[0]!, index: 0, granularity: "day" };
};

/**
 * The day counted to: the one the question names. The dates a question names are read as the past's (the journal's
 * questions look back): "until" a day without its year is its next one, a weekday's next one a week on, a holiday's
 * the next one to come.
 */
const countedDay = (range: DateRange, direction: Count["direction"], today: LocalDate, timeZone: string): LocalDate => {
  if (direction === "since" || range.from > today || /\b\d{4}\b/.test(range.text)) return range.from;
  if (range.from === today) return today;
  // A holiday falling on another day each year ("Easter", "Mother's Day") is its next one, not this year's a year on.
  // Only when the words name that very day: "the day after Easter" is not Easter.
  const country = holidayCountryOf(timeZone);
  const holiday = holidayOn(range.text, Number(range.from.slice(0, 4)), country) === range.from ? holidayAhead(range.text, today, country) : null;
  if (holiday !== null) return holiday;
  // "sábado" and "sabado", "terça-feira" and "terca-feira" alike.
  if (!weekdayWords.test(foldAccents(range.text.trim().toLowerCase()))) return nextAnniversary(range.from, today);
  let date = range.from;
  while (date < today) date = addDays(date, 7);
  return date;
};

/**
 * Whether a question asks how long until a day, whatever the day ("how many days until my birthday?", "quantos dias
 * faltam para o meu aniversário?"), for answers that find the day elsewhere: null when it does not, else whether it
 * asks in weeks.
 */
export const untilFrameAsked = (question: Question): { readonly weeks: boolean } | null => {
  const match = untilAsked.exec(question.normalized);
  return match === null ? null : { weeks: match.slice(1).some((unit) => unit === "weeks" || unit === "semanas") };
};

/** The count of days from today until a day found elsewhere, said as the skill says its own ("164 days until …"). */
export const daysUntilAnswer = (date: LocalDate, weeks: boolean, question: Question): string => answerOf({ direction: "until", weeks, date }, question);

/** The count a question asks for, or null when it asks something else ("how many days since I last ran?" is the journal's). */
export const countAsked = (question: Question): Count | null => {
  const until = untilAsked.exec(question.normalized);
  const since = until === null ? sinceAsked.exec(question.normalized) : null;
  const match = until ?? since;
  if (match === null || question.dates.length > 1) return null;
  const range = question.dates[0] ?? (until === null ? null : bareWeekdayAfter(question.normalized.slice(match[0].length).replace(/[?!.]/g, " "), question.today));
  if (range === undefined || range === null) return null;
  // "since January 1st" is read as the span from then to today: its first day is the one counted from.
  const fromThen = since !== null && range.to === question.today && /^(?:since|desde)\b/i.test(range.text);
  if (range.from !== range.to && !fromThen) return null;
  // Nothing but the day after the question's frame: "how many days since I last went climbing in March?" is not a count of days.
  const rest = question.normalized.slice(match[0].length).replace(/[?!.]/g, " ");
  const dateWords = new Set(foldAccents(range.text.toLowerCase()).split(/[^a-z0-9]+/));
  if (rest.split(/[^a-z0-9]+/).some((word) => word !== "" && !dateWords.has(word) && !filler.has(word))) return null;
  const direction = until === null ? "since" : "until";
  return { direction, weeks: match.slice(1).some((unit) => unit === "weeks" || unit === "semanas"), date: countedDay(range, direction, question.today, question.timeZone) };
};

/** "how many days between 1 March 2024 and today?", "how many weeks from May 3 to June 20?", "quantos dias há entre 1 de março e hoje?" */
const spanAsked =
  /^(?:how many (days|weeks)(?: are there| is it| have passed| passed| went by)? (?:between|from)|quant(?:os|as) (dias|semanas) (?:ha |vao |sao |passaram |se passaram |existem |tem )?(?:entre|de|desde))\b/;

/** Words that may join the two days of a span besides the filler ("and", "to", "until", "e", "até"). */
const spanJoins = new Set(["and", "to", "until", "till", "ate", "a"]);

interface Span {
  readonly weeks: boolean;
  readonly first: LocalDate;
  readonly last: LocalDate;
}

/** The two days a question asks the span between, or null when it names other than two single days. */
const spanAskedOf = (question: Question): Span | null => {
  const match = spanAsked.exec(question.normalized);
  if (match === null || question.dates.length !== 2 || question.dates.some((range) => range.from !== range.to)) return null;
  const dateWords = new Set(question.dates.flatMap((range) => foldAccents(range.text.toLowerCase()).split(/[^a-z0-9]+/)));
  const rest = question.normalized.slice(match[0].length).replace(/[?!.]/g, " ");
  if (rest.split(/[^a-z0-9]+/).some((word) => word !== "" && !dateWords.has(word) && !filler.has(word) && !spanJoins.has(word))) return null;
  const [first, last] = [question.dates[0]!.from, question.dates[1]!.from].sort();
  return { weeks: match.slice(1).some((unit) => unit === "weeks" || unit === "semanas"), first: first!, last: last! };
};

const inWeeks = (days: number, language: Language): string => {
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  if (language === "pt") return `${weeks} ${weeks === 1 ? "semana" : "semanas"}${rest === 0 ? "" : ` e ${rest} ${rest === 1 ? "dia" : "dias"}`}`;
  return `${weeks} ${weeks === 1 ? "week" : "weeks"}${rest === 0 ? "" : ` and ${rest} ${rest === 1 ? "day" : "days"}`}`;
};

/** The answer: how many days (and weeks when asked), with the day counted to and its weekday. */
const answerOf = (count: Count, question: Question): string => {
  const { language, today } = question;
  const days = Math.abs(daysBetween(today, count.date));
  const day = `${count.date} (${weekdayOf(count.date, language)})`;
  if (days === 0) return language === "pt" ? `É hoje: ${day}.` : `That is today: ${day}.`;
  const amount = language === "pt" ? `${days} ${days === 1 ? "dia" : "dias"}` : `${days} ${days === 1 ? "day" : "days"}`;
  const said = count.weeks && days >= 7 ? `${inWeeks(days, language)} (${amount})` : amount;
  const one = days === 1 && !count.weeks;
  if (count.direction === "until") return language === "pt" ? `${one ? "Falta" : "Faltam"} ${said} para ${day}.` : `${said} until ${day}.`;
  return language === "pt" ? `${one ? "Passou" : "Passaram"} ${said} desde ${day}.` : `It has been ${said} since ${day}.`;
};

/** The span's answer: "There are 1004 days between 2024-03-01 (Friday) and 2026-11-30 (Monday)." */
const spanAnswer = (span: Span, language: Language): string => {
  const days = daysBetween(span.first, span.last);
  const amount = language === "pt" ? `${days} ${days === 1 ? "dia" : "dias"}` : `${days} ${days === 1 ? "day" : "days"}`;
  const said = span.weeks && days >= 7 ? `${inWeeks(days, language)} (${amount})` : amount;
  const first = `${span.first} (${weekdayOf(span.first, language)})`;
  const last = `${span.last} (${weekdayOf(span.last, language)})`;
  if (days === 0) return language === "pt" ? `É o mesmo dia: ${first}.` : `That is the same day: ${first}.`;
  return language === "pt" ? `Há ${said} entre ${first} e ${last}.` : `There ${days === 1 && !span.weeks ? "is" : "are"} ${said} between ${first} and ${last}.`;
};

/** "when is Easter?", "what date is Mother's Day?", "quando é o Carnaval?", "em que dia calha a Páscoa?": the day itself ("what day is…" asks its weekday). */
const whenIsAsked = /^(?:and |so |e )?(?:when(?: is|'s| s| will be)|what date is|quando (?:e|sera|vai ser|calha|cai|e que e)|(?:em )?que (?:dia|data) (?:e|calha|cai))\s/;

/**
 * The day a question asks of when it names one alone ("when is Easter?", "quando é o Dia da Mãe?"): its next one from
 * today; null when it names something else too ("when is my exam?" is the memory's).
 */
const dayAskedOf = (question: Question): { readonly text: string; readonly date: LocalDate } | null => {
  const match = whenIsAsked.exec(question.normalized);
  const range = question.dates[0];
  if (match === null || range === undefined || question.dates.length > 1 || range.from !== range.to) return null;
  const dateWords = new Set(foldAccents(range.text.toLowerCase()).split(/[^a-z0-9]+/));
  const rest = question.normalized.slice(match[0].length).replace(/[?!.]/g, " ");
  // A year said ("this year", "do ano que vem") is `holidayDayAsked`'s to read: here it would be the next one's.
  const said = /\b(?:calha|cai|fall|falls)\b/g;
  if (rest.replace(said, " ").split(/[^a-z0-9]+/).some((word) => word !== "" && !dateWords.has(word) && !filler.has(word))) return null;
  return { text: range.text, date: countedDay(range, "until", question.today, question.timeZone) };
};

/** "Easter: 2027-03-28 (Sunday), in 115 days." / "Dia da Mãe: 2027-05-02 (domingo), daqui a 150 dias." */
const dayAnswer = (asked: { readonly text: string; readonly date: LocalDate }, question: Question): string => {
  const { language, today } = question;
  const far = howFar(asked.date, today, language);
  const name = asked.text.replace(/^(?:(?:on|the|o|a|no|na)\s+)+/iu, "");
  return `${name[0]!.toUpperCase()}${name.slice(1)}: ${asked.date} (${weekdayOf(asked.date, language)}), ${far}.`;
};

/**
 * Days until or since a day ("how many days until Christmas?", "quantos dias faltam para o Natal?", "how long has it
 * been since January 1st?"), counted from today in the user's time zone, and the weekday of a day ("what day of the week
 * was 3 March 2025?", see `weekdayAsked`): calendar arithmetic, no tool and no guess.
 */
export const daysBetweenSkill: OfflineSkill = {
  name: "daysBetween",
  tools: [],
  plan: (question) => {
    const count = countAsked(question);
    if (count !== null) return [{ confidence: 0.96, calls: [], answer: answerOf(count, question) }];
    // "how many days until it?" after an answer that wrote a day: that day.
    const answered = daysUntilAnswered(question);
    if (answered !== null) return [{ confidence: 0.96, calls: [], answer: answerOf({ direction: "until", ...answered }, question) }];
    // "when is Easter?", "quando é a Páscoa do ano que vem?": the day itself, and how far it is.
    const holiday = holidayDayAsked(question);
    if (holiday !== null) return [{ confidence: 0.96, calls: [], answer: holidayDayAnswer(holiday, question) }];
    const day = dayAskedOf(question);
    if (day !== null) return [{ confidence: 0.96, calls: [], answer: dayAnswer(day, question) }];
    const span = spanAskedOf(question);
    if (span !== null) return [{ confidence: 0.96, calls: [], answer: spanAnswer(span, question.language) }];
    const weekday = weekdayAsked(question);
    return weekday === null ? [] : [{ confidence: 0.96, calls: [], answer: weekdayAnswer(weekday, question.today, question.language) }];
  },
  compose: () => "",
};
