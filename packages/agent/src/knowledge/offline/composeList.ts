import { bullets, paragraphs } from "../../models/offline/answerText.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { objects, text } from "../../journal/offline/compose/readData.js";
import { failureReason } from "./failureReasons.js";
import { knowledgePhrases } from "./knowledgePhrases.js";

/** The documents listed, with their status and pages. */
export const composeList = (question: Question, list: ToolResultView): string => {
  const p = knowledgePhrases[question.language];
  const documents = objects(list.data["documents"]);
  if (documents.length === 0) return p.noDocuments;
  const waiting = documents.filter((document) => text(document["status"]) !== "ready").length;
  const lines = documents.map((document) => {
    const pages = typeof document["pages"] === "number" ? `, ${document["pages"]} p.` : "";
    // A failed document with why, in the person's language (see `failureReason`).
    const reason = text(document["status"]) === "failed" ? failureReason(document, question.language) : "";
    return `${text(document["name"])} (${p.status(text(document["status"]))}${pages}${reason === "" ? "" : `: ${reason}`})`;
  });
  return paragraphs(p.documents(documents.length), bullets(lines), waiting > 0 ? p.notReady(waiting) : "");
};
