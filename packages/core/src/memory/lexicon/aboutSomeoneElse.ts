import { escapeRegExp } from "../../common/regExp.js";
import { relationKinds } from "./relations.js";

// Each word as the lexicon writes it ("GP") and in lower case ("gp").
const relationForms = [...new Set(relationKinds.flatMap((relation) => [...relation.en, ...relation.pt].flatMap(([word]) => [escapeRegExp(word), escapeRegExp(word.toLowerCase())])))]
  .sort((left, right) => right.length - left.length)
  .join("|");

/** "Bia's birthday", "o aniversário da Bia", "my son's birthday", "o aniversário do meu filho": a fact about someone else's date or thing. */
const someoneElse = new RegExp(`\\p{Lu}[\\p{L}-]*['’]s(?![\\p{L}])|(?<![\\p{L}])(?:[Mm]y|[Oo]ur)\\s+(?:${relationForms})['’]s(?![\\p{L}])|(?<![\\p{L}])(?:de|do|da|dos|das)\\s+(?:(?:o|a)\\s+)?(?:(?:meu|minha|nosso|nossa)\\s+(?:${relationForms})|(?!(?:Janeiro|Fevereiro|Março|Marco|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro)(?![\\p{L}]))\\p{Lu}\\p{Ll}+)(?![\\p{L}])`, "u");

/** Whether a fact says something of someone else's, by possessive ("Bia's birthday", "o aniversário do meu filho"). */
export const tellsOfSomeoneElses = (content: string): boolean => someoneElse.test(content);

/**
 * "Ana lives in Porto", "o Rui trabalha na Google", "my brother Rui works at Google", "a minha irmã trabalha em Braga",
 * "Dr. Lopes is my dentist", "Helena Marques is my landlord":
 * a fact whose subject is someone else, by name or by relationship (with the name or without), not the person.
 */
export const tellsOfSomeoneNamed = (content: string): boolean => namedSomeone.test(content);
const namedSomeone = new RegExp(
  `^(?:(?:[OoAa]\\s+)?(?:[Mm]y|[Oo]ur|[Mm]inha|[Mm]eu|[Nn]ossa|[Nn]osso)\\s+(?:${relationForms})(?:,?\\s+(?:[oa]\\s+)?\\p{Lu}[\\p{L}'’-]*,?)?|(?:[OoAa]\\s+)?(?:(?:Dr|Dra|Mr|Mrs|Ms|Prof|Sr|Sra)\\.?\\s+)?(?!I(?![\\p{L}]))\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?)\\s+(?:lives|works|is|has|moved|studies|mora|vive|trabalha|é|tem|mudou-se|estuda)(?![\\p{L}])`,
  "u",
);

/** "my sister", "a minha irmã": someone of the person's named by relationship. */
const relative = new RegExp(`(?<![\\p{L}])(?:[Mm]y|[Oo]ur|[Mm]inha|[Mm]eu|[Nn]ossa|[Nn]osso)\\s+(?:${relationForms})(?![\\p{L}])`, "u");

/** A fact told of someone else, by name or by relationship ("Ana lives in Porto", "my sister Ana lives in Porto", "my son's birthday"), not of the person. */
export const aboutSomeoneElse = (content: string): boolean => tellsOfSomeoneNamed(content) || tellsOfSomeoneElses(content) || relative.test(content);
