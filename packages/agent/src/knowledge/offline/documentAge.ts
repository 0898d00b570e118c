import { toLocalDate } from "@lifeos/core";
import { bullets, paragraphs } from "../../models/offline/answerText.js";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { objects, text } from "../../journal/offline/compose/readData.js";
import { knowledgePhrases } from "./knowledgePhrases.js";

const file = "(?:documents?|docs?|files?|pdfs?|uploads?)";
const ficheiro = "(?:documentos?|ficheiros?|arquivos?|pdfs?)";

/** Which document was added first or last ("which is my oldest document?", "qual foi o último documento que carreguei?"). */
const ageAsked: ReadonlyArray<readonly ["oldest" | "newest", RegExp]> = [
  ["oldest", new RegExp(`\\b(?:oldest|earliest|first) (?:\\w+ )?${file}\\b|\\b${file} (?:\\w+ ){0,3}(?:oldest|earliest|first)\\b|\\b${ficheiro} (?:\\w+ ){0,2}mais antig[oa]s?\\b|\\bprimeir[oa]s? ${ficheiro}\\b`)],
  ["newest", new RegExp(`\\b(?:newest|latest|most recent|last|recent) (?:\\w+ )?${file}\\b|\\b${file} (?:\\w+ ){0,3}(?:newest|latest|most recent|last)\\b|\\b${ficheiro} (?:\\w+ ){0,2}mais recentes?\\b|\\bultim[oa]s? ${ficheiro}\\b`)],
];

/**
 * Whether the question asks which document was added first or last, with no subject ("what's my latest document
 * about taxes?" is a search): "oldest", "newest" or null.
 */
export const documentAgeAsked = (question: Question): "oldest" | "newest" | null => {
  if (question.has(/\b(?:about|regarding|sobre|acerca)\b/)) return null;
  return ageAsked.find(([, pattern]) => question.has(pattern))?.[0] ?? null;
};

/** The document added first or last, as the list gives them in that order, and the two after (or before) it; "" when none is listed. */
export const composeDocumentAge = (question: Question, which: "oldest" | "newest", list: ToolResultView): string => {
  const [first, ...rest] = objects(list.data["documents"]).filter((document) => text(document["uploadedAt"]) !== "");
  if (first === undefined) return "";
  const p = knowledgePhrases[question.language];
  const day = (document: Readonly<Record<string, unknown>>) => toLocalDate(new Date(text(document["uploadedAt"])), question.timeZone);
  const others = rest.slice(0, 2).map((document) => `${text(document["name"])} (${day(document)})`);
  return paragraphs(p.added(which, text(first["name"]), day(first)), others.length > 0 ? `${p.addedNext(which)}\n${bullets(others)}` : "");
};
