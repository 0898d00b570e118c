import { foldWord } from "../text.js";

/** Places people go to, named by a common noun rather than a name ("the park", "a praia"), in English and Portuguese. */
const placeNouns = {
  en: "park|beach|gym|office|cafe|café|coffee shop|restaurant|pool|swimming pool|library|market|supermarket|mall|shopping centre|cinema|movies|church|river|lake|mountains?|woods|forest|garden|pub|bar|school|university|campus|hospital|clinic|museum|theatre|theater|studio|bakery|playground|seaside|countryside|airport|station|farm|trail|stadium|club|allotment|sea",
  pt: "parque|praia|ginásio|ginasio|academia|escritório|escritorio|café|cafe|pastelaria|padaria|restaurante|piscina|biblioteca|mercado|supermercado|centro comercial|shopping|cinema|igreja|rio|lago|serra|montanha|bosque|floresta|jardim|bar|escola|faculdade|universidade|hospital|clínica|clinica|museu|teatro|estúdio|estudio|parque infantil|aeroporto|estação|estacao|quinta|campo|estádio|estadio|feira|horta|mar",
} as const;

/** Words that put a place after them: "went to the park", "at the gym", "fui à praia", "no ginásio", "pela serra". */
const before = {
  en: "(?:to|at|in|from|into|around|through|by|near|visited|left)\\s+(?:the|my|our|a|an)\\s+(?:local\\s+|new\\s+|old\\s+|nearby\\s+)?",
  pt: "(?:à|ao|às|aos|na|no|nas|nos|para\\s+(?:a|o)|pra|pro|pela|pelo|da|do|até\\s+(?:à|ao))\\s+(?:nova\\s+|novo\\s+)?",
} as const;

const patterns = (["en", "pt"] as const).map((language) => new RegExp(`(?<![\\p{L}])${before[language]}(?<place>${placeNouns[language]})(?![\\p{L}])`, "giu"));

/**
 * The common places an entry says it was at or went to ("park", "praia"), each once, as written in lower case; a place
 * with a name ("Porto") is found by its capital instead (`termKinds`).
 */
export const commonPlacesIn = (text: string): ReadonlyArray<string> => {
  const found = new Map<string, string>();
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const place = match.groups?.["place"]?.toLowerCase();
      if (place !== undefined && !found.has(foldWord(place))) found.set(foldWord(place), place);
    }
  }
  return [...found.values()];
};
