import type { Language, LocalDate } from "@lifeos/core";
import { numberLocale, paragraphs, quote } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { journalPhrases } from "../journalPhrases.js";
import { daysIn } from "../periods.js";
import { asksAmountWritten, entryExtremeAsked } from "../writingAmount.js";
import { monthWords } from "./countPhrases.js";
import { monthly, monthTrend, sideMonths } from "./monthTrend.js";
import { periodLabel } from "./periodLabel.js";
import { numberOrNull, objects, text } from "./readData.js";

/** A whole number with the language's grouping ("45,321", "45.321"). */
const whole = (value: number, language: Language): string => new Intl.NumberFormat(numberLocale(language)).format(value);

const phrases = {
  en: {
    none: (label: string) => `You wrote no entries ${label}.`,
    words: (words: string, entries: number, label: string, average: string) => `You have written ${words} words in ${entries === 1 ? "1 entry" : `${entries} entries`} ${label}: about ${average} words an entry.`,
    wordiest: (month: string, words: string) => `The month you wrote most: ${month}, with ${words} words.`,
    trend: (direction: "more" | "less" | "same", months: string, recent: string, earlier: string) =>
      `${direction === "more" ? "Lately you write more" : direction === "less" ? "Lately you write less" : "You write about as much as before"}: ${recent} entries a month from ${months}, against ${earlier} a month before.`,
    length: (recent: number, earlier: number) => `Your entries average ${recent} words lately, against ${earlier} before.`,
    longest: (date: string, words: string, opening: string, label: string) => `Your longest entry ${label} is from ${date}, with ${words} words. It begins: ${opening}`,
    shortest: (date: string, words: string, opening: string, label: string) => `Your shortest entry ${label} is from ${date}, with ${words} ${words === "1" ? "word" : "words"}: ${opening}`,
    next: (rows: string) => `Next longest: ${rows}.`,
    daysWritten: (days: number, span: number | null, label: string) =>
      `You wrote on ${days === 1 ? "1 day" : `${days}${span === null ? "" : ` of the ${span}`} days`} ${label}`,
    entriesToo: (entries: number) => `: ${entries} entries in all, as some days have more than one`,
    tooShort: (entries: number, label: string) => `Your journal is too short to compare the latest months with earlier ones: ${entries === 1 ? "1 entry" : `${entries} entries`} ${label}, and six whole months are needed.`,
  },
  pt: {
    none: (label: string) => `Não escreveu entradas ${label}.`,
    words: (words: string, entries: number, label: string, average: string) => `Escreveu ${words} palavras em ${entries === 1 ? "1 entrada" : `${entries} entradas`} ${label}: cerca de ${average} palavras por entrada.`,
    wordiest: (month: string, words: string) => `O mês em que escreveu mais: ${month}, com ${words} palavras.`,
    trend: (direction: "more" | "less" | "same", months: string, recent: string, earlier: string) =>
      `${direction === "more" ? "Ultimamente escreve mais" : direction === "less" ? "Ultimamente escreve menos" : "Escreve mais ou menos o mesmo que antes"}: ${recent} entradas por mês ${months}, contra ${earlier} por mês antes.`,
    length: (recent: number, earlier: number) => `As entradas têm em média ${recent} palavras ultimamente, contra ${earlier} antes.`,
    longest: (date: string, words: string, opening: string, label: string) => `A sua entrada mais longa ${label} é de ${date}, com ${words} palavras. Começa assim: ${opening}`,
    shortest: (date: string, words: string, opening: string, label: string) => `A sua entrada mais curta ${label} é de ${date}, com ${words} ${words === "1" ? "palavra" : "palavras"}: ${opening}`,
    next: (rows: string) => `A seguir: ${rows}.`,
    daysWritten: (days: number, span: number | null, label: string) =>
      `Escreveu em ${days === 1 ? "1 dia" : `${days}${span === null ? "" : ` dos ${span}`} dias`} ${label}`,
    entriesToo: (entries: number) => `: ${entries} entradas ao todo, porque alguns dias têm mais do que uma`,
    tooShort: (entries: number, label: string) => `O diário ainda é curto para comparar os últimos meses com os anteriores: ${entries === 1 ? "1 entrada" : `${entries} entradas`} ${label}, e são precisos seis meses completos.`,
  },
} as const;

