import { sameWords } from "@lifeos/core";
import { englishNameKinds } from "./englishNameKinds.js";
import { nameKey } from "@lifeos/core";

/**
 * Whether a name is a place's: a city or country known as one, in its own words or in the other language's ("Lisboa" is
 * Lisbon, "Porto", "Recife"). "a Ana é uma amiga de Lisboa" says where she is known from; "amiga da Rita", whose friend.
 */
export const isPlaceName = (name: string): boolean =>
  [name, ...sameWords(name)].some((form) => englishNameKinds(form.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())).get(nameKey(form)) === "place");
