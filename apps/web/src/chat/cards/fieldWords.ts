import type { Language } from "@lifeos/core";
import type { FieldTable } from "./fieldTable.js";
import { englishFieldWords } from "./fieldWordsEnglish.js";
import { portugueseFieldWords } from "./fieldWordsPortuguese.js";

/** The words of the fields of results drawn by the generic card, one table per language. */
export const fieldWords: Readonly<Record<Language, FieldTable>> = { en: englishFieldWords, pt: portugueseFieldWords };

/** A field's name as words when none are written for it: "dueAt" → "due at", "account_name" → "account name". */
export const readableKey = (key: string): string =>
  key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();

/** What a field is called in `language`: its written words, else its name turned into words. */
export const fieldLabel = (key: string, language: Language): string => fieldWords[language].fields[key] ?? readableKey(key);

/** A value of a fixed list in `language` ("pending" → "por fazer"); undefined when none are written for it. */
export const fieldValue = (key: string, value: string, language: Language): string | undefined => fieldWords[language].values[key]?.[value];
