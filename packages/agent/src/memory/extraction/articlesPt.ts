import { relationAlternation } from "@lifeos/core";
import { fondWords } from "./lexicon/contextWords.js";

/** A name of one or more capitalised words, a title's included ("Dr. Reis", "João da Silva"). */
const name = "\\p{Lu}[\\p{L}.'’-]*(?:\\s+(?:(?:da|de|do|dos|das)\\s+)?\\p{Lu}[\\p{L}.'’-]*)*";

/**
 * "Dr. Reis é seu médico", "Rita é uma amiga do trabalho", "Ana já não é sua chefe": someone, then what they are to the
 * person, in a word of the relations ("Lisboa é sua cidade favorita" is no one's: a city takes no article).
 */
const whoTheyArePt = new RegExp(
  `^(?:(?<lead>O|A)\\s+)?(?<name>${name})\\s+(?<verb>(?:já não |ja não |ja nao |não |nao )?(?:é|era|foi))\\s+(?:(?<article>o|a)\\s+)?(?<word>seu|sua|um|uma)(?=\\s+(?:(?:${fondWords.pt})\\s+)?(?:${relationAlternation("pt")})(?![\\p{L}]))`,
  "u",
);

/**
 * A Portuguese sentence of who someone is to the person, with the articles Portugal says and Brazil reads as well: "Dr.
 * Reis é seu médico" → "O Dr. Reis é o seu médico", "Dra. Marta é sua dentista" → "A Dra. Marta é a sua dentista", "Rita é
 * uma amiga do trabalho" → "A Rita é uma amiga do trabalho". The person's article follows the word of the relation ("seu",
 * "uma"); any other sentence is returned as it was.
 */
export const withArticlesPt = (sentence: string): string => {
  const match = whoTheyArePt.exec(sentence);
  const groups = match?.groups;
  if (match === null || groups === undefined) return sentence;
  const word = groups["word"]!;
  const feminine = word === "sua" || word === "uma";
  const lead = groups["lead"] ?? (feminine ? "A" : "O");
  const possessive = word === "seu" || word === "sua" ? `${feminine ? "a" : "o"} ${word}` : word;
  return `${lead} ${groups["name"]!} ${groups["verb"]!} ${possessive}${sentence.slice(match[0].length)}`;
};
