/**
 * Words common in Spanish, French, German or Italian messages that English
 * and Portuguese do not use (accents kept: "qué", "cuál" and "cómo" are
 * Spanish, "que", "qual" and "como" are Portuguese).
 */
const foreignWords = new Set(
  [
    // Spanish
    "hola", "gracias", "qué", "cuál", "cuáles", "cómo", "dónde", "cuándo", "cuánto", "cuántas", "cuántos", "tengo", "estoy", "hoy", "ayer", "mañana", "mi", "mis", "muy", "pero", "y", "el", "los", "una", "fue", "pasada", "escribí", "buenos", "buenas", "días",
    // French
    "bonjour", "bonsoir", "salut", "merci", "je", "suis", "mon", "quoi", "aujourd'hui", "hier", "pourquoi", "oui", "est-ce", "j'ai", "qu'est-ce", "c'est", "ça", "dernière", "semaine",
    // German
    "hallo", "danke", "ich", "mein", "meine", "wie", "heute", "gestern", "nicht", "und", "guten", "geht", "dir", "habe",
    // Italian
    "ciao", "grazie", "sono", "oggi", "ieri", "cosa", "perché", "il", "mio", "mia", "scritto", "buongiorno", "stai",
  ],
);

/** Markers that alone say the message is in one of those languages: their question marks, or a greeting or thanks it opens with. */
const decisive = /[¿¡]|^(?:hola|gracias|bonjour|bonsoir|merci|danke|grazie|buongiorno|hallo|guten tag|buenos dias|buenos días|buenas)\b/u;

/** Words English or Portuguese messages use, which keep a message in them. */
const ownWords = new Set(
  "the what how my i you is was did do and of to in on when where who why me your last first week today yesterday o a os as de do da dos das que qual quando onde como eu meu minha não nao sim foi estou tenho um uma para com no na e é esta este isso isto ontem hoje semana".split(" "),
);

/**
 * Whether `text` is written in a language the offline mode does not read
 * (Spanish, French, German, Italian): a decisive marker ("¿", "hola",
 * "merci", "danke"), or more of those languages' own words than of
 * English and Portuguese ones, and at least two. A Portuguese or English
 * message that borrows a word ("fiz um brunch", "lunch at Café Paris")
 * stays in its language.
 */
export const writtenInOtherLanguage = (text: string): boolean => {
  const lower = text.toLowerCase();
  if (decisive.test(lower)) return true;
  const words = lower.match(/[\p{L}'-]+/gu) ?? [];
  let foreign = 0;
  let own = 0;
  for (const word of words) {
    if (ownWords.has(word)) own++;
    else if (foreignWords.has(word)) foreign++;
  }
  return foreign >= 2 && foreign > own;
};
