import { toLocalDate } from "@lifeos/core";
import { weekdayOf } from "../../../models/offline/general/weekdayNames.js";
import type { NameSpan } from "../people/maskNames.js";
import { withoutDates } from "../dates/findDates.js";
import { formatDate } from "../dates/formatDate.js";
import type { ClauseContext } from "./ClauseContext.js";
import type { DateMention } from "../dates/findDates.js";
import { deadlineOf, deadlineWord, heldInPlace, holidaySaid, withoutHolidayPreposition } from "./deadline.js";

/** Puts the names back in place of their placeholders. */
export const restoreNames = (text: string, names: ReadonlyArray<NameSpan>): string =>
  text.replace(/⟨(\d+)⟩/g, (whole, index: string) => names[Number(index)]?.name ?? whole);

const leadingArticles = /^(?:(?:o|a|os|as|um|uma|uns|umas|the|an?|my|meu|minha|meus|minhas|some|algumas?|alguns)\s+)+/iu;

/** A phrase without the articles and possessives it opens with ("o dentista" → "dentista"). */
export const withoutArticles = (text: string): string => text.trim().replace(leadingArticles, "").trim();

const tidy = (text: string) =>
  text
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,;:]+|[\s,;:]+$/g, "");

const capitalised = (text: string) => (text === "" ? text : text[0]!.toLocaleUpperCase() + text.slice(1));

/** The end of a week said ("by the end of the week", "até ao fim da semana"): its day is said with its weekday. */
const weekEnd = (date: DateMention): boolean => date.periodEnd === true && /\b(?:week|semana)\b/iu.test(date.text);

/**
 * The first date the clause names, as words that stay true ("semana de 10 de março de 2025"); the end of a week with
 * its weekday ("Sunday 6 December 2026", "domingo, 6 de dezembro de 2026").
 */
const datePhrase = (context: ClauseContext) => {
  const date = context.dates[0];
  if (date === undefined) return null;
  const phrase = formatDate(date.at, date.precision, context.language, context.timeZone);
  if (weekEnd(date)) {
    const weekday = weekdayOf(toLocalDate(date.at, context.timeZone), context.language);
    return context.language === "pt" ? `${weekday}, ${phrase}` : `${weekday} ${phrase}`;
  }
  if (date.roughly !== true) return phrase;
  // "há mais de 3 anos", "over 3 years ago": before that year, at least.
  const pt = context.language === "pt";
  return `${date.over === true ? (pt ? "antes de" : "before") : pt ? "cerca de" : "about"} ${phrase}`;
};

/**
 * The memory's content: the clause as written, its date words replaced by
 * the date they meant (with the preposition before them), in parentheses ("Fui no dentista (semana de 10 de
 * março de 2025)"), so it reads right later.
 */
export const contentOf = (context: ClauseContext): string => {
  // A holiday told of with no deadline keeps its words in place ("I spent Christmas in Porto (25 December 2025)").
  const inPlace = heldInPlace(context.dates[0], context.clause, context.language);
  const text = withoutDates(context.clause, context.dates.filter((date) => !heldInPlace(date, context.clause, context.language)));
  const phrase = datePhrase(context);
  const body = capitalised(tidy(text.replace(/[.!;]+\s*$/, "")));
  const said = phrase === null ? null : saidAsItsDate(body, phrase, context);
  return said ?? (phrase === null ? body : inPlace ? `${body} (${phrase})` : withDatePhrase(body, phrase, context));
};

/**
 * The words of a date that say more than its day, kept with it: a holiday ("Christmas", "a Páscoa"), and the end of a
 * period a deadline is in ("before the end of the year" is in time on 31 December, "before 31 December" is not; "by
 * the end of the week" is said back as such, with its Sunday).
 */
const keptWords = (date: DateMention | undefined): boolean => date?.holiday === true || date?.periodEnd === true;

/**
 * The clause with its date in parentheses after it; a deadline keeps its word, as said, with its date: "I need to renew
 * my passport (before June 2027)", "I need to send the form (by 30 June 2027)", "Preciso pagar o IPVA (até 10 de dezembro de 2026)";
 * a holiday or a period's end, its words as said and its day: "(before Christmas, 25 December 2026)", "(antes do fim do
 * ano, 31 de dezembro de 2026)".
 */
const withDatePhrase = (body: string, phrase: string, context: ClauseContext): string => {
  const date = context.dates[0];
  const deadline = deadlineOf(context.clause, date, context.language);
  const left = deadline === null ? null : deadlineWord[context.language].exec(body);
  const before = left === null ? body : body.slice(0, left.index);
  if (deadline === null) {
    // "I went to Porto at Easter": "(at Easter, 5 April 2026)".
    const holiday = holidaySaid(date, context.clause, context.language);
    return holiday === null ? `${body} (${phrase})` : `${withoutHolidayPreposition(body, date, context.clause, context.language)} (${holiday}, ${phrase})`;
  }
  return keptWords(date) ? `${before} (${deadline.said}, ${phrase})` : `${before} (${deadline.word} ${phrase})`;
};

