import type { Language } from "@lifeos/core";
import { bullets, listWords, paragraphs } from "../../../models/offline/answerText.js";
import type { PlannedCall, ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { gistOf } from "./gist.js";
import { objects, strings, text } from "./readData.js";
import { scopeOf } from "./scope.js";
import { journalPhrases } from "../journalPhrases.js";

/** Most words searched alone, and most entries shown for each. */
const mostWords = 3;
const shown = 3;

const quoted = (word: string, language: Language) => (language === "pt" ? `«${word}»` : `“${word}”`);

const phrases = {
  en: {
    never: (words: string, two: boolean, scope: string) => (two ? `No entry${scope} mentions both ${words}.` : `No entry${scope} mentions ${words} together.`),
    each: "Here is what each word finds on its own.",
    latest: (word: string) => `The latest about ${word}:`,
    none: (word: string) => `Nothing about ${word} on its own.`,
    neverTogether: (names: string, scope: string) => `No entry${scope} names ${names} together. Here is the last time of each instead.`,
    lastOf: (name: string, date: string, gist: string) => `${name}: the last time was on ${date}: ${gist}`,
    before: (dates: string) => `Before that: ${dates}.`,
    noneOf: (name: string) => `${name}: in no entry.`,
  },
  pt: {
    never: (words: string, _two: boolean, scope: string) => `Nenhuma entrada${scope} menciona ${words} em conjunto.`,
    each: "Eis o que cada palavra encontra por si só.",
    latest: (word: string) => `As mais recentes sobre ${word}:`,
    none: (word: string) => `Nada sobre ${word} por si só.`,
    neverTogether: (names: string, scope: string) => `Nenhuma entrada${scope} menciona ${names} juntos. Eis antes a última vez de cada um.`,
    lastOf: (name: string, date: string, gist: string) => `${name}: a última vez foi em ${date}: ${gist}`,
    before: (dates: string) => `Antes disso: ${dates}.`,
    noneOf: (name: string) => `${name}: em nenhuma entrada.`,
  },
} as const;

/** The words of a search that no entry holds together (`apart`), as the query spelt them. */
const apartWords = (result: ToolResultView): string[] => {
  const fold = (word: string) => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const typed = text(result.arguments["query"]).split(/[^\p{L}\p{N}]+/u);
  return strings(result.data["apart"]).map((word) => typed.find((candidate) => fold(candidate) === word) ?? word);
};

/**
 * After a search whose words are each in some entry but never together
 * ("walk Sintra"): each word searched alone over the same period, with its
 * related words, latest first. None when the search found them together.
 */
export const searchesApart = (first: ToolResultView): PlannedCall[] => {
  const words = apartWords(first);
  if (words.length < 2) return [];
  const { query: _query, related, recencyBoost: _boost, ...rest } = first.arguments;
  const lists = Array.isArray(related) ? (related as unknown[]).filter((list): list is string[] => Array.isArray(list)) : [];
  return words.slice(0, mostWords).map((word) => {
    const own = lists.find((list) => typeof list[0] === "string" && list[0].toLowerCase() === word.toLowerCase());
    return { name: "search_journal", arguments: { ...rest, query: word, recencyBoost: true, ...(own !== undefined ? { related: [own] } : {}) } };
  });
};

/** Whether `results` are a search with words apart followed by the searches of each word alone. */
export const isApart = (results: ReadonlyArray<ToolResultView>): boolean =>
  results.length >= 3 && results.every((result) => result.name === "search_journal") && apartWords(results[0]!).length >= 2;

/** "No entry mentions both “walk” and “Sintra”", then the latest entries of each word alone. */
export const composeApart = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const { language } = question;
  const p = phrases[language];
  const [first, ...alone] = results;
  const words = apartWords(first!);
  const scope = scopeOf(journalPhrases[language], first!.arguments);
  const newestOf = (result: ToolResultView) => {
    const rows = result.success ? objects(result.data["results"]) : [];
    const terms = [text(result.arguments["query"]), ...strings((result.arguments["related"] as unknown[] | undefined)?.[0]).slice(1)];
    return { terms, rows: [...rows].sort((a, b) => (text(a["date"]) < text(b["date"]) ? 1 : -1)) };
  };
  // "when did I last see Ana and Tom together?" with no entry naming both: each person's last time, by name.
  if (words.every((word) => question.names.includes(word))) {
    const people = alone.map((result) => {
      const name = text(result.arguments["query"]);
      const { terms, rows } = newestOf(result);
      const [latest, ...earlier] = rows;
      if (latest === undefined) return p.noneOf(name);
      const last = p.lastOf(name, text(latest["date"]), gistOf(text(latest["excerpt"]), terms, language));
      return earlier.length === 0 ? last : `${last}\n${p.before(earlier.slice(0, shown).map((row) => text(row["date"])).join(", "))}`;
    });
    return paragraphs(p.neverTogether(listWords(words, language), scope), ...people);
  }
  const sections = alone.map((result) => {
    const word = quoted(text(result.arguments["query"]), language);
    const { terms, rows } = newestOf(result);
    if (rows.length === 0) return p.none(word);
    return `${p.latest(word)}\n${bullets(rows.slice(0, shown).map((row) => `${text(row["date"])}: ${gistOf(text(row["excerpt"]), terms, language)}`))}`;
  });
  return paragraphs(`${p.never(listWords(words.map((word) => quoted(word, language)), language), words.length === 2, scope)} ${p.each}`, ...sections);
};
