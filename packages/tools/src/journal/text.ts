/**
 * Word-level text helpers shared by the journal tools and the journal
 * pipeline: accent-insensitive tokens and English + Portuguese stop words.
 */

/** Lower case without diacritics: "Não" and "nao" compare equal. */
export const foldWord = (word: string): string =>
  // ASCII has no marks to strip: most words of most journals skip the Unicode work.
  /^[\x00-\x7f]*$/.test(word)
    ? word.toLowerCase()
    : word
        .normalize("NFD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase();

/** The words of a text, folded, in order (letters, digits and inner apostrophes or hyphens). */
export const tokenize = (text: string): string[] =>
  Array.from(text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu), (match) => foldWord(match[0]));

const english = `a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having he her here
hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on
once only or other our ours ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were what when where which while
who whom why will with would you your yours yourself yourselves i'm i've i'd i'll it's don't didn't ever anything
something everything got get gets went go going really also still much many lot`;

const portuguese = `a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para com sem
sob sobre entre e ou mas que se nao sim ja mais menos muito muita muitos muitas pouco eu tu ele ela nos vos eles elas
me te lhe meu minha meus minhas teu tua seu sua seus suas nosso nossa este esta isto esse essa isso aquele aquela aquilo
foi era sao estou esta estava estive tenho tinha tive ser estar ter ha quando onde como porque qual quais quem ao aos
ate depois antes tambem so algo tudo nada alguma algum hoje`;

/** Words that carry no topic: function words in English and Portuguese. */
export const stopWords: ReadonlySet<string> = new Set(
  `${english} ${portuguese}`.split(/\s+/).filter((word) => word !== "").map(foldWord),
);

/** Words that talk about the journal itself rather than a topic ("did I write about …"). */
const metaWords: ReadonlySet<string> = new Set(
  `write wrote written writing journal journals entry entries diary mention mentioned mentions talk talked talking
  say said tell told find search show remember remembered time times last first day days week weeks month months year
  years escrevi escrever escrito diario entrada entradas falei falar mencionei mencionar dia dias semana semanas mes
  meses ano anos vez vezes ultima ultimo primeira primeiro lembro lembrar mostra mostrar encontra encontrar sobre`
    .split(/\s+/)
    .filter((word) => word !== "")
    .map(foldWord),
);

/** The topic words of a query: folded tokens minus stop words and journal meta words, de-duplicated. */
export const contentTerms = (query: string): string[] => {
  const terms = tokenize(query).filter((word) => word.length > 1 && !stopWords.has(word) && !metaWords.has(word));
  return [...new Set(terms)];
};

/** A crude stem for matching: folds plural and common verb endings so "runs" finds "running". */
export const stem = (word: string): string => {
  if (word.length <= 4) return word;
  for (const suffix of ["ing", "edly", "ed", "es", "s", "mente", "ção", "coes", "cao", "oes", "ar", "er", "ir"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, -suffix.length);
      // "running" → "runn" → "run"
      return /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : base;
    }
  }
  return word;
};

/** True when the text contains one of the terms (compared by stem, accent-insensitive). */
export const mentionsAny = (text: string, terms: ReadonlyArray<string>): boolean => {
  if (terms.length === 0) return false;
  const stems = new Set(terms.map(stem));
  return tokenize(text).some((word) => stems.has(stem(word)));
};
