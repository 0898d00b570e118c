import { foldWord } from "../text.js";

/** Places people go to, named by a common noun rather than a name ("the park", "a praia"), in English and Portuguese. */
const placeNouns = {
  en: "park|beach|gym|cafe|café|coffee shop|restaurant|pool|swimming pool|library|market|supermarket|mall|shopping centre|cinema|movies|church|river|lake|mountains?|woods|forest|pub|bar|university|campus|hospital|clinic|museum|theatre|theater|bakery|playground|seaside|countryside|airport|station|farm|trail|stadium|club|sea",
  pt: "parque|praia|ginásio|ginasio|academia|café|cafe|pastelaria|padaria|restaurante|piscina|biblioteca|mercado|supermercado|centro comercial|shopping|cinema|igreja|rio|lago|serra|montanha|bosque|floresta|bar|faculdade|universidade|hospital|clínica|clinica|museu|teatro|parque infantil|aeroporto|estação|estacao|quinta|campo|estádio|estadio|feira|mar",
} as const;

/**
 * Where one works or lives day to day ("the office", "the garden", "o escritório", "o quintal"): where one is, seldom a
 * place one goes, so a place only when the entry says it went there ("went to the office", "fui ao escritório").
 */
const everydayNouns = {
  en: "office|garden|backyard|yard|school|studio|allotment|workshop",
  pt: "escritório|escritorio|jardim|quintal|escola|estúdio|estudio|horta|oficina",
} as const;

/** Words of going somewhere right before the place's article: "went to the", "drove to the", "fui ao", "fomos à". */
const goneTo = {
  en: "(?:went|go|goes|going|gone|walked|walk|drove|drive|cycled|biked|ran|headed|came|got|back)\\s+(?:back\\s+)?(?:in\\s+)?to\\s+(?:the|my|our)\\s+",
  pt: "(?:fui|fomos|vou|vamos|ia|iamos|íamos|voltei|voltamos|cheguei|chegamos|passei|passamos)\\s+(?:à|ao|às|aos|para\\s+(?:a|o)|pra|pro|até\\s+(?:à|ao|a|o)|no|na|pelo|pela)\\s+",
} as const;

/** Words that put a place after them: "went to the park", "at the gym", "fui à praia", "no ginásio", "pela serra". */
const before = {
  en: "(?:to|at|in|from|into|around|through|by|near|visited|left)\\s+(?:the|my|our|a|an)\\s+(?:local\\s+|new\\s+|old\\s+|nearby\\s+)?",
  pt: "(?:à|ao|às|aos|na|no|nas|nos|para\\s+(?:a|o)|pra|pro|pela|pelo|da|do|até\\s+(?:à|ao))\\s+(?:nova\\s+|novo\\s+)?",
} as const;

const patterns = (["en", "pt"] as const).flatMap((language) => [
  new RegExp(`(?<![\\p{L}])${before[language]}(?<place>${placeNouns[language]})(?![\\p{L}])`, "giu"),
  new RegExp(`(?<![\\p{L}])${goneTo[language]}(?<place>${everydayNouns[language]})(?![\\p{L}])`, "giu"),
]);

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
