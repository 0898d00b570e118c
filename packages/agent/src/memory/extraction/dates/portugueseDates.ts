import type { Parser, ParsingContext } from "chrono-node";
import { ParsingComponents } from "chrono-node";
import { referenceDay, shiftDays } from "./calendar.js";
import type { RelativeRule } from "./relativeParsers.js";
import { dayOfMonthParser, offsetRules, periodRules, precisionTag, relativeParsers, roughOffsetRules, weekdayRules, wordEnd, wordStart, yearParser } from "./relativeParsers.js";
import { roughAmountWords } from "./roughAmounts.js";
import { holidayParser } from "./holidayDates.js";
import type { HolidayCountry } from "../../../time/namedHolidays.js";
import { periodEndParsers } from "./periodEnds.js";

const weekdays = ["domingo", "segunda(?:-feira)?", "ter[çc]a(?:-feira)?", "quarta(?:-feira)?", "quinta(?:-feira)?", "sexta(?:-feira)?", "s[áa]bado"];
const numbers: Record<string, number> = { um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, quinze: 15, vinte: 20, trinta: 30 };
const article = "(?:n?[oa]s?\\s+)?";

/** What chrono's Portuguese parser leaves out: weeks, months and years, "próxima terça", "há 3 dias", "daqui a 2 semanas". */
const rules: ReadonlyArray<RelativeRule> = [
  { pattern: "anteontem|antes\\s+de\\s+ontem", resolve: (today) => ({ day: shiftDays(today, -2) }) },
  { pattern: "depois\\s+de\\s+amanh[ãa]", resolve: (today) => ({ day: shiftDays(today, 2) }) },
  ...periodRules({
    thisWeek: "n?(?:esta|essa)\\s+semana",
    lastWeek: `${article}(?:semana\\s+passada|[úu]ltima\\s+semana)`,
    nextWeek: `${article}(?:pr[óo]xima\\s+semana|semana\\s+que\\s+vem)`,
    thisMonth: "n?(?:este|esse)\\s+m[êe]s",
    lastMonth: `${article}(?:m[êe]s\\s+passado|[úu]ltimo\\s+m[êe]s)`,
    nextMonth: `${article}(?:pr[óo]ximo\\s+m[êe]s|m[êe]s\\s+que\\s+vem)`,
    thisYear: "n?(?:este|esse)\\s+ano",
    lastYear: `${article}(?:ano\\s+passado|[úu]ltimo\\s+ano)`,
    nextYear: `${article}(?:pr[óo]ximo\\s+ano|ano\\s+que\\s+vem)`,
  }),
  ...weekdayRules(weekdays, {
    next: [`${article}pr[óo]xim[oa]\\s+WEEKDAY`, `${article}WEEKDAY\\s+que\\s+vem`, `${article}WEEKDAY\\s+pr[óo]xim[oa]`],
    last: [`${article}WEEKDAY\\s+passad[oa]`, `${article}[úu]ltim[oa]\\s+WEEKDAY`],
    current: ["n?(?:esta|essa|este|esse)\\s+WEEKDAY"],
  }),
  ...offsetRules(
    numbers,
    { day: "dias?", week: "semanas?", month: "m[êe]s|meses", year: "anos?" },
    { ago: ["h[áa]\\s+AMOUNT\\s+UNIT", "AMOUNT\\s+UNIT\\s+atr[áa]s"], ahead: ["daqui\\s+a\\s+AMOUNT\\s+UNIT", "(?:dentro\\s+de|em)\\s+AMOUNT\\s+UNIT"] },
  ),
  // "há mais de 10 anos", "há quase 6 meses", "cerca de 3 anos atrás": the year or month, not a day.
  ...roughOffsetRules(numbers, { month: "m[êe]s|meses", year: "anos?" }, roughAmountWords.pt, ["h[áa]\\s+ROUGHLY\\s+AMOUNT\\s+UNIT", "ROUGHLY\\s+AMOUNT\\s+UNIT\\s+atr[áa]s"]),
];

const periods: Record<string, number> = { manhã: 0, manha: 0, tarde: 12, noite: 12, madrugada: 0 };

/**
 * Clock times as Portuguese writes them: "às 14h", "as 9h30", "às 14:00",
 * "às 3 da tarde", "14 horas", "ao meio-dia". The preposition is part of the
 * match so chrono joins the time to a day just before it ("terça às 14h").
 */
