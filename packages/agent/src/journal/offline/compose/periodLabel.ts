import type { Language } from "@lifeos/core";
import type { Question } from "../../../models/offline/question/Question.js";
import { withPortugueseAccents } from "./portugueseAccents.js";

const englishLead = /^(?:in|on|of|during|this|last|since|from|between|over|past|previous)\b/i;
/** Words that already place a period in a sentence, Brazil's "esse ano", "nesse mês" among them ("em esse ano", "em deste ano" are no Portuguese). */
const portugueseLead = /^(?:em|no|na|nos|nas|neste|nesta|nesse|nessa|este|esta|esse|essa|o|a|de|do|da|dos|das|deste|desta|desse|dessa|desde|entre|durante)\b/i;

/**
 * How an answer names a period: the user's own words when the question
 * named it ("this spring (2024-03-01 to 2024-05-31)", "em março (…)"), else
 * its dates ("from 2024-02-01 to 2024-02-29").
 */
export const periodLabel = (question: Question, from: string, to: string): string => {
  const dates = question.language === "pt" ? `${from} a ${to}` : `${from} to ${to}`;
  const words = namedWords(question, from, to);
  return words === null ? (question.language === "pt" ? `de ${dates}` : `from ${dates}`) : `${words} (${dates})`;
};

/** The user's words for a period when the question named it ("last month", "em março"), else its dates. */
export const shortLabel = (question: Question, from: string, to: string): string =>
  namedWords(question, from, to) ?? (question.language === "pt" ? `de ${from} a ${to}` : `from ${from} to ${to}`);

/** English writes months and weekdays with a capital, however the question typed them ("in october" → "in October"); Portuguese, its accents ("em marco" → "em março"). */
const englishNames = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi;

const namedWords = (question: Question, from: string, to: string): string | null => {
  const language: Language = question.language;
  const found = question.dates.find((range) => range.from === from && range.to === to);
  if (found === undefined) return null;
  // "ultimo mes" is written "último mês": the answer names the period as Portuguese writes it.
  const named = { ...found, text: language === "en" ? found.text.replace(englishNames, (word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase()) : withPortugueseAccents(found.text) };
  const lead = language === "pt" ? portugueseLead : englishLead;
  if (lead.test(named.text)) return named.text;
  // "the summer" → "in the summer", "the weekend" → "over the weekend"
  if (language === "en" && /^the weekend\b/i.test(named.text)) return `over ${named.text}`;
  return `${language === "pt" ? "em" : "in"} ${named.text}`;
};
