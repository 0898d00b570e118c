import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { paragraphs } from "../../models/offline/answerText.js";
import { objects, text } from "../../journal/offline/compose/readData.js";
import { failureReason } from "./failureReasons.js";
import { knowledgePhrases } from "./knowledgePhrases.js";

/** Every document asked of at once: "summarise my documents", "summarise all my files", "resume os meus documentos", "resume cada documento". */
const everyDocumentAsked =
  /\b(?:(?:all|each|every)(?: of)? (?:my |the )?(?:documents?|files?|docs?)|my (?:documents|files|docs)|(?:tod[oa]s )?(?:os |as )?(?:meus|minhas) (?:documentos|ficheiros|arquivos)|(?:cada|todos os) (?:documento|ficheiro|arquivo)s?)\b/;

/** Most documents summarised in one answer; the rest are counted. */
const most = 5;

/** The summary of each document (in the list's order, newest first, at most five) when a summary of every document is asked. */
export const everyDocumentSummaries = (question: Question, list: ToolResultView): ReadonlyArray<PlannedCall> => {
  if (!question.has(everyDocumentAsked)) return [];
  const documents = objects(list.data["documents"]);
  if (documents.length < 2) return [];
  return documents.slice(0, most).map((document): PlannedCall => ({ name: "get_document_summary", arguments: { documentId: text(document["documentId"]) } }));
};

/** Each document's summary under its name, or why it has none; null when fewer than two were summarised. */
export const composeEverySummary = (question: Question, results: ReadonlyArray<ToolResultView>): string | null => {
  const summaries = results.filter((result) => result.name === "get_document_summary" && result.success);
  if (summaries.length < 2) return null;
  const p = knowledgePhrases[question.language];
  const listed = results.find((result) => result.name === "list_documents" && result.success);
  const total = listed === undefined ? summaries.length : objects(listed.data["documents"]).length;
  const each = summaries.map((summary) => {
    const name = text(summary.data["name"]);
    const body = text(summary.data["summary"]);
    const reason = text(summary.data["status"]) === "failed" ? failureReason(summary.data, question.language) : "";
    if (reason !== "") return p.unreadable(name, reason);
    return body === "" ? p.noSummary(name, p.status(text(summary.data["status"]))) : `${p.summaryOf(`**${name}**`)} ${body}`;
  });
  const rest = total - summaries.length;
  const more = rest <= 0 ? "" : question.language === "pt" ? `E mais ${rest} ${rest === 1 ? "documento" : "documentos"}: peça o resumo de um deles pelo nome.` : `And ${rest} more ${rest === 1 ? "document" : "documents"}: ask for one by name.`;
  return paragraphs(p.notModel, ...each, more);
};
