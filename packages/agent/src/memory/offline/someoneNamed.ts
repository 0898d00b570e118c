import type { RelationKind } from "@lifeos/core";
import { foldAccents, relationKinds } from "@lifeos/core";

/** "my grandmother", "a minha avó", "o meu avô", "minha avo": a word for someone of one's own after its possessive. */
const possessed = /(?<![\p{L}])(my|minha|meu|mia)\s+(\p{L}+(?:-in-law)?)/giu;

const fold = (text: string) => foldAccents(text.toLowerCase());

/** Every relationship word of either language, as written (lower case), with its relationship and the gender it marks. */
const words = relationKinds.flatMap((relation) => [...relation.en, ...relation.pt].map(([word, gender]) => ({ word: word.toLowerCase(), folded: fold(word), gender, relation })));

/**
 * The relationship a word after a possessive names. Accents tell "avó" (grandmother) from "avô" (grandfather); written
 * without them ("minha avo"), the possessive's gender does: "minha" is hers, "meu" his.
 */
const relationOfWord = (possessive: string, word: string): RelationKind | undefined => {
  const lower = word.toLowerCase();
  const exact = words.find((entry) => entry.word === lower);
  if (exact !== undefined) return exact.relation;
  const gender = /^(?:minha|mia)$/iu.test(possessive) ? "female" : /^meu$/iu.test(possessive) ? "male" : null;
  const folded = words.filter((entry) => entry.folded === fold(word));
  return (folded.find((entry) => gender === null || entry.gender === null || entry.gender === gender) ?? folded[0])?.relation;
};

/** The relationships a text names as the person's own, in order ("when did my grandmother die?" → grandmother). */
export const relativesNamed = (text: string): ReadonlyArray<RelationKind> =>
  [...text.matchAll(possessed)].flatMap((match) => {
    const relation = relationOfWord(match[1]!, match[2]!);
    return relation === undefined ? [] : [relation];
  });
