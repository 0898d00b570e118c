import { sameWords } from "@lifeos/core";
import { englishNameKinds } from "./englishNameKinds.js";
import { nameKey, normalizeText } from "@lifeos/core";
import { isSelfDescription } from "../lexicon/selfDescriptions.js";

/**
 * Whether a name is a place's: a city or country known as one, in its own words or in the other language's ("Lisboa" is
 * Lisbon, "Porto", "Recife"). "a Ana é uma amiga de Lisboa" says where she is known from; "amiga da Rita", whose friend.
 */
export const isPlaceName = (name: string): boolean =>
  [name, ...sameWords(name)].some((form) => englishNameKinds(form.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())).get(nameKey(form)) === "place");

/** Whether a name opens with a first name known as one ("Ana", "João", "Ana Paula"). */
const firstName = (name: string): boolean => {
  const first = name.trim().split(/\s+/u)[0] ?? "";
  return englishNameKinds(first).get(nameKey(first)) === "person";
};

/** How a name follows a relationship in Portuguese: the little word before it, and how the relationship was said. */
export interface NameAfterRelation {
  /** "de", "da", "do"… */
  readonly preposition: string;
  /** Said with "um" or "uma" ("uma amiga de Braga"): one of several, whose town is said. */
  readonly indefinite: boolean;
  /** A relationship held among equals (friend, colleague, neighbour), which a town can describe; a relative's never does. */
  readonly peer: boolean;
  /** Someone already known, told of in the message, or named with a title. */
  readonly knownPerson: boolean;
}

/**
 * Whether a name after a relationship is where someone is from rather than whose they are: a place known as one ("amiga
 * do Porto", "amiga de Lisboa"); or, after a bare "de" and "um"/"uma", any name not known as someone's ("uma amiga de
 * Braga", "um colega de Faro"), since a friend of someone takes the article ("amiga da Ana", "amigo do Tom"). A name known
 * as a first name ("uma amiga de Ana", as Brazil says it) or as someone known stays a person, as does one after a bare
 * "é amigo de" ("o Rui é amigo de Tiago"), and after any relative's word ("irmã de Rui").
 */
export const isPlaceAfterRelation = (name: string, after: NameAfterRelation): boolean =>
  isPlaceName(name) || (after.preposition.toLowerCase() === "de" && after.indefinite && after.peer && !after.knownPerson && !firstName(name));

/**
 * Places said with an article in Portuguese ("no Porto", "da Madeira"): "médica no Porto" works in a city, not at an
 * employer, and "sou do Porto" comes from one, where "sou do Benfica" says whom one supports.
 */
export const placesWithArticle: ReadonlySet<string> = new Set(["porto", "rio", "rio de janeiro", "recife", "algarve", "alentejo", "minho", "brasil", "canada", "japao", "reino unido", "luxemburgo", "madeira", "acores", "douro", "ribatejo"]);

/**
 * Whether a name said after "from" or "sou de" is where one comes from: capitalised, no one's name, no organisation and no
 * word of what one is ("sou de Coimbra", "I'm from Leeds"); after "do"/"da", only a place known as one ("sou do Porto",
 * "sou da Madeira"), as "sou do Benfica" says whom one supports.
 */
export const isHometown = (place: string, withArticle: boolean): boolean => {
  if (!/^\p{Lu}/u.test(place) || isSelfDescription(place.split(/\s+/u)[0]!)) return false;
  if (isPlaceName(place) || placesWithArticle.has(normalizeText(place))) return true;
  const kind = englishNameKinds(place).get(nameKey(place));
  return !withArticle && kind !== "person" && kind !== "organization";
};
