import type { ExtractionLanguage } from "../detectLanguage.js";
import { subjectVerbs } from "./nameCues.js";
import { lowerCaseName, nameParticles } from "./nameWords.js";

/** A Portuguese verb's infinitive or past ("tirar", "receitou", "pediu", "receitou-me"): a word in lower case after a name that is no more of it. */
const portugueseVerb = /(?:ar|er|ir|ou|iu|-(?:me|te|se|lhe|lhes|nos|vos|o|a|os|as))$/iu;

/** Whether a word after a title's first name word can go on the name: capitalised, or in lower case and no ordinary word. */
const nameWord = (word: string, language: ExtractionLanguage): boolean =>
  /^\p{Lu}/u.test(word) || (lowerCaseName(word, language) && !(language === "pt" && portugueseVerb.test(word)));

/**
 * How many of the words after a title are the name ("dr. joão da silva" → 4), or 0 when the first is no name ("my dr
 * appointment"). Capitalised words always go on it, as any name's do. Words in lower case past the first go on it only
 * where the name is told whole: when what follows says it was the subject ("dr. joão silva is my doctor") or, when the
 * title does not open the clause, when nothing follows ("my doctor is dr. joão silva"): "o dr. reis disse…" keeps "dr. reis".
 */
export const titledNameLength = (words: ReadonlyArray<string>, after: string, opensClause: boolean, language: ExtractionLanguage): number => {
  const first = words[0];
  if (first === undefined || (/^\p{Ll}/u.test(first) && !lowerCaseName(first, language))) return 0;
  // The longest run of name words, a particle only between two of them, never past a possessive ("dr. reis's office").
  let longest = 1;
  for (let index = 1; index < words.length && !/['’]s$/u.test(words[index - 1]!); index++) {
    const word = words[index]!;
    if (nameParticles.has(word.toLowerCase()) && /^\p{Ll}/u.test(word)) continue;
    if (!nameWord(word, language)) break;
    longest = index + 1;
  }
  const told = (length: number): boolean => {
    const rest = [...words.slice(length), after].join(" ").trim();
    if (rest.startsWith(",")) return true;
    if (rest === "" || /^[.!?;:]/u.test(rest)) return !opensClause;
    return subjectVerbs[language].has(rest.split(/[\s,;:]+/u)[0]!.toLowerCase());
  };
  for (let length = longest; length > 1; length--) {
    const lowerInside = words.slice(1, length).some((word) => /^\p{Ll}/u.test(word) && !nameParticles.has(word));
    if (nameParticles.has(words[length - 1]!.toLowerCase())) continue;
    if (!lowerInside || told(length)) return length;
  }
  return 1;
};
