import { endingApart, foldAccents } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { requestWords, tokens } from "../../models/offline/question/topicWords.js";
import { text } from "../../journal/offline/compose/readData.js";
import { documentKind } from "./knowledgeQuestionWords.js";
import { searchWords, subjectWords } from "./searchWords.js";

/**
 * The one document whose file name or title holds the most of the question's search words or their translations, or
 * words that start as they do ("course" names course-notes-statistics.md, "curso" too through "course", "dental
 * treatment plan" plano-tratamento-dentario.md), or undefined when none or several tie.
 */
export const namedByWords = (question: Question, documents: ReadonlyArray<Readonly<Record<string, unknown>>>) => {
  const words = new Set(
    [...searchWords(question), ...subjectWords(question), ...tokens(question.normalized).map((token) => token.word)]
      .map((word) => foldAccents(word.toLowerCase()))
      .filter((word) => word.length >= 3 && !requestWords.has(word)),
  );
  // Each word with its translations, counted once however many of them the name holds.
  const groups = [...words].map((word) => [word, ...(question.related.find((list) => foldAccents(list[0]!.toLowerCase()) === word)?.slice(1) ?? []).map((other) => foldAccents(other.toLowerCase()))]);
  // A word of the name held by a question word, or the same word with another ending ("contracts" the "contract" of
  // gym-contract.pdf), never one that only starts like it ("sala" the "salario" of recibo-salario.pdf).
  const holds = (name: string, word: string) => name === word || endingApart(name, word);
  // A word that only names a kind of document ("contract" of "summarise my gym contract") counts half a word of its
  // subject ("gym"): with a gym's terms and a lease both named, the gym's is meant.
  const weight = (group: ReadonlyArray<string>) => (documentKind.test(group[0]!) ? 0.5 : 1);
  const scored = documents.map((document) => {
    const named = foldAccents(`${text(document["name"])} ${text(document["title"])}`.toLowerCase()).split(/[^a-z0-9]+/).filter((word) => word.length >= 3);
    return { document, score: groups.filter((group) => group.some((word) => named.some((name) => holds(name, word)))).reduce((sum, group) => sum + weight(group), 0) };
  });
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  return best > 0 && top.length === 1 ? top[0]!.document : undefined;
};
