import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { documentsNeeded, papersWord } from "./documentsNeeded.js";
import { documentNoun } from "./knowledgeQuestionWords.js";
import { coverageAsked } from "./lineBoosts.js";
import { subjectAfterAbout } from "./searchedSubject.js";

/** The search words of the question: its topic less the words that only name a document. */
export const searchWords = (question: Question): string[] => {
  const subject = subjectAfterAbout(question);
  return question.topicWords.filter((word) => {
    const folded = foldAccents(word.toLowerCase());
    // "what does my insurance cover?": the cover is asked, not a document that covers something.
    // "que documentos tenho de entregar?": the papers are asked, and named by the letter's section on them.
    const asked = (/^covers?$/.test(folded) && question.has(coverageAsked)) || (papersWord.test(folded) && question.has(documentsNeeded));
    return subject.has(folded) || !documentNoun.test(folded) || asked;
  });
};

/**
 * The words of the subject said after "about" / "sobre", less the words that
 * only ask or name a document: what a question naming a document asks about
 * even when every word of it is on a stop-word list ("about ending the
 * contract" → "ending", "sobre o fim do arrendamento" → "fim").
 */
export const subjectWords = (question: Question): string[] => {
  const subject = /\b(?:about|regarding|sobre|acerca d[eo]s?|a respeito d[eo]s?)\s+(.+)$/.exec(question.normalized)?.[1] ?? "";
  const words = tokens(subject).map((token) => foldAccents(token.word));
  return [...new Set(words.filter((word) => word.length > 1 && !/^\d+$/.test(word) && !requestWords.has(word) && !documentNoun.test(word)))];
};
