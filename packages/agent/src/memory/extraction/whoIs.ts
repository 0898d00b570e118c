import type { Gender } from "@lifeos/core";
import type { ExtractionLanguage } from "./detectLanguage.js";
import type { RelationWord } from "@lifeos/core";
import { relationAlternation, relationWord } from "@lifeos/core";

/**
 * The question to ask once about someone named without saying who they are:
 * "Quem é a Susana?" (the article follows the gender the person's words
 * marked; none when unmarked) or "Who is Susana?".
 */
export const whoIsQuestion = (name: string, language: ExtractionLanguage, gender: Gender | null = null): string => {
  if (language === "en") return `Who is ${name}?`;
  const article = gender === "female" ? "a " : gender === "male" ? "o " : "";
  return `Quem é ${article}${name}?`;
};

/** What an answer to "who is …?" says: the relationship, and the gender its words mark. */
export interface WhoIsAnswer {
  readonly relation: RelationWord;
  readonly gender: Gender | null;
}

const answers = (language: ExtractionLanguage): RegExp => {
  const relation = `(?<relation>${relationAlternation(language)})`;
  return language === "pt"
    ? new RegExp(`^\\s*(?:(?:ela|ele)\\s+)?(?:(?:é|e|era)\\s+)?(?:(?:a|o)\\s+)?(?<possessive>minha|meu)\\s+${relation}(?![\\p{L}])`, "iu")
    : new RegExp(`^\\s*(?:(?:she|he|they|it|that)(?:['’]s|\\s+is|\\s+was)\\s+)?my\\s+${relation}(?![\\p{L}])`, "iu");
};
const patterns = { en: answers("en"), pt: answers("pt") };

/**
 * Reads an answer to "who is …?" from the start of a message: "é minha
 * filha", "minha filha", "ela é a minha chefe", "she's my daughter", "my
 * boss". Null when the message does not open with one.
 */
export const parseWhoIsAnswer = (text: string, language: ExtractionLanguage): WhoIsAnswer | null => {
  const match = patterns[language].exec(text);
  const relation = match?.groups?.["relation"];
  const word = relation === undefined ? undefined : relationWord(relation, language);
  if (word === undefined) return null;
  const possessive = match?.groups?.["possessive"]?.toLowerCase();
  const marked = possessive === "minha" ? "female" : possessive === "meu" ? "male" : null;
  return { relation: word, gender: word.gender ?? marked };
};
