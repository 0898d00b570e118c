import type { Language } from "@lifeos/core";
import { createContext, useContext, type ReactNode } from "react";
import { localeFor, userLanguage } from "./locale.js";

const AnswerLanguageContext = createContext<Language | null>(null);

/** Everything inside is part of an answer written in `language`: its cards label themselves in it. */
export const AnswerLanguage = ({ language, children }: { language: Language; children: ReactNode }) => (
  <AnswerLanguageContext.Provider value={language}>{children}</AnswerLanguageContext.Provider>
);

/** The language of the answer around a card, or the person's own language outside an answer (a page of the app). */
export const useAnswerLanguage = (): Language => useContext(AnswerLanguageContext) ?? userLanguage();

/** The locale to write dates and numbers in, inside an answer in `language`. */
export const useAnswerLocale = (): string => localeFor(useAnswerLanguage());
