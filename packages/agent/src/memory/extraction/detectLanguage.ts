/** The languages the offline extractor reads. */
export type ExtractionLanguage = "en" | "pt";

const portugueseWords = new Set(
  ("a o as os um uma de do da dos das no na nos nas ao à em com para pra pro por que não nao é e eu meu minha meus minhas você voce " +
    "ele ela isso isto essa esse esta este fui foi vou tenho tem preciso precisa gosto gosta sou está estou ontem hoje amanhã semana " +
    "mês ano também muito mas porque quando onde quem qual obrigado obrigada sim olá oi filha filho mãe pai chefe consulta dentista " +
    "bom boa dia noite odeio adoro detesto moro trabalho estou fiz vi falei almocei jantei marquei levei tudo bem pois então fez completou anos idade " +
    "lhe lhes chamo chamamos chama alcunha conheço conheco conheci conhece desde").split(" "),
);
const englishWords = new Set(
  ("the a an of to in on at for with and but or is are was were am i i'm i've my me you your he she his her it its this that " +
    "went go going have has had need needs like likes love hate prefer don't do did not yesterday today tomorrow week month year " +
    "also very because when where who what which thanks thank yes hello hi daughter son wife husband boss appointment dentist " +
    "works work worked lives live lived studies study studied teaches plays").split(" "),
);

/** Titles written before a name ("dr. joão silva", "sra. conceição"), as they read once split into words. */
const titleWords = new Set(["dr", "dra", "sr", "sra", "srta", "mr", "mrs", "ms", "prof"]);

/** Word endings English hardly has: "-ção", "-ões", "-nha", "-lho", "-eiro". */
const portugueseEndings = /(?:ção|ções|ão|ões|nh[ao]s?|lh[ao]s?|eir[ao]s?)$/u;

/**
 * Portuguese or English, by which language's common words (and, for
 * Portuguese, word endings) the text uses more; a word with Portuguese
 * letters such as ã, ç or õ counts double. Capitalised words (names) count
 * only as listed words. English on a tie.
 */
export const detectLanguage = (text: string): ExtractionLanguage => {
  // A verb with a pronoun joined by a hyphen ("chamo-me", "trata-me") is Portuguese, whatever "me" is in English.
  let portuguese = 2 * [...text.matchAll(/\p{L}{2,}-(?:me|te|se|lhe|lhes|nos|vos|lo|la|los|las)(?![\p{L}-])/gu)].length;
  let english = 0;
  // A name after a title, however typed ("dr. joão silva"), is a name too.
  let afterTitle = false;
  for (const word of text.replace(/’/g, "'").split(/[^\p{L}']+/u)) {
    const lower = word.toLowerCase();
    const listed = portugueseWords.has(lower) || englishWords.has(lower);
    afterTitle = titleWords.has(lower) || (afterTitle && word !== "" && !listed);
    // Names ("Inês", "São Paulo") say nothing about the language around them.
    const name = /^\p{Lu}/u.test(word) || (afterTitle && !titleWords.has(lower));
    if (!name && /[ãõçâêôàáéíóú]/u.test(lower)) portuguese += 2;
    if (portugueseWords.has(lower) || (!name && portugueseEndings.test(lower))) portuguese += 1;
    if (englishWords.has(lower)) english += 1;
  }
  return portuguese > english ? "pt" : "en";
};