/** Words that say a year is when something began: "since 2015", "desde 2015". */
const sinceWords = /^(?:(?:ever\s+)?since|desde)\s/iu;

/**
 * A year said alone, which stays true as said, put back in the words: "I met Tom at university in 2015", "Conheci a Ana
 * em 2018", "I've lived in Lisbon since 2015"; since when a fact still holding began, told by how long it has (see
 * `heldSince`), by its year or month: "Vivo no Porto desde 2016" (told "há 10 anos"), "I've worked at Acme since June
 * 2026" (told "for 6 months").
 */
const yearSaid = (body: string, context: ClauseContext): string | null => {
  const date = context.dates[0];
  const since = date !== undefined && (date.since === true || sinceWords.test(date.text.trim()));
  // "since October", "desde segunda-feira": by the month or day it began, said with its "since".
  const byMonth = date?.since === true && (date.precision === "month" || date.precision === "day");
  if (date === undefined || (date.precision !== "year" && !byMonth) || !(since || /\d{4}/u.test(date.text))) return null;
  const pt = context.language === "pt";
  // Said roughly ("há quase 10 anos", "about 3 years ago"): "desde cerca de 2016", "around 2023", never as exact; said as at
  // least that ("há mais de 10 anos", "over 3 years ago"), it began before: "desde antes de 2016", "before 2023".
  const rough = date.over === true ? (since ? (pt ? "desde antes de" : "since before") : pt ? "antes de" : "before") : since ? (pt ? "desde cerca de" : "since about") : pt ? "por volta de" : "around";
  const preposition = date.roughly === true ? rough : since ? (pt ? "desde" : "since") : pt ? "em" : "in";
  return `${body} ${preposition} ${formatDate(date.at, byMonth ? date.precision : "year", context.language, context.timeZone)}`;
};

/** A clause that ends where its date stood as what it says ("A consulta no dentista é dia 15", "the party is on Friday"). */
const endsInLink = /(?:^|\s)(?:é|e|foi|será|sera|is|was|will be)$/iu;

/** A clause that ends on the preposition its date was said with ("Marquei consulta no dentista para sexta", "I booked the dentist for Friday"). */
const endsInFor = /(?:^|\s)(?:para|pra|for)$/iu;

/** The date after the "para", "pra" or "for" it was said with: "…para o dia 4 de dezembro de 2026 às 10h", "…pro dia 5 de dezembro de 2026", "…for 4 December 2026 at 10 AM". */
const saidAfterFor = (body: string, phrase: string, context: ClauseContext): string | null => {
  const precision = context.dates[0]?.precision;
  // A holiday keeps its words with its day ("(for Christmas, 25 December 2026)", see `withDatePhrase`).
  if (!endsInFor.test(body) || keptWords(context.dates[0]) || (precision !== "day" && precision !== "minute" && precision !== "month")) return null;
  if (context.language !== "pt" || precision === "month") return `${body} ${phrase}`;
  return /pra$/iu.test(body) ? `${body.slice(0, -3)}pro dia ${phrase}` : `${body} o dia ${phrase}`;
};

/**
 * The date put back where the clause said it, with its preposition, when the clause would end on "é" or "is" without it,
 * or on the "para" or "for" it was said with ("Marquei consulta no dentista para o dia 4 de dezembro de 2026 às 10h"):
 * "A consulta no dentista é no dia 15 de dezembro de 2026", "The party is on 5 December 2026", "…é em maio de 2027".
 */
const saidAsItsDate = (body: string, phrase: string, context: ClauseContext): string | null => {
  const precision = context.dates[0]?.precision;
  const year = yearSaid(body, context);
  if (year !== null) return year;
  if (precision !== "day" && precision !== "minute" && precision !== "month") return null;
  const pt = context.language === "pt";
  const forIt = saidAfterFor(body, phrase, context);
  if (forIt !== null) return forIt;
  if (!endsInLink.test(body)) return null;
  const preposition = precision === "month" ? (pt ? "em" : "in") : pt ? "no dia" : "on";
  return `${body} ${preposition} ${phrase}`;
};

/** One line: what the rules read (names back, relationships in passing and dates left out), with the date. */
export const summaryOf = (context: ClauseContext): string => {
  const body = capitalised(tidy(restoreNames(context.masked, context.names).replace(/[.!;]+\s*$/, "")));
  const phrase = datePhrase(context);
  const line = phrase === null ? body : (yearSaid(body, context) ?? saidAfterFor(body, phrase, context) ?? (heldInPlace(context.dates[0], context.clause, context.language) ? `${body} (${phrase})` : withDatePhrase(body, phrase, context)));
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
};
