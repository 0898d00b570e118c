import { foldAccents, relationKinds, translationsOf } from "@lifeos/core";

const fold = (word: string) => foldAccents(word.toLowerCase());

/** The word and its translations, folded: every form a remembered fact may use for it. */
export const memoryForms = (word: string): ReadonlyArray<string> => [...new Set([fold(word), ...translationsOf(word).map(fold)])];

/** Words that name a part of one's life whose people the relations lexicon knows ("family": sister, mãe, …). */
const contextWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:family|families|relatives|familia|familias|familiares|parentes)$/, "family"],
  [/^(?:work|job|colleagues|coworkers|trabalho|emprego|colegas)$/, "work"],
];

/** The part of life `word` names whose people the relations lexicon knows ("família" → "family"), or undefined. */
export const lifePartOf = (word: string): string | undefined => contextWords.find(([pattern]) => pattern.test(foldAccents(word.toLowerCase())))?.[1];

/** The relation words, in both languages, of the part of life `word` names ("família" → sister, irmã, mother, mãe, …), or none. */
export const kinWordsOf = (word: string): ReadonlyArray<string> => {
  const context = lifePartOf(word);
  if (context === undefined) return [];
  return relationKinds.filter((relation) => relation.context === context && relation.animal !== true && (context !== "family" || relation.professional !== true)).flatMap((relation) => [...relation.en, ...relation.pt].map(([said]) => said));
};
