import type { ExtractionLanguage } from "./detectLanguage.js";

/** Animals people keep, in each language, as a pattern's alternation. */
const petsEn = "cat|kitten|dog|puppy|rabbit|bunny|hamster|guinea pig|parrot|budgie|bird|turtle|tortoise|horse|pony|ferret|lizard|snake";
const petsPt = "gato|gata|gatinho|gatinha|cão|cao|cadela|cachorro|cachorra|cachorrinho|coelho|coelha|hamster|porquinho-da-índia|papagaio|periquito|pássaro|passaro|tartaruga|cavalo|égua|egua|furão|furao";

/** The pet's name, when told with it ("a dog named Rex", "um cão chamado Rex"), kept as written. */
const namedEn = "(?<named>\\s*,?\\s+(?:named|called)\\s+(?<name>[\\p{L}'’-]+))?";
const namedPt = "(?<named>\\s*,?\\s+(?:chamad[oa]|de nome)\\s+(?<name>[\\p{L}'’-]+))?";

const english = [
  // "I have a cat and she's 3", "we've got a dog, he is 5 years old"
  new RegExp(`^(?<lead>i have|i've got|i have got|i own|we have|we've got|we own)\\s+(?:a|an|one)\\s+(?<pet>${petsEn})${namedEn}\\s*(?:,\\s*and|,|and)\\s+(?:she|he|it)(?:'s|’s| is)\\s+(?<age>\\d{1,2})(?:\\s*(?:years? old|yo|years?))?\\s*[.!]?$`, "iu"),
  // "I have a 3 year old cat", "I have a 3-year-old dog"
  new RegExp(`^(?<lead>i have|i've got|i have got|i own|we have|we've got|we own)\\s+(?:a|an)\\s+(?<age>\\d{1,2})[-\\s]years?[-\\s]old\\s+(?<pet>${petsEn})${namedEn}\\s*[.!]?$`, "iu"),
];
const portuguese = [
  // "Tenho um gato e tem 3 anos", "tenho uma cadela, ela tem 5 anos"
  new RegExp(`^(?<lead>(?:eu\\s+)?tenho|temos|nós temos|nos temos)\\s+(?<article>um|uma)\\s+(?<pet>${petsPt})${namedPt}\\s*(?:,\\s*e|,|e)\\s+(?:(?:ele|ela)\\s+)?(?:tem|já tem|ja tem)\\s+(?<age>\\d{1,2})\\s+anos?(?:\\s+de idade)?\\s*[.!]?$`, "iu"),
  // "Tenho um gato de 3 anos"
  new RegExp(`^(?<lead>(?:eu\\s+)?tenho|temos|nós temos|nos temos)\\s+(?<article>um|uma)\\s+(?<pet>${petsPt})${namedPt}\\s+(?:de|com)\\s+(?<age>\\d{1,2})\\s+anos?(?:\\s+de idade)?\\s*[.!]?$`, "iu"),
];

/**
 * A pet told with its age in one breath ("I have a cat and she's 3", "tenho um gato e tem 3 anos", "I have a 3 year
 * old dog"), told again as two sentences the rules read: having the pet, and the pet's age ("I have a cat. My cat is 3
 * years old"; "Tenho um gato. O meu gato tem 3 anos"). A pet told with its name keeps the name, and its age is the
 * name's ("I have a dog named Rex. Rex is 5 years old"; "Tenho um cão chamado Rex. O Rex tem 5 anos"). Any other
 * message is returned as it was.
 */
export const petWithAge = (text: string, language: ExtractionLanguage): string => {
  const said = text.trim();
  for (const pattern of language === "pt" ? portuguese : english) {
    const groups = pattern.exec(said)?.groups;
    if (groups === undefined) continue;
    const pet = groups["pet"]!.toLowerCase();
    const lead = groups["lead"]!;
    const ours = /^(?:we|temos|n[oó]s)/iu.test(lead);
    const named = groups["named"] ?? "";
    const name = groups["name"];
    if (language === "pt") {
      const feminine = groups["article"]!.toLowerCase() === "uma";
      const owner = ours ? (feminine ? "A nossa" : "O nosso") : feminine ? "A minha" : "O meu";
      const aged = name === undefined ? `${owner} ${pet}` : `${feminine ? "A" : "O"} ${name}`;
      return `${lead} ${groups["article"]} ${pet}${named}. ${aged} tem ${groups["age"]} anos.`;
    }
    const aged = name ?? `${ours ? "Our" : "My"} ${pet}`;
    return `${lead} ${/^[aeiou]/u.test(pet) ? "an" : "a"} ${pet}${named}. ${aged} is ${groups["age"]} years old.`;
  }
  return text;
};
