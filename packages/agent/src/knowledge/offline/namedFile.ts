import { foldAccents } from "@lifeos/core";
import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { objects, text } from "../../journal/offline/compose/readData.js";

/** A file name as written in a question: a name and an extension a document may have ("gym-contract.pdf", "notas_2024.md"). */
const fileNamePattern = /(?<![\p{L}\p{N}_.-])[\p{L}\p{N}_][\p{L}\p{N}_-]*(?:\.[\p{L}\p{N}_-]+)*\.(?:pdf|docx?|md|markdown|txt|text|html?)(?![\p{L}\p{N}_-])/iu;

/** The file name the question names, lower case, or null ("what does gym-contract.pdf say about cancelling?" → "gym-contract.pdf"). */
export const fileNameIn = (question: Question): string | null => fileNamePattern.exec(question.text)?.[0].toLowerCase() ?? null;

const fold = (word: string) => foldAccents(word.toLowerCase());

/** The folded words a file name is made of ("gym-contract.pdf" → gym, contract, gym-contract, pdf). */
const nameWords = (fileName: string): Set<string> => {
  const stem = fold(fileName).replace(/\.[a-z0-9]+$/, "");
  return new Set([stem, ...stem.split(/[^a-z0-9]+/), ...fold(fileName).split(/[^a-z0-9]+/)].filter((word) => word !== ""));
};

/** The words less those that only name the file: what is asked of it ("gym-contract cancelling" → "cancelling"). */
export const withoutFileName = (words: ReadonlyArray<string>, fileName: string): string[] => {
  const named = nameWords(fileName);
  return words.filter((word) => !named.has(fold(word)));
};

/** The listed document with that file name (case and accents aside), or undefined. */
export const documentNamed = (list: ToolResultView, fileName: string): Readonly<Record<string, unknown>> | undefined =>
  objects(list.data["documents"]).find((document) => fold(text(document["name"])) === fold(fileName));

/**
 * After the list and a search of every document for what a question asks of a file it names: the same search
 * within that file, when it is listed.
 */
export const searchWithinNamedFile = (question: Question, results: ReadonlyArray<ToolResultView>): ReadonlyArray<PlannedCall> => {
  const fileName = fileNameIn(question);
  const list = results.find((result) => result.name === "list_documents" && result.success);
  const search = results.find((result) => result.name === "search_knowledge_base" && result.success && result.arguments["documentIds"] === undefined);
  if (fileName === null || list === undefined || search === undefined) return [];
  const document = documentNamed(list, fileName);
  if (document === undefined) return [];
  return [{ name: "search_knowledge_base", arguments: { ...search.arguments, documentIds: [text(document["documentId"])] } }];
};