/**
 * `count_mentions` without a query, for "how many words have I written?",
 * "how much did I write this month?" (the words of every entry of the period, the average, the month with most)
 * or "am I writing less lately?" (entries a month over the latest whole
 * months against before, and their length).
 */
export const composeWriting = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const data = result.data;
  const from = text(data["from"]);
  const to = text(data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  const entries = numberOrNull(data["entries"]) ?? 0;
  if (entries === 0) return label === "" ? journalPhrases[question.language].emptyJournal : p.none(label);
  if (question.has(entryExtremeAsked)) return composeEntryExtreme(question, data, label);
  if (asksAmountWritten(question)) {
    const words = numberOrNull(data["words"]) ?? 0;
    const wordiest = objects(data["byMonth"]).reduce<{ month: string; words: number } | null>((best, row) => {
      const monthWordsCount = numberOrNull(row["words"]) ?? 0;
      return best === null || monthWordsCount > best.words ? { month: text(row["month"]), words: monthWordsCount } : best;
    }, null);
    return paragraphs(
      p.words(whole(words, question.language), entries, label, whole(Math.round(words / entries), question.language)),
      wordiest !== null && objects(data["byMonth"]).length >= 2 ? p.wordiest(monthWords(wordiest.month, question.language), whole(wordiest.words, question.language)) : "",
    );
  }
  const trend = monthTrend(data, question.today);
  if (trend === null) return p.tooShort(entries, label);
  const { recent, earlier } = trend;
  return paragraphs(
    p.trend(trend.direction, sideMonths(recent, question.language), monthly(recent, question.language), monthly(earlier, question.language)),
    recent.wordsPerEntry !== null && earlier.wordsPerEntry !== null ? p.length(recent.wordsPerEntry, earlier.wordsPerEntry) : "",
  );
};

/** "what's my longest entry?", "qual é a minha entrada mais curta?": the entry, its words and how it begins (and the next longest two). */
const composeEntryExtreme = (question: Question, data: Readonly<Record<string, unknown>>, label: string): string => {
  const p = phrases[question.language];
  const language = question.language;
  const shortest = question.has(/\b(?:shortest|smallest|curtas?|pequenas?|menor)\b/);
  const rows = shortest ? objects(data["shortestEntry"] === null || data["shortestEntry"] === undefined ? [] : [data["shortestEntry"]]) : objects(data["longestEntries"]);
  const [first, ...rest] = rows;
  if (first === undefined) return p.none(label);
  const say = shortest ? p.shortest : p.longest;
  const main = say(text(first["date"]), whole(numberOrNull(first["words"]) ?? 0, language), quote(text(first["opening"]), language), label);
  const next = rest.map((row) => `${text(row["date"])} (${whole(numberOrNull(row["words"]) ?? 0, language)})`).join(", ");
  return paragraphs(main, shortest || next === "" ? "" : p.next(next));
};

/**
 * `count_mentions` without a query, for "how many days did I write this month?", "em quantos dias escrevi em outubro?":
 * the days with an entry out of the period's days up to today, and the entries too when some day holds more than one.
 */
export const composeDaysWritten = (question: Question, result: ToolResultView): string => {
  const p = phrases[question.language];
  const data = result.data;
  const from = text(data["from"]);
  const to = text(data["to"]);
  const label = from && to ? periodLabel(question, from, to) : "";
  const entries = numberOrNull(data["entries"]) ?? 0;
  const days = numberOrNull(data["days"]) ?? entries;
  if (entries === 0 || days === 0) return p.none(label);
  // The days of the period so far: of a month not yet over, those up to today.
  const last = to !== "" && to > question.today ? question.today : to;
  const span = from !== "" && last !== "" && last >= from ? daysIn({ from: from as LocalDate, to: last as LocalDate }) : null;
  return `${p.daysWritten(days, span, label)}${entries > days ? p.entriesToo(entries) : ""}.`;
};
