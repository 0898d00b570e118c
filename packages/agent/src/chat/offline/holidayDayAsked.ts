import type { Language, LocalDate } from "@lifeos/core";
import { daysBetween } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { weekdayOf } from "../../models/offline/general/weekdayNames.js";
import { howFar } from "../../memory/offline/dayToldOnce.js";
import { parts } from "../../time/calendar.js";
import { holidayOn, holidayWords } from "../../time/holidayOn.js";
import { holidayCountryOf } from "../../time/namedHolidays.js";

/**
 * "when is Christmas this year?", "quando é a Páscoa do ano que vem?", "when was Easter last year?", "em que dia calha
 * o Natal em 2030?" (folded): the day of a holiday asked; the second group says the question looks back ("when was").
 */
const dayAsked =
  /^(?:and |so |e )?(?:(when(?: is| will be)|what date is|quando (?:e|sera|vai ser|calha|cai|e que e)|(?:em )?que (?:dia|data) (?:e|calha|cai))|(when was|what date was|quando (?:foi|calhou|caiu|e que foi)|(?:em )?que (?:dia|data) (?:foi|calhou|caiu)))\s/;

/**
 * The year said of the holiday (folded): in digits ("in 2030", "de 2030"); this year ("this year", "este ano", "deste
 * ano"); the next ("next year", "do ano que vem", "do próximo ano", "para o ano"); the last ("last year", "do ano passado").
 */
const yearSaid =
  /(?<![a-z0-9])(?:(?:in|of|de|em|do ano de|no ano de) )?((?:19|20)\d{2})(?![a-z0-9])|(?<![a-z])(?:(?:of |in )?(?:the )?(this|next|last|previous|coming) year|(?:d|n)?(?:o )?(?:(este|esse) ano|ano (que vem|passado|anterior)|(proximo|ultimo) ano)|(para o) ano)(?![a-z])/;

/** Which one, said by the holiday's name: "next Easter", "o próximo Natal", "last Christmas", "o Natal passado", "this Christmas". */
const whichSaid = /(?<![a-z])(next|this|last|proxim[oa]|ultim[oa]|est[ea])(?= )|(?<= )(passad[oa]|anterior)(?![a-z])/g;

/** Words the question may hold beside the holiday, adding nothing: "calha", "cai", "fall". */
const filler = /(?<![a-z])(?:calha|cai|fall|falls)(?![a-z])/g;

const holidayAlone = new RegExp(`^(?:(?:the|o|a|no|na)\\s+)?(?:${holidayWords})$`, "iu");
const holidayIn = new RegExp(holidayWords, "iu");

export interface HolidayDay {
  /** The holiday as the question names it, its year beside it when one was said ("Easter 2026", "Natal de 2027"). */
  readonly label: string;
  readonly date: LocalDate;
}

type Which = "this" | "next" | "last" | null;

const whichOf = (word: string | undefined): Which => {
  if (word === undefined) return null;
  if (/^(?:this|este|esse|esta)$/.test(word)) return "this";
  if (/^(?:next|coming|que vem|proxim[oa]|para o)$/.test(word)) return "next";
  return "last";
};

/**
 * The day of the holiday a question asks of alone, in the year it says: "when is Christmas this year?" this year's,
 * "quando é a Páscoa do ano que vem?" next year's, "when was Easter last year?" last year's, "o Natal de 2030" that
 * year's; with no year said, the next one from today (the last one up to today when asked "when was"). Null when the
 * question names something else besides ("when is my exam?", "when is Christmas dinner?").
 */
export const holidayDayAsked = (question: Question): HolidayDay | null => {
  const frame = dayAsked.exec(question.normalized);
  if (frame === null) return null;
  let rest = question.normalized.slice(frame[0].length).replace(/[?!.]/g, " ").replace(/\s+/g, " ").trim();
  const year = yearSaid.exec(rest);
  if (year !== null) rest = `${rest.slice(0, year.index)} ${rest.slice(year.index + year[0].length)}`;
  const which = [...rest.matchAll(whichSaid)].map((match) => whichOf(match[1] ?? match[2]));
  rest = rest.replace(whichSaid, " ").replace(filler, " ").replace(/\s+/g, " ").trim();
  if (which.length > 1 || !holidayAlone.test(rest)) return null;
  const country = holidayCountryOf(question.timeZone);
  const [thisYear] = parts(question.today);
  const on = (inYear: number) => holidayOn(rest, inYear, country);
  const told = holidayIn.exec(question.spelled)?.[0] ?? rest;
  const name = `${told[0]!.toUpperCase()}${told.slice(1)}`;
  const saidYear = year === null ? null : year[1] !== undefined ? Number(year[1]) : thisYear + ({ this: 0, next: 1, last: -1 } as const)[whichOf(year.slice(2).find((word) => word !== undefined))!];
  if (saidYear !== null || which[0] === "this") {
    const inYear = saidYear ?? thisYear;
    const date = on(inYear);
    return date === null ? null : { label: question.language === "pt" ? `${name} de ${inYear}` : `${name} ${inYear}`, date };
  }
  const current = on(thisYear);
  if (current === null) return null;
  const looksBack = which[0] === "last" || (which[0] === undefined && frame[2] !== undefined);
  const date = looksBack ? (current < question.today ? current : on(thisYear - 1)!) : current >= question.today ? current : on(thisYear + 1)!;
  return { label: name, date };
};

/** How far a day is from today, ahead or past: "in 22 days", "tomorrow", "242 days ago", "daqui a 22 dias", "há 242 dias". */
const howFarEither = (date: LocalDate, today: LocalDate, language: Language): string => {
  const days = daysBetween(date, today);
  if (days <= 0) return howFar(date, today, language);
  if (days === 1) return language === "pt" ? "ontem" : "yesterday";
  return language === "pt" ? `há ${days} dias` : `${days} days ago`;
};

/** "Easter: 2027-03-28 (Sunday), in 115 days." / "Páscoa de 2026: 2026-04-05 (domingo), há 242 dias." */
export const holidayDayAnswer = (asked: HolidayDay, question: Question): string =>
  `${asked.label}: ${asked.date} (${weekdayOf(asked.date, question.language)}), ${howFarEither(asked.date, question.today, question.language)}.`;
