import type { Language } from "@lifeos/core";
import { sharedWordVectors } from "../../../embedders/wordVectors.js";
import { eventName, eventNames } from "../../lexicon/eventNames.js";
import { journalWordInPortuguese } from "../../lexicon/journalWords.js";

/** A summary's top event as the summary tool writes it: "trip (3×, first 2026-10-02)" or "trip (2026-10-02)". */
const topEvent = /^(.+?) \((?:(\d+)×, first )?(\d{4}-\d{2}-\d{2})\)$/u;

/** "Miguel's wedding": whose, and what. */
const possessive = /^(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)['’]s\s+(.+)$/u;

/** Whether a word of the writer's is English: every word of it a word of English (lower case: a name is no word). */
const englishWord = (term: string): boolean => {
  const words = term.split(/\s+/);
  return words.every((word) => /^[a-z][a-z'-]*$/.test(word) && sharedWordVectors().index.has(word));
};

/**
 * A topic of the analysis in Portuguese: an event label or a common word in its Portuguese word ("climbing" →
 * "escalada", "client" → "cliente", "climbing gym" → "ginásio de escalada"), someone's event as theirs ("Miguel's wedding" → "casamento de Miguel"), and any other English word of
 * the writer's quoted as theirs («groceries»); `english` (when the tool tells them) are the terms that are English.
 */
const topicInPortuguese = (term: string, english: ReadonlySet<string> | undefined): string => {
  if (eventNames[term] !== undefined) return eventName(term, "pt");
  const owned = possessive.exec(term);
  if (owned !== null) return `${topicInPortuguese(owned[2]!, undefined)} de ${owned[1]}`;
  const word = journalWordInPortuguese(term);
  if (word !== null) return word;
  return (english === undefined ? englishWord(term) : english.has(term)) ? `«${term}»` : term;
};

/**
 * Topics of the analysis (themes, drivers, stressors) in the language asked: in English as written (event labels in its
 * words); in Portuguese in Portuguese words where there are some, the writer's other English words quoted as theirs.
 */
export const topicsInWords = (terms: ReadonlyArray<string>, language: Language, english?: ReadonlySet<string>): string[] =>
  terms.map((term) => (language === "pt" ? topicInPortuguese(term, english) : eventName(term, language)));

/**
 * A summary's top events in the language asked: the event in its words, how
 * many times and the first date in the answer's own wording
 * ("viagem (3 vezes, a primeira em 2026-10-02)"); an event of another shape as it is.
 */
export const topEventsInWords = (events: ReadonlyArray<string>, language: Language): string[] =>
  events.map((event) => {
    const match = topEvent.exec(event);
    if (match === null) return eventName(event, language);
    const [, label, times, date] = match as unknown as [string, string, string | undefined, string];
    const name = eventName(label, language);
    if (times === undefined) return `${name} (${date})`;
    return language === "pt" ? `${name} (${times} vezes, a primeira em ${date})` : `${name} (${times} times, first ${date})`;
  });
