import { foldAccents, relatedWords, stopWords } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { text } from "../../journal/offline/compose/readData.js";
import { holdsGroup } from "./wordGroups.js";
import { kindSaidIn } from "./documentKindWords.js";

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
 * of; a word only a document's text holds (its passages found) counts half ("my phone contract" of a "contrato-operadora.md"
 * for a "telemóvel"); the words such a document is written in count whole, as its name would ("tarifário", "cartão SIM"
 * say a phone's contract that never names the phone, see `kindSaidIn`). Every passage when no document's name holds a word of the question, or when what is asked is no term of its
 * own (the house rules' pets as well as the lease's).
 */
export const ofNamedDocuments = <T extends { readonly passage: Readonly<Record<string, unknown>> }>(question: Question, entries: ReadonlyArray<T>): ReadonlyArray<T> => {
  if (!question.has(termAsked)) return entries;
  const words = [...new Set(tokens(question.normalized).map((token) => fold(token.word)))].filter((word) => word.length >= 3 && !requestWords.has(word) && !stopWords.has(word));
  const groups = words.map((word) => ({ words: [word, ...relatedWords(word).map(fold)], weight: 1 }));
  // What each document says in any of its passages found, by its name, or its id when it has no name.
  const documentOf = (entry: T) => text(entry.passage["documentId"]) || documentName(entry.passage);
  const said = new Map<string, string>();
  for (const entry of entries) said.set(documentOf(entry), `${said.get(documentOf(entry)) ?? ""} ${text(entry.passage["text"])}`);
  // A word its name does not hold that its text does (the phone of "my phone contract" in a "contrato-operadora.md" whose
  // service is a "telemóvel") counts half: it tells apart two documents the same name fits ("contrato"), never the term
  // asked ("end"), which every contract's text holds.
  const kindGroups = groups.filter((group) => !termAsked.test(group.words[0]!));
  const scores = entries.map((entry) => {
    const name = documentName(entry.passage);
    const named = groups.filter((group) => holdsGroup(name, group));
    const body = fold(said.get(documentOf(entry)) ?? "");
    const kind = kindGroups.filter((group) => !named.includes(group) && kindSaidIn(group.words[0]!, body));
    if (named.length === 0 && kind.length === 0) return 0;
    return named.length + kind.length + kindGroups.filter((group) => !named.includes(group) && !kind.includes(group) && holdsGroup(body, group)).length / 2;
  });
  const best = Math.max(0, ...scores);
  return best === 0 ? entries : entries.filter((_, index) => scores[index] === best);
};
