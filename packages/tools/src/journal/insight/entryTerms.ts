import { foldWord, stopWords, tokenize } from "../text.js";

/** Everyday journal words that name no topic; they would otherwise dominate every theme list. */
const genericWords: ReadonlySet<string> = new Set(
  `today yesterday tomorrow morning afternoon evening night tonight week weekend felt feel feeling feelings
  think thought thinking little bit pretty quite maybe though thing things something time times back again
  good great bad nice better worse best worst happy sad tired long short first last next made make making
  went come came coming took take taking done doing told tell said says well even enough always never
  around while later still other another every would could should might must which there their about
  after before because really actually just like dia hoje ontem manha tarde noite semana senti sentir
  bem mal bom boa muito coisa coisas depois antes ainda sempre nunca estava fiquei tinha`
    .split(/\s+/)
    .filter((word) => word !== "")
    .map(foldWord),
);

const properNounStop: ReadonlySet<string> = new Set(
  `i the a an it my we he she they this that today then but and so after before when on in at monday tuesday wednesday
  thursday friday saturday sunday january february march april may june july august september october november december
  hoje ontem eu o a os as um uma foi depois mas e segunda terca quarta quinta sexta sabado domingo`
    .split(/\s+/)
    .map(foldWord),
);

/**
 * The topics of one entry: capitalised names not at a sentence start
 * (people, places, pets) kept as written, plus content words of five or
 * more letters, folded. Each at most once.
 */
export const entryTerms = (text: string, extra: ReadonlyArray<string> = []): string[] => {
  const terms = new Set<string>();
  for (const match of text.matchAll(/(?<=[\p{Ll},;:]\s+)(\p{Lu}[\p{Ll}]+(?:\s\p{Lu}[\p{Ll}]+)?)/gu)) {
    const name = match[1]!;
    if (!properNounStop.has(foldWord(name.split(" ")[0]!))) terms.add(name);
  }
  const names = new Set([...terms].map(foldWord));
  for (const word of tokenize(text)) {
    if (names.has(word)) continue;
    if (word.length >= 5 && !stopWords.has(word) && !genericWords.has(word) && !/\d/.test(word)) terms.add(word);
  }
  for (const term of extra) terms.add(term);
  return [...terms];
};
