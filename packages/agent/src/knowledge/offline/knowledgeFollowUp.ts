import { foldAccents } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { objects, text } from "../../journal/offline/compose/readData.js";
import { portfolioEarningsCalls } from "./composeEarnings.js";
import { asksEarnings } from "./earningsAsked.js";
import { everyDocumentSummaries } from "./everyDocumentSummary.js";
import { call } from "./knowledgeCall.js";
import { listRequest } from "./knowledgeQuestionWords.js";
import { namedByWords } from "./namedByWords.js";
import { documentNamed, fileNameIn, searchWithinNamedFile } from "./namedFile.js";
import { foundNothing } from "./passageRelevance.js";
import { searchWords, subjectWords } from "./searchWords.js";
import { asksSummary } from "./summaryRequests.js";

/**
 * After a list asked for a summary, or for what a document says with no subject ("what does my payslip say?", "o que diz
 * o meu contrato?"): the summary of the document the question names, when one does.
 */
export const knowledgeFollowUp = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  // Earnings no document speaks of: the portfolio's income and gain over the period, for someone whose earnings are
  // their investments, read back here with where else it looked.
  if (asksEarnings(question) && foundNothing(results) && ["get_income", "get_performance"].every((name) => question.tools.has(name))) return portfolioEarningsCalls(question);
  const first = results.find((result) => result.name === "list_documents");
  const fileName = fileNameIn(question);
  if (fileName !== null) {
    const named = first === undefined || !first.success ? undefined : documentNamed(first, fileName);
    if (named === undefined) return [];
    const searched = results.some((result) => result.name === "search_knowledge_base");
    return searched ? searchWithinNamedFile(question, results) : [call("get_document_summary", { documentId: text(named["documentId"]) })];
  }
  const whatItSays = !question.has(listRequest) && searchWords(question).length === 0 && subjectWords(question).length === 0;
  if (first === undefined || !first.success || (!asksSummary(question.has) && !whatItSays)) return [];
  const documents = objects(first.data["documents"]);
  // The document named in the question's words or their translations ("resume o contrato de arrendamento" names lease.md).
  const asked = [foldAccents(question.normalized), ...question.related.flat().map((word) => foldAccents(word.toLowerCase()))].join(" ");
  const named = documents.find((document) => {
    const stem = foldAccents(text(document["name"]).toLowerCase()).replace(/\.[a-z0-9]+$/, "");
    return stem.length >= 3 && asked.includes(stem);
  });
  const chosen = named ?? namedByWords(question, documents) ?? (documents.length === 1 ? documents[0] : undefined);
  // "summarise my documents": each one's summary, when none is named.
  if (chosen === undefined) return asksSummary(question.has) ? everyDocumentSummaries(question, first) : [];
  return [call("get_document_summary", { documentId: text(chosen["documentId"]) })];
};
