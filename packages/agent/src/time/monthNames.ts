import type { Language } from "@lifeos/core";

/** Month names and abbreviations in English and Portuguese, lower case, to their number (1-12). */
export const months: Readonly<Record<string, number>> = {
  january: 1, jan: 1, janeiro: 1, february: 2, feb: 2, fevereiro: 2, fev: 2, march: 3, mar: 3, março: 3, marco: 3,
  april: 4, apr: 4, abril: 4, abr: 4, may: 5, maio: 5, mai: 5, june: 6, jun: 6, junho: 6, july: 7, jul: 7, julho: 7,
  august: 8, aug: 8, agosto: 8, ago: 8, september: 9, sep: 9, sept: 9, setembro: 9, set: 9, october: 10, oct: 10,
  outubro: 10, out: 10, november: 11, nov: 11, novembro: 11, december: 12, dec: 12, dezembro: 12, dez: 12,
};

/**
 * Month names that are also ordinary words ("may", "march", "set", "out",
 * "ago"): a month only next to a preposition, a day or a year — or, for
 * "March" and "May", when capitalised after the first word.
 */
export const ambiguousMonthWords: ReadonlySet<string> = new Set([
  "may", "march", "mar", "set", "out", "dez", "jun", "jan", "dec", "sep", "sept", "aug", "nov", "oct", "apr", "feb", "jul", "fev", "abr", "mai", "ago",
]);

/** Every month name, longest first, as a regular expression alternation. */
export const monthAlternation = Object.keys(months).sort((a, b) => b.length - a.length).join("|");

/** The month a name stands for (any case, with or without a trailing dot). */
export const monthOf = (name: string): number => months[name.toLowerCase().replace(/\.$/, "")] ?? 0;

const weekdays: Readonly<Record<string, number>> = {
  monday: 0, mon: 0, tuesday: 1, tue: 1, tues: 1, wednesday: 2, wed: 2, thursday: 3, thu: 3, thurs: 3, friday: 4, fri: 4,
  saturday: 5, sat: 5, sunday: 6, sun: 6, segunda: 0, terça: 1, terca: 1, quarta: 2, quinta: 3, sexta: 4, sábado: 5,
  sabado: 5, domingo: 6,
};

/** Weekday names (English, and Portuguese with or without "-feira"): 0 for Monday … 6 for Sunday. */
export const weekdayOf = (name: string): number | undefined => weekdays[name.toLowerCase().replace(/-feira$/, "")];

/** Every weekday name as an alternation (Portuguese ones may carry "-feira"). */
export const weekdayAlternation =
  "monday|tuesday|wednesday|thursday|friday|saturday|sunday|segunda(?:-feira)?|ter[çc]a(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|s[áa]bado|domingo";

const numberWords: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, doze: 12,
};

/** Small counts written as words or digits. */
export const countAlternation = "\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|um|uma|dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|doze";

/** The number a count word or numeral stands for. */
export const countOf = (word: string): number => numberWords[word.toLowerCase()] ?? Number(word);

/** The months by name in each language, January first. */
export const monthNames: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  pt: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
};

/**
 * A month written "YYYY-MM" (or the month of a "YYYY-MM-DD" day) as a sentence says it: "August 2026", "agosto de
 * 2026". Anything else is returned as it is.
 */
export const monthInWords = (month: string, language: Language): string => {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(month);
  const name = match === null ? undefined : monthNames[language][Number(match[2]) - 1];
  if (match === null || name === undefined) return month;
  return language === "pt" ? `${name} de ${match[1]!}` : `${name} ${match[1]!}`;
};
