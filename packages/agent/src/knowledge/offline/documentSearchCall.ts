import { broaderWords, foldAccents, phraseRelatedWords, relatedWords } from "@lifeos/core";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import { cognatesOf } from "../../models/offline/question/cognates.js";
import type { Question } from "../../models/offline/question/Question.js";
import { askedAspect } from "./askedAspect.js";
import { senseWords } from "./wordSenses.js";

/** Most lists of related words, and most words in one, a search takes (`search_knowledge_base`'s bounds). */
const maxLists = 8;
const maxListLength = 25;

/**
 * The related words a document search of `words` gives: each word's related words (`Question.related`, else
 * `relatedWords` for a word the question did not say), after the words of a term of several words it is said in
 * ("casa" of "trabalhar a partir de casa" searches "remotely": `phraseRelatedWords`), then the
 * word as the other language ends it (`cognatesOf`: "regularização" also searches "regularisation"), then the words
 * of the topics that include it (`broaderWords`: a lease's rule on "animais de estimação" answers "can I have a dog?"). Cognates are
 * for documents only: notes, contracts and rules use learned words; a journal's everyday words gain nothing from a
 * guess and lose to one whose stem is a commoner word ("regularisation" stems to "regular").
 */
export const documentRelated = (question: Question, words: ReadonlyArray<string>): string[][] => {
  const aspect = askedAspect(question);
  return words
    .flatMap((word) => {
      // "the advantages of dropout": the words a line saying an advantage holds, in either language.
      const part = aspect?.parts.find((candidate) => candidate.head === foldAccents(word.toLowerCase()));
      if (part !== undefined) return [part.words.slice(0, maxListLength)];
      const own = question.related.find((list) => list[0] === word) ?? [word, ...relatedWords(word)];
      const inPhrase = phraseRelatedWords(question.normalized, word);
      // "qual é o meu lugar no avião?": the seat, as the plane says which "lugar" is meant.
      const listed = [...new Set([word, ...senseWords(question, word), ...inPhrase, ...own.slice(1)])];
      const known = new Set(listed.map((other) => foldAccents(other.toLowerCase())));
      const guessed = cognatesOf(word).filter((guess) => !known.has(guess));
      for (const guess of guessed) known.add(guess);
      const broader = broaderWords(word).filter((broad) => !known.has(foldAccents(broad.toLowerCase())));
      const list = [...listed, ...guessed, ...broader].slice(0, maxListLength);
      return list.length > 1 ? [list] : [];
    })
    .slice(0, maxLists);
};

/** `search_knowledge_base` for `words` (the query, in order) with their related words (`documentRelated`). */
export const documentSearchCall = (question: Question, words: ReadonlyArray<string>, topK = 5): PlannedCall => {
  const related = documentRelated(question, words);
  return { name: "search_knowledge_base", arguments: { query: words.join(" "), topK, ...(related.length > 0 ? { related } : {}) } };
};
