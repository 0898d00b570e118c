import { isStopword, relationWord, serviceTopicOf } from "@lifeos/core";
import type { ExtractionLanguage } from "../detectLanguage.js";
import { knownEnglishWord } from "./englishNameKinds.js";
import { afterTitleNotNames, nameOpeners, notNames } from "./nameCues.js";
import { isSelfDescription } from "../lexicon/selfDescriptions.js";

/**
 * A capitalised word that is an ordinary word in its language, a calendar word, a service, a relationship, or what someone
 * is ("Vegan", "Católica", "Brazilian").
 */
export const ordinaryWord = (text: string, language: ExtractionLanguage): boolean =>
  notNames.has(text.toLowerCase()) ||
  isSelfDescription(text) ||
  (isStopword(text, language) && !nameOpeners.has(text.toLowerCase())) ||
  serviceTopicOf(text) !== undefined ||
  relationWord(text, language) !== undefined;

/** Whether a word typed in lower case after a title can be the name: no ordinary word of the language. */
export const lowerCaseName = (text: string, language: ExtractionLanguage): boolean =>
  !ordinaryWord(text, language) && !afterTitleNotNames.has(text.toLowerCase()) && !(language === "en" && knownEnglishWord(text));

/** The little words inside a name, kept in lower case: "João da Silva", "Anna van Dijk". */
export const nameParticles: ReadonlySet<string> = new Set(["da", "de", "do", "dos", "das", "van", "von", "der", "den", "del", "di"]);

/** A name as said: each word capitalised, its particles in lower case ("joão da silva" → "João da Silva"); a word already capitalised stays as written ("McAllister"). */
export const capitaliseName = (name: string): string =>
  name
    .split(/(\s+)/u)
    .map((part) => (nameParticles.has(part.toLowerCase()) || !/^\p{Ll}/u.test(part) ? part : `${part.charAt(0).toUpperCase()}${part.slice(1)}`))
    .join("");
