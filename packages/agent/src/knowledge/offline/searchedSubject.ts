import { foldAccents } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { text } from "../../journal/offline/compose/readData.js";
import type { WordGroup } from "./wordGroups.js";
import { searchGroups } from "./wordGroups.js";
import { framingWords } from "./documentReference.js";
import { howToQuestion } from "./howToQuestions.js";
import { knowledgePhrases } from "./knowledgePhrases.js";
import { documentWord, endingSaid } from "./knowledgeQuestionWords.js";

/** The words said right after "about" / "sobre": the subject even when it names a kind of document ("my files about contracts"). */
export const subjectAfterAbout = (question: Question): ReadonlySet<string> =>
  new Set([...question.normalized.matchAll(/\b(?:about|on|regarding|sobre|acerca d[eo]s?|a respeito d[eo]s?)\s+(?:the |my |(?:os|as|o|a) )?(\S+)/g)].map((match) => match[1]!));

/** The words of the question that only say which document is meant or frame the asking (see `framingWords`). */
export const searchFraming = (question: Question): ReadonlySet<string> => framingWords(question, subjectAfterAbout(question), question.has(documentWord));

/**
 * What was searched, said as it was asked: the words of `query` whose groups are its subject, less those that only named
 * the document, asked how much or framed the asking (paying, spending, buying): "renda", not "gastei renda"; "barulho",
 * not "prédio barulho". The whole query when none is.
 */
export const subjectSaid = (query: string, groups: ReadonlyArray<WordGroup>): string => {
  const asked = new Set(groups.filter((group) => group.weight >= 3).map((group) => group.words[0]));
  return query.split(" ").filter((word) => asked.has(foldAccents(word.toLowerCase()))).join(" ") || query;
};

/**
 * The subject as a Portuguese question said it: the word the ending is searched by ("ending", see `planKnowledge`) is
 * named by the question's own words for it ("terminar o contrato"), not in English. Unchanged otherwise.
 */
export const inQuestionWords = (question: Question, subject: string): string => {
  if (question.language !== "pt" || !subject.split(" ").includes("ending")) return subject;
  const said = endingSaid(question);
  return said === undefined ? subject : subject.split(" ").map((word) => (word === "ending" ? said : word)).join(" ");
};

/**
 * The line said below another skill's answer when it found nothing either, and neither did the documents' search: that
 * the documents were searched too ("when did I buy my bike?" that neither the journal nor an invoice tells).
 */
export const nothingInDocumentsEither = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const search = results.find((result) => result.name === "search_knowledge_base" && result.success);
  if (search === undefined || search.data["hasDocuments"] === false) return "";
  const subject = inQuestionWords(question, subjectSaid(text(search.arguments["query"]), searchGroups(search.arguments, searchFraming(question))));
  const p = knowledgePhrases[question.language];
  // "how do I make pão de queijo?" that neither the journal nor a document says: no general answer instead.
  return question.has(howToQuestion) ? `${p.nothingEither(subject)} ${p.noGeneralAnswers}` : p.nothingEither(subject);
};
