import { foldAccents, stopWords } from "@lifeos/core";
import type { PlannedCall } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { countInWords, identifierAsked } from "../../models/offline/question/identifierAsked.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { dateTerms, datedSubject } from "./datedQuestions.js";
import { documentRelated } from "./documentSearchCall.js";
import { call } from "./knowledgeCall.js";
import { negationAsked, negationFrame, negationTerms } from "./negatedQuestions.js";
import { searchWords } from "./searchWords.js";

/**
 * The search of a question of when something starts, ends or is due: its subject (less the words asking for the start or
 * the end) and the words a document says its dates with, so the passage of the term is found and its dated line quoted.
 */
export const datedSearch = (question: Question, words: ReadonlyArray<string>): PlannedCall => {
  const subject = datedSubject(words);
  const terms = dateTerms(question);
  const related = [...documentRelated(question, subject).slice(0, 7), terms];
  return call("search_knowledge_base", { query: [...subject, terms[0]!].join(" "), topK: 5, related });
};

/**
 * The search of a negative question ("what is not covered?", "what am I not allowed to do under the lease?", "o que
 * não está coberto?"): the words a document excludes or forbids with (`negationTerms`), with the question's subject
 * less the words that only ask it ("covered", "allowed": searched, they find what is covered or allowed).
 */
export const negatedSearch = (question: Question): PlannedCall | undefined => {
  const negation = negationAsked(question);
  if (negation === undefined) return undefined;
  const terms = negationTerms[negation];
  const subject = searchWords(question).filter((word) => !negationFrame.test(foldAccents(word.toLowerCase())));
  const related = [[...terms], ...documentRelated(question, subject)].slice(0, 8);
  return call("search_knowledge_base", { query: [terms[0]!, ...subject].join(" "), topK: 8, related });
};

/** The words a document names an identifier by ("Agreement number: …", "Número de sócio: …", "Apólice n.º …"). */
const identifierWords = ["number", "no", "nr", "nº", "número", "numero", "id", "reference", "ref", "referência", "code", "código"];

/**
 * The search of a question for an identifier (`identifierAsked`): its subject with the words a document names an
 * identifier by, when the question asks for a number ("member number", "número de sócio"); the identifier's own name
 * ("NIF", "IBAN", "reference") is searched as said. Undefined when no identifier is asked, or a count is.
 */
export const identifierSearch = (question: Question, words: ReadonlyArray<string>): PlannedCall | undefined => {
  if (!question.has(identifierAsked) || question.has(countInWords)) return undefined;
  const numbered = question.has(/\b(?:number|nr|numero|nº|n º)\b/);
  // The thing whose identifier it is, as said, with the words that only name a document ("agreement" of "the number of my
  // rental agreement" is what the number is of) and those the topic dropped ("member" of "my member number").
  const said = tokens(question.normalized).map((token) => token.word).filter((word) => word.length > 2 && !requestWords.has(word) && !stopWords.has(word));
  const folded = [...words, ...said].map((word) => foldAccents(word.toLowerCase()));
  const subject = [...words, ...said].filter((word, at) => folded.indexOf(folded[at]!) === at && !/^(?:number|numero|nº)$/.test(folded[at]!));
  if (subject.length === 0 && !numbered) return undefined;
  const number = question.language === "pt" ? "número" : "number";
  const query = numbered ? [...subject, number] : subject;
  const related = [...documentRelated(question, subject).slice(0, 7), ...(numbered ? [[number, ...identifierWords.filter((word) => word !== number)]] : [])];
  return call("search_knowledge_base", { query: query.join(" "), topK: 5, related });
};
