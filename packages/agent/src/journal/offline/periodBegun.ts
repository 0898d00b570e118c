import type { Language, LocalDate } from "@lifeos/core";
import { foldAccents } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { day, monthRange, parts } from "../../time/calendar.js";
import type { DateRange } from "../../time/relativeDates.js";
import { monthNames } from "../../time/monthNames.js";
import { text } from "./compose/readData.js";

type Unit = "month" | "year";

/** A period that began today, as the question reads in its place: the whole one before it. */
export interface PeriodBegun {
  readonly unit: Unit;
  /** The period as asked: today alone. */
  readonly asked: DateRange;
  /** The whole month or year before it, read instead. */
  readonly instead: DateRange;
  /** The question with every period moved back by one (see `periodBegun`). */
  readonly question: Question;
}

/** A period named from today going back ("last month", "o mês passado", "previous year"), not by its name ("November"). */
const namedFromToday = /\b(?:last|previous|passad[oa]|anterior)\b/;

/** The whole month or year before the one holding `date`. */
const before = (date: LocalDate, unit: Unit): { from: LocalDate; to: LocalDate } => {
  const [year, month] = parts(date);
  if (unit === "year") return { from: day(year - 1, 1, 1), to: day(year - 1, 12, 31) };
  return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
};

/** How the question's words name a whole period moved back: "last month" for the one before today's, else its name ("October", "2025"). */
const nameOf = (range: { from: LocalDate }, unit: Unit, language: Language, previous: boolean): string => {
  if (previous) return { en: { month: "last month", year: "last year" }, pt: { month: "mês passado", year: "ano passado" } }[language][unit];
  const [year, month] = parts(range.from);
  return unit === "year" ? String(year) : `${monthNames[language][month - 1]!}${language === "pt" ? " de" : ""} ${year}`;
};

/**
 * "how was this month?", "did I sleep better this month than last?", "como foi este ano?" asked on the month's (or the
 * year's) first day, when only today is in it: what a person means is the month that just ended, so every period of the
 * question moves back by one ("this month" reads last month, "last month" the one before it), and the answer says so.
 * Null when no period of the question began today. A week is left as it is: its first day is answered as it stands.
 */
export const periodBegun = (question: Question): PeriodBegun | null => {
  const { today } = question;
  const asked = question.dates.find((range) => (range.granularity === "month" || range.granularity === "year") && range.from === today && range.to === today);
  if (asked === undefined) return null;
  const unit = asked.granularity as Unit;
  const previous = before(today, unit);
  const moved = (range: DateRange): DateRange => {
    if (range === asked) return { ...range, ...previous, text: nameOf(previous, unit, question.language, true) };
    const isPrevious = range.granularity === unit && range.from === previous.from && range.to === previous.to;
    if (!isPrevious || !namedFromToday.test(foldAccents(range.text.toLowerCase()))) return range;
    const earlier = before(previous.from, unit);
    return { ...range, ...earlier, text: nameOf(earlier, unit, question.language, false) };
  };
  const dates = question.dates.map(moved);
  const range = question.range === null ? null : (dates[question.dates.indexOf(question.range)] ?? moved(question.range));
  const instead = dates[question.dates.indexOf(asked)]!;
  return { unit, asked, instead, question: { ...question, dates, range } };
};

const phrases = {
  en: {
    month: { one: "This month has only just begun (today is its first day), so here is last month instead.", two: "This month has only just begun (today is its first day), so I compared last month with the one before it instead." },
    year: { one: "This year has only just begun (today is its first day), so here is last year instead.", two: "This year has only just begun (today is its first day), so I compared last year with the one before it instead." },
    with: (unit: Unit, other: string) => `This ${unit} has only just begun (today is its first day), so I compared last ${unit} with ${other} instead.`,
  },
  pt: {
    month: { one: "Este mês acabou de começar (hoje é o primeiro dia), por isso mostro o mês passado.", two: "Este mês acabou de começar (hoje é o primeiro dia), por isso comparei o mês passado com o anterior." },
    year: { one: "Este ano acabou de começar (hoje é o primeiro dia), por isso mostro o ano passado.", two: "Este ano acabou de começar (hoje é o primeiro dia), por isso comparei o ano passado com o anterior." },
    with: (unit: Unit, other: string) =>
      unit === "month" ? `Este mês acabou de começar (hoje é o primeiro dia), por isso comparei o mês passado com ${other}.` : `Este ano acabou de começar (hoje é o primeiro dia), por isso comparei o ano passado com ${other}.`,
  },
} as const;

/** The period's first day of a call's arguments, whichever names it ("from", "after", a month, a year, a pair of periods). */
const startsOf = (result: ToolResultView): string[] => {
  const args = result.arguments;
  const pairs = ["first", "second"].map((key) => args[key]).filter((value): value is Record<string, unknown> => typeof value === "object" && value !== null);
  const month = text(args["month"]);
  const year = args["year"];
  return [text(args["from"]), text(args["after"]), month === "" ? "" : `${month}-01`, typeof year === "number" ? `${year}-01-01` : "", ...pairs.map((pair) => text(pair["from"]))].filter((start) => start !== "");
};

/**
 * What an answer read in place of a period just begun says first: that it has only just begun, and what was read
 * instead (the period before, or it and the one before that, compared). Null when no call read the period instead.
 */
export const periodBegunNotice = (begun: PeriodBegun, language: Language, results: ReadonlyArray<ToolResultView>): string | null => {
  const starts = new Set(results.flatMap(startsOf));
  if (!starts.has(begun.instead.from)) return null;
  const earlier = before(begun.instead.from, begun.unit).from;
  if (starts.has(earlier)) return phrases[language][begun.unit].two;
  // "was I more stressed this month than in September?": the period it was compared with is the one the question named.
  const other = begun.question.dates.find((range) => range.from !== begun.instead.from && starts.has(range.from));
  return other === undefined ? phrases[language][begun.unit].one : phrases[language].with(begun.unit, labelOf(other, language));
};

/** How the answer names a period the question named beside the one just begun: its month ("September 2024"), its year, or its own words. */
const labelOf = (range: DateRange, language: Language): string =>
  range.granularity === "month" || range.granularity === "year" ? nameOf(range, range.granularity, language, false) : range.text;
