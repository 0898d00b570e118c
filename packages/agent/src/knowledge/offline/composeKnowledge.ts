import { paragraphs } from "../../models/offline/answerText.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { text } from "../../journal/offline/compose/readData.js";
import { composeEarnings } from "./composeEarnings.js";
import { composeList } from "./composeList.js";
import { composeSearch } from "./composeSearch.js";
import { composeDocumentAge, documentAgeAsked } from "./documentAge.js";
import { asksEarnings } from "./earningsAsked.js";
import { composeEverySummary } from "./everyDocumentSummary.js";
import { failureReason } from "./failureReasons.js";
import { howToQuestion } from "./howToQuestions.js";
import { knowledgePhrases } from "./knowledgePhrases.js";
import { documentNamed, fileNameIn } from "./namedFile.js";

/**
 * The answer of the knowledge tools' results: the earnings, the summaries or the summary asked, the passages a search
 * found (`composeSearch`), else the list of documents (by age when that is asked).
 */
export const composeKnowledge = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = knowledgePhrases[question.language];
  const earnings = results.filter((result) => result.name === "get_income" || result.name === "get_performance" || result.name === "get_holdings");
  if (asksEarnings(question) && earnings.length > 0) return composeEarnings(question, earnings);
  const every = composeEverySummary(question, results);
  if (every !== null) return every;
  const summary = results.find((result) => result.name === "get_document_summary" && result.success);
  if (summary !== undefined) {
    const name = text(summary.data["name"]);
    const body = text(summary.data["summary"]);
    const reason = text(summary.data["status"]) === "failed" ? failureReason(summary.data, question.language) : "";
    if (reason !== "") return p.unreadable(name, reason);
    return body === "" ? p.noSummary(name, p.status(text(summary.data["status"]))) : paragraphs(p.notModel, `${p.summaryOf(name)} ${body} ${text(summary.data["citation"])}`);
  }
  const fileName = fileNameIn(question);
  const list = results.find((result) => result.name === "list_documents" && result.success);
  // A file named that is not among the documents: said, with the ones there are.
  if (fileName !== null && list !== undefined && documentNamed(list, fileName) === undefined) return paragraphs(p.noSuchDocument(fileName), composeList(question, list));
  // The search within the file named, when there is one, before the search of every document.
  const searches = results.filter((result) => result.name === "search_knowledge_base" && result.success);
  const search = searches.find((result) => Array.isArray(result.arguments["documentIds"])) ?? searches[0];
  // Nothing uploaded yet: there was nothing to search, which is what to say (with how to add some).
  // "how do I fix overfitting?" before any upload: no general answer instead either.
  if (search !== undefined && search.data["hasDocuments"] === false) return question.has(howToQuestion) ? paragraphs(p.noGeneralAnswers, p.noDocuments) : p.noDocuments;
  if (search !== undefined) return composeSearch(question, search);
  if (list === undefined) return "";
  const age = documentAgeAsked(question);
  return (age === null ? "" : composeDocumentAge(question, age, list)) || composeList(question, list);
};
