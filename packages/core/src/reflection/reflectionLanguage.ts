import type { Language } from "../common/language.js";
import { detectLanguage } from "../common/language.js";

/**
 * The language a reflection answers in: the one the caller names (a chat
 * turn's); else the question's, when its words tell (the person asks in the
 * language they want the answer in); else the journal text's. A question with
 * no telling word ("ok?") leaves it to the text.
 */
export const reflectionLanguage = (text: string, question?: string, named?: Language): Language => {
  if (named !== undefined) return named;
  const ofText = detectLanguage(text);
  return question === undefined || question.trim() === "" ? ofText : detectLanguage(question, ofText);
};
