import type { Question } from "../../models/offline/question/Question.js";
import type { FactRow } from "./factRow.js";
import { fold } from "./factRow.js";
import type { Relatives } from "./relativesAges.js";
import { capitalised, listed, pluralRelatives, relativesOf, withArticle } from "./relativesAges.js";

/**
 * Who several relatives are asked ("who are my kids?", "what are my grandchildren's names?", "what are my kids called?",
 * "quem são os meus netos?", "como se chamam os miúdos?", "quais são os nomes dos meus filhos?"), by the folded plural word.
 */
const namesAsked = [
  /\b(?:who are|what are the names of|names of)\s+(?:all\s+)?(?:my|our|the)\s+(\p{L}+)(?:\s*\?)?$/u,
  /\bwhat are (?:my|our|the) (\p{L}+)(?:'s?)? (?:names|called)\b/u,
  /\b(?:quem sao|como se chamam|como e que se chamam|quais (?:sao )?os nomes d[oa]s|os nomes d[oa]s)\s+(?:(?:[oa]s\s+)?(?:meus|minhas|nossos|nossas)\s+|[oa]s\s+)?(\p{L}+)(?:\s*\?)?$/u,
];

/** The relatives a question asks the names of, or null when it asks no such thing. */
export const relativesNamesAsked = (question: Question): Relatives | null => {
  const text = fold(question.text).trim();
  for (const pattern of namesAsked) {
    const word = pattern.exec(text)?.[1];
    if (word !== undefined) return pluralRelatives[word] ?? null;
  }
  return null;
};

/**
 * Who one's relatives are, every one told ("Leonor and Duarte are your kids"), not only the first; null when the
 * question asks no such thing or none of them was told (the answer for one's relative untold says so).
 */
export const relativesNamesAnswer = (question: Question, facts: ReadonlyArray<FactRow>): string | null => {
  const asked = relativesNamesAsked(question);
  if (asked === null) return null;
  const relatives = relativesOf(asked, facts, question);
  if (relatives.length < 2) return null;
  const pt = question.language === "pt";
  const names = listed(relatives.map((relative) => (pt ? withArticle(relative) : relative.name)), pt ? "e" : "and");
  const date = facts.filter((fact) => relatives.some((relative) => fact.content.includes(relative.name))).map((fact) => fact.date).sort().at(-1);
  const when = date === undefined ? "" : pt ? `, como me contou em ${date}` : `, as you told me on ${date}`;
  return pt ? `${capitalised(names)} são os seus ${asked.pt}${when}.` : `${capitalised(names)} are your ${asked.en}${when}.`;
};
