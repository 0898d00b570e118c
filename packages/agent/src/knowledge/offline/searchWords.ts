import { foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { documentsNeeded, papersWord } from "./documentsNeeded.js";
import { documentNoun } from "./knowledgeQuestionWords.js";
import { coverageAsked } from "./lineBoosts.js";
import { subjectAfterAbout } from "./searchedSubject.js";

/**
 * Going back from a trip ("when do I fly back from London?", "what time is the flight back?", "when do we get back?"):
 * the way back is the return, which a booking names ("Return flight"), though "back" alone says nothing.
 */
const wayBack = /\b(?:fly|flying|flies|come|coming|comes|get|getting|gets|go|going|goes|head|heading|travel|travelling|traveling|drive|driving|sail|sailing|flight|trip|journey|train|way|ride)(?: \w+)? back\b/;

/** The search words of the question: its topic less the words that only name a document, with the return it asks of. */
export const searchWords = (question: Question): string[] => {
  const words = topicSearchWords(question);
  return question.has(wayBack) && !words.some((word) => /^return/.test(foldAccents(word.toLowerCase()))) ? [...words, "return"] : words;
};

const topicSearchWords = (question: Question): string[] => {
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