const clockParser: Parser = {
  pattern: () =>
    new RegExp(
      `${wordStart}(?:(?:(?<prep>[àa]s|pel[ao]s?|[àa])\\s+)?(?<hour>\\d{1,2})(?<suffix>\\s*(?:h|:)\\s*(?<minute>\\d{2})?|\\s+horas?)?(?:\\s+da\\s+(?<period>manh[ãa]|tarde|noite|madrugada))?|(?:ao\\s+)?(?<noon>meio[-\\s]dia))${wordEnd}`,
      "iu",
    ),
  extract: (context: ParsingContext, match: RegExpMatchArray) => {
    const groups = match.groups ?? {};
    if (groups["noon"] !== undefined) return context.createParsingComponents({ hour: 12, minute: 0 });
    // A bare number is a time only after "às" or before "h", "horas" or "da tarde".
    if (groups["suffix"] === undefined && groups["period"] === undefined && !/^[àa]s|^pel/iu.test(groups["prep"] ?? "")) return null;
    let hour = Number(groups["hour"]);
    const minute = Number(groups["minute"] ?? 0);
    const period = groups["period"]?.toLowerCase();
    if (period !== undefined && hour < 12) hour += periods[period] ?? 0;
    if (hour > 23 || minute > 59) return null;
    return context.createParsingComponents({ hour, minute });
  },
};

/**
 * A time from now in minutes or hours: "daqui a 30 minutos", "em 2 horas", "dentro de meia hora", "daqui a uma hora e meia".
 * (Chrono's Portuguese parser reads "em 2 horas" as two o'clock.)
 */
const fromNowParser: Parser = {
  pattern: () =>
    new RegExp(
      `${wordStart}(?:daqui\\s+a|dentro\\s+de|em)\\s+(?:(?<half>meia)\\s+hora|(?<amount>\\d+|${Object.keys(numbers).join("|")})\\s+(?<unit>minutos?|min|horas?|h)(?<andHalf>\\s+e\\s+meia)?)${wordEnd}`,
      "iu",
    ),
  extract: (context: ParsingContext, match: RegExpMatchArray) => {
    const groups = match.groups ?? {};
    if (groups["half"] !== undefined) return ParsingComponents.createRelativeFromReference(context.reference, { minute: 30 });
    const said = groups["amount"]!.toLowerCase();
    const amount = /^\d+$/.test(said) ? Number(said) : (numbers[said] ?? 0);
    const minutes = /^h/i.test(groups["unit"]!) ? amount * 60 + (groups["andHalf"] === undefined ? 0 : 30) : amount;
    return minutes <= 0 ? null : ParsingComponents.createRelativeFromReference(context.reference, { minute: minutes });
  },
};

/** "logo à noite", "hoje à noite", "esta noite": tonight at 20:00, as chrono reads "tonight". */
const tonightParser: Parser = {
  pattern: () => new RegExp(`${wordStart}(?:(?:logo|hoje)\\s+[àa]\\s+noite|(?:esta|nesta)\\s+noite)${wordEnd}`, "iu"),
  extract: (context: ParsingContext) => context.createParsingComponents({ hour: 20, minute: 0 }),
};

const months = ["janeiro", "fevereiro", "mar[çc]o", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/**
 * A month with no day: "em junho de 2027", "junho de 2027", "em março" (this year's), kept as that month. Chrono's
 * Portuguese parser reads none of them; "3 de junho de 2027" it reads whole, as a day.
 */
const monthParser: Parser = {
  pattern: () =>
    new RegExp(`${wordStart}(?<!\\d\\s{1,3}de\\s{1,3})(?:(?<prep>em|no\\s+m[êe]s\\s+de|at[ée]|desde)\\s+)?(?<month>${months.join("|")})(?:\\s+de\\s+(?<year>\\d{4}))?${wordEnd}`, "iu"),
  extract: (context: ParsingContext, match: RegExpMatchArray) => {
    const groups = match.groups ?? {};
    // "antes de junho": the month alone, its deadline word left for the clause to keep with it ("(antes de junho de 2027)").
    const deadline = /(?:^|\s)antes\s+de\s+$/iu.test(context.text.slice(0, match.index));
    if (groups["prep"] === undefined && groups["year"] === undefined && !deadline) return null;
    const month = months.findIndex((name) => new RegExp(`^${name}$`, "iu").test(groups["month"]!)) + 1;
    // With no year, this year's, implied only: `orientDate` may move it a year.
    if (groups["year"] === undefined) return context.createParsingComponents({ month, day: 1 }).imply("year", referenceDay(context).year).addTag(precisionTag.month);
    return context.createParsingComponents({ year: Number(groups["year"]), month, day: 1 }).addTag(precisionTag.month);
  },
};

/** Parsers added in front of chrono's Portuguese ones, with the holidays as `country` keeps them. */
export const portugueseDateParsers = (country: HolidayCountry): ReadonlyArray<Parser> => [
  fromNowParser,
  tonightParser,
  ...relativeParsers(rules),
  // "no dia 1", "até ao dia 15" (with a month, chrono reads it whole).
  dayOfMonthParser("(?:(?:n?o|at[ée](?:\\s+ao)?)\\s+)?dia\\s+(?<day>\\d{1,2})(?!\\s*(?:de\\s+(?:jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)|[/.-]\\d))"),
  clockParser,
  periodEndParsers.pt,
  holidayParser(country),
  monthParser,
  yearParser("(?:l[áa]\\s+)?em|no\\s+ano\\s+de|durante|desde"),
];
