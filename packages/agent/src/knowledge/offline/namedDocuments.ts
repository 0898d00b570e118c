import { foldAccents, relatedWords, stopWords } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { text } from "../../journal/offline/compose/readData.js";
import { holdsGroup } from "./answeringLines.js";

const fold = (word: string) => foldAccents(word.toLowerCase());

/** A passage's document as its title and file name say it ("contrato-ginasio.md" as "contrato ginasio md"). */
const documentName = (passage: Readonly<Record<string, unknown>>): string => `${text(passage["title"])} ${text(passage["name"]).replace(/[-_.]/g, " ")}`;

/** A question of a document's own term: when it ends, starts or renews, or how to cancel it. */
const termAsked =
  /\b(?:cancel\w*|end|ends|ending|start|starts|begin|begins|terminat\w*|expir\w*|renew\w*|cancela\w*|rescind\w*|termin\w*|acaba\w*|comec\w*|inicia\w*|expira\w*|renova\w*|vence\w*)\b/;

/**
 * The passages of the documents the question names by their title or file name ("when does my lease end?" the lease,
 * "posso cancelar o ginásio?" the gym's contract), each question word with its translations counted once: only those
 * the most of its words name, so another document's start date or cancellation clause is not read out as the one asked
 * of. Every passage when no document's name holds a word of the question, or when what is asked is no term of its
 * own (the house rules' pets as well as the lease's).
 */
export const ofNamedDocuments = <T extends { readonly passage: Readonly<Record<string, unknown>> }>(question: Question, entries: ReadonlyArray<T>): ReadonlyArray<T> => {
  if (!question.has(termAsked)) return entries;
  const words = [...new Set(tokens(question.normalized).map((token) => fold(token.word)))].filter((word) => word.length >= 3 && !requestWords.has(word) && !stopWords.has(word));
  const groups = words.map((word) => ({ words: [word, ...relatedWords(word).map(fold)], weight: 1 }));
  const scores = entries.map((entry) => {
    const name = documentName(entry.passage);
    return groups.filter((group) => holdsGroup(name, group)).length;
  });
  const best = Math.max(0, ...scores);
  return best === 0 ? entries : entries.filter((_, index) => scores[index] === best);
};
