import type { Language } from "@lifeos/core";
import type { ArgumentTable, ArgumentWords } from "./argumentTable.js";
import { englishArgumentWords } from "./argumentWordsEnglish.js";
import { portugueseArgumentWords } from "./argumentWordsPortuguese.js";

/** The words of every tool argument, one table per language. */
export const argumentWords: Readonly<Record<Language, ArgumentTable>> = { en: englishArgumentWords, pt: portugueseArgumentWords };

/** The words of a tool's argument in `language`; undefined when none are written for it. */
export const argumentWordsOf = (tool: string, name: string, language: Language): ArgumentWords | undefined =>
  argumentWords[language].byTool[tool]?.[name] ?? argumentWords[language].shared[name];
