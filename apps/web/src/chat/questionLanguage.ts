import { detectLanguage, type Language } from "@lifeos/core";
import { userLanguage } from "../language/locale.js";
import { plainText, type ViewMessage } from "./MessageView.js";

/**
 * The language of the question the message at `index` answers (the nearest
 * question before it), as a `MessageView` prop; none for a question, or an
 * answer with no question before it.
 */
export const questionLanguageOf = (rows: ReadonlyArray<{ readonly message: ViewMessage }>, index: number): { questionLanguage?: Language } => {
  if (rows[index]?.message.role !== "assistant") return {};
  const question = rows.slice(0, index).findLast((row) => row.message.role === "user");
  return question === undefined ? {} : { questionLanguage: detectLanguage(plainText(question.message), userLanguage()) };
};
