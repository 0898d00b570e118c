import { foldWord, stopWords, tokenize } from "../text.js";
import { pairsOf } from "./phrasesIn.js";
import { canBeTopic } from "./topicFilter.js";

/** Capitalised words that are not names even mid-sentence (weekdays, months, "I"). */
const properNounStop: ReadonlySet<string> = new Set(
  `i the a an it my we he she they this that today then but and so after before when on in at monday tuesday wednesday
  thursday friday saturday sunday january february march april may june july august september october november december
  hoje ontem eu o a os as um uma foi depois mas e segunda terca quarta quinta sexta sabado domingo`
    .split(/\s+/)
    .map(foldWord),
);

/**
 * Someone's home named by its owner ("Marcus's place", "at Inês's flat", "my place", "o apartamento do Rui"): where
 * something happened, not what it was about. The home word is left out of the topics; the owner's name stays.
 */
const someonesHome =
  /(?<=[\p{L}\p{N}]['’]s?\s+|\b(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir)\s+)(?:place|house|flat|apartment|home|pad)\b|\bapartamento(?=\s+d[oa]s?\s+\p{Lu})/gu;

const nameAfterLowercase = /(?<=[\p{Ll}\p{N},;:'"]\s+)(\p{Lu}[\p{Ll}]+(?:\s\p{Lu}[\p{Ll}]+)?)/gu;

/** A field's value after its label ("Mood: Happy", "Humor: Feliz"): a capital there is the value's, and a feeling is no name. */
const feelingAfterLabel = (text: string, index: number, name: string): boolean => /:\s*$/.test(text.slice(Math.max(0, index - 3), index)) && !canBeTopic(foldWord(name));

/**
 * The names a set of texts uses mid-sentence (people, places, pets,
 * projects), folded, each with the words of multi-word names: a name seen
 * once mid-sentence is a name at the start of a sentence too.
 */
export const namesIn = (texts: ReadonlyArray<string>): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(nameAfterLowercase)) {
      const name = match[1]!;
      if (!properNounStop.has(foldWord(name.split(" ")[0]!)) && !feelingAfterLabel(text, match.index, name)) names.add(foldWord(name));
    }
  }
  return names;
};

/**
 * The topics of one entry: names (see `namesIn`; those of `knownNames`
 * also at the start of a sentence), kept as written, and content words of
 * five or more letters that can name a topic (`canBeTopic`: not feelings,
 * judgements, adverbs or conjugated verbs), folded; then `extra` (the
 * entry's events). A phrase of `knownPhrases` (see `phrasesIn`) is one
 * topic, as written, its words not topics apart. Each at most once; a word of a name is
 * not repeated.
 */
export const entryTerms = (text: string, extra: ReadonlyArray<string> = [], knownNames: ReadonlySet<string> = new Set(), knownPhrases: ReadonlySet<string> = new Set()): string[] => {
  const terms = new Set<string>();
  // A phrase the journal keeps together ("neural networks") is one topic, and its words are not topics apart.
  const phrased = new Set<string>();
  for (const { folded, written } of pairsOf(text)) {
    if (!knownPhrases.has(folded)) continue;
    terms.add(written);
    for (const word of folded.split(" ")) phrased.add(word);
  }
  const names = new Set<string>();
  const addName = (name: string) => {
    const folded = foldWord(name);
    if ([...names].some((known) => known === folded || known.split(" ").includes(folded))) return;
    terms.add(name);
    names.add(folded);
  };
  for (const match of text.matchAll(nameAfterLowercase)) {
    const name = match[1]!;
    if (!properNounStop.has(foldWord(name.split(" ")[0]!)) && !feelingAfterLabel(text, match.index, name)) addName(name);
  }
  for (const match of text.matchAll(/\p{Lu}[\p{Ll}]+(?:\s\p{Lu}[\p{Ll}]+)?/gu)) {
    const written = match[0];
    const known = knownNames.has(foldWord(written)) ? written : knownNames.has(foldWord(written.split(" ")[0]!)) ? written.split(" ")[0]! : null;
    if (known !== null && !properNounStop.has(foldWord(known))) addName(known);
  }
  const nameWords = new Set([...names].flatMap((name) => name.split(" ")));
  for (const word of tokenize(text.replace(someonesHome, ""))) {
    if (nameWords.has(word) || knownNames.has(word) || phrased.has(word)) continue;
    if (word.length >= 5 && !stopWords.has(word) && !/\d/.test(word) && canBeTopic(word)) terms.add(word);
  }
  for (const term of extra) terms.add(term);
  return [...terms];
};
