import { zonedInstant, zonedParts } from "@lifeos/core";
import type { DateMention } from "../dates/findDates.js";
import type { ExtractionLanguage } from "../detectLanguage.js";

/**
 * A deadline said with a date: its word as it is said back ("before", "by", "until", "antes de", "até"), and whether the
 * date is the first day too late ("before June", "antes de 30 de junho") or the last day still in time ("by Friday",
 * "até 31 de maio", "until 10 January").
 */
export interface Deadline {
  readonly word: string;
  readonly kind: "before" | "by";
  /** The deadline as written, its word through its date: "before Christmas", "antes do fim do ano", "até à consoada". */
  readonly said: string;
}

/** A deadline's words in each language; "ate" is Portuguese only ("I ate yesterday" says no deadline). */
const words: Record<ExtractionLanguage, string> = { en: "before|until|till|by|no later than", pt: "antes\\s+d[eoa]s?|at[ée]" };

/**
 * A deadline said back at the end of what was kept, in brackets, in either language: "before June 2027" of "I need to
 * renew my passport (before June 2027)", "antes da Páscoa, 28 de março de 2027" of "Preciso de pintar a casa (antes da
 * Páscoa, 28 de março de 2027)".
 */
export const deadlineInBrackets = new RegExp(`\\(((?:${words.en}|${words.pt})\\s[^()]*)\\)\\s*$`, "iu");

/** The words a deadline's date leaves at the end of a clause once it is taken out: "before", "until", "by the", "antes de", "até ao". */
export const deadlineWord: Record<ExtractionLanguage, RegExp> = {
  en: /\s+(?:before|until|till|by(?:\s+the)?|no later than)$/iu,
  pt: /\s+(?:antes\s+d[eoa]s?|at[ée](?:\s+(?:ao|à|a|o)(?:\s+dia)?)?)$/iu,
};

/** A deadline's word right before its date ("by the", "antes do", "até ao dia"), or opening the date's own words ("até dia 10", "até junho"). */
const wordBefore = (language: ExtractionLanguage) => new RegExp(`(?:^|\\s)(?<word>${words[language]})(?:\\s+(?:ao|à|a|o|the))?(?:\\s+dia)?\\s*$`, "iu");
const wordOpening = (language: ExtractionLanguage) => new RegExp(`^(?<word>${words[language]})(?=\\s)`, "iu");

/** The word said back: "antes do", "antes da" → "antes de"; "ate" → "até"; in lower case. */
const saidBack = (word: string): string => {
  const lower = word.toLowerCase().replace(/\s+/gu, " ");
  if (lower.startsWith("antes ")) return "antes de";
  return lower === "ate" ? "até" : lower;
};

/** The deadline said with the first date of a clause ("pay the tax before 30 June", "pagar o IPVA até dia 10"), or null when none is. */
export const deadlineOf = (clause: string, date: DateMention | undefined, language: ExtractionLanguage): Deadline | null => {
  if (date === undefined) return null;
  const before = wordBefore(language).exec(clause.slice(0, date.index));
  const word = before?.groups?.["word"] ?? wordOpening(language).exec(date.text)?.groups?.["word"];
  if (word === undefined) return null;
  const back = saidBack(word);
  const start = before === null ? date.index : before.index + before[0].length - before[0].trimStart().length;
  return { word: back, kind: back === "before" || back === "antes de" ? "before" : "by", said: clause.slice(start, date.index + date.text.length).trim() };
};

/**
 * When a task with this deadline is due: for "before" a day, week, month or year, the last day before it (due 31 May
 * "before June", 29 June "before 30 June", 24 December "before Christmas"), so the reminder comes while there is still
 * time; for "by" and "até", the date itself, as for a time of day ("before 5pm") and the end of a period ("before the
 * end of the year" is still in time on 31 December).
 */
export const dueBy = (date: DateMention, deadline: Deadline | null, timeZone: string): Date => {
  if (deadline?.kind !== "before" || date.precision === "minute" || date.periodEnd === true) return date.at;
  const { year, month, day } = zonedParts(date.at, timeZone);
  return zonedInstant({ year, month, day: day - 1 }, timeZone);
};

/** A preposition of time right before a holiday ("at Easter", "on Christmas Eve", "for Valentine's Day", "na Páscoa", "pelo Natal", "para o Dia dos Namorados"). */
const holidayWords = "at|on|over|for|during|in|around|after|since|(?:n|d|pel)[oa]s?|durante(?:\\s+[oa]s?)?|para(?:\\s+[oa]s?)?|pr[oa]s?|em|depois\\s+d[oa]|desde\\s+[oa]|por\\s+alturas?\\s+d[oa]";
const holidayPreposition = new RegExp(`(?:^|\\s)(?<word>(?:${holidayWords}))\\s+$`, "iu");
/** That preposition left at the end of the words once the holiday is taken out ("book dinner for", "marcar o jantar para o"). */
const holidayPrepositionLeft = new RegExp(`\\s+(?:${holidayWords})$`, "iu");

/**
 * The words of a holiday said after a preposition and no deadline, as written: "at Easter", "na Páscoa", "on Christmas
 * Eve"; null when the holiday is what is told of ("I spent Christmas in Porto", "passei o Natal com os meus pais").
 */
export const holidaySaid = (date: DateMention | undefined, clause: string, language: ExtractionLanguage): string | null => {
  if (date?.holiday !== true || deadlineOf(clause, date, language) !== null) return null;
  const before = holidayPreposition.exec(clause.slice(0, date.index));
  return before === null ? null : `${before.groups!["word"]} ${date.text.trim()}`;
};

/** `text` without the preposition a holiday said with one (see `holidaySaid`) leaves at its end: "book dinner for" → "book dinner". */
export const withoutHolidayPreposition = (text: string, date: DateMention | undefined, clause: string, language: ExtractionLanguage): string =>
  holidaySaid(date, clause, language) === null ? text : text.replace(holidayPrepositionLeft, "");

/**
 * A holiday told of with no deadline nor preposition ("I spent Christmas in Porto", "passei o Natal com os meus pais")
 * stays in the words as said, for the rules and the memory alike: taken out, it would leave "I spent in Porto".
 */
export const heldInPlace = (date: DateMention | undefined, clause: string, language: ExtractionLanguage): boolean =>
  date?.holiday === true && deadlineOf(clause, date, language) === null && holidaySaid(date, clause, language) === null;
