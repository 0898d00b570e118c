import { foldAccents } from "@lifeos/core";

/**
 * Words of one feeling in English and Portuguese (both genders), searched together: an entry that says
 * "ansiosa" or "nervous" expresses what "anxious" asks about.
 */
const families: ReadonlyArray<ReadonlyArray<string>> = [
  ["anxious", "anxiety", "nervous", "worried", "uneasy", "panic", "ansioso", "ansiosa", "ansiedade", "nervoso", "nervosa", "preocupado", "preocupada", "inquieto", "inquieta", "pânico"],
  ["stressed", "stress", "overwhelmed", "pressure", "tense", "stressado", "stressada", "estressado", "estressada", "sobrecarregado", "sobrecarregada", "pressão", "tenso", "tensa"],
  ["sad", "sadness", "unhappy", "down", "miserable", "depressed", "triste", "tristeza", "infeliz", "deprimido", "deprimida", "desanimado", "desanimada"],
  ["lonely", "alone", "loneliness", "isolated", "sozinho", "sozinha", "solidão", "isolado", "isolada"],
  ["happy", "happiness", "joy", "joyful", "glad", "cheerful", "feliz", "felicidade", "alegre", "alegria", "contente"],
  ["calm", "peaceful", "relaxed", "at ease", "calmo", "calma", "tranquilo", "tranquila", "relaxado", "relaxada", "paz"],
  ["tired", "exhausted", "drained", "worn out", "cansado", "cansada", "cansaço", "exausto", "exausta", "esgotado", "esgotada"],
  ["angry", "anger", "frustrated", "furious", "irritated", "irritable", "annoyed", "zangado", "zangada", "raiva", "frustrado", "frustrada", "irritado", "irritada", "irritável", "furioso", "furiosa"],
  ["unmotivated", "demotivated", "no motivation", "lack of motivation", "desmotivado", "desmotivada", "desmotivação", "sem motivação", "falta de motivação"],
  ["grateful", "gratitude", "thankful", "grato", "grata", "gratidão", "agradecido", "agradecida", "agradeço"],
  ["proud", "pride", "orgulhoso", "orgulhosa", "orgulho"],
  ["bored", "boredom", "aborrecido", "aborrecida", "entediado", "entediada", "tédio", "entediante"],
  ["scared", "afraid", "fear", "frightened", "medo", "assustado", "assustada", "receoso", "receosa"],
];

const familyOf = new Map<string, ReadonlyArray<string>>();
for (const family of families) for (const word of family) familyOf.set(foldAccents(word), family);

/**
 * The first of `words` that names a feeling, with the words that express the same feeling (itself first),
 * or null: "anxious" → anxious, anxiety, nervous, ansiosa…
 */
export const feelingAsked = (words: ReadonlyArray<string>): { readonly word: string; readonly related: ReadonlyArray<string> } | null => {
  for (const word of words) {
    const family = familyOf.get(foldAccents(word.toLowerCase()));
    if (family !== undefined) return { word, related: [word, ...family.filter((other) => foldAccents(other) !== foldAccents(word.toLowerCase()))].slice(0, 25) };
  }
  return null;
};
