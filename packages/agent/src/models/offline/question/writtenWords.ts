import { foldAccents, portugueseSpelling } from "@lifeos/core";
import type { Question } from "./Question.js";
import { tokens } from "./topicWords.js";

/**
 * A folded word of the question as it was written, for looking up its topic: with the accents the message gave it
 * ("até"), or, in a Portuguese question, those of the Portuguese function word it was typed as ("ate que horas…" is
 * "até"). Folded, "até" (until) would be read as the English "ate" of eating.
 */
export const writtenWords = (question: Question): ((folded: string) => string) => {
  const accented = new Map<string, string>();
  for (const { word } of tokens(question.text)) {
    const lower = word.toLowerCase();
    const folded = foldAccents(lower);
    if (folded !== lower && !accented.has(folded)) accented.set(folded, lower);
  }
  return (folded) => accented.get(folded) ?? (question.language === "pt" ? (portugueseSpelling(folded) ?? folded) : folded);
};
