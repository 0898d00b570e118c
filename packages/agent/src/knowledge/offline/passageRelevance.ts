import { foldAccents } from "@lifeos/core";
import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import { tokens } from "../../models/offline/question/topicWords.js";
import { objects, text } from "../../journal/offline/compose/readData.js";
import type { WordGroup } from "./wordGroups.js";
import { holdsGroup, searchGroups } from "./wordGroups.js";
import { kindSaidIn, namesKind } from "./documentKindWords.js";

/** A passage's words with its heading, title and file name ("contrato-trabalho.md" as "contrato trabalho md"). */
const passageText = (passage: Readonly<Record<string, unknown>>): string =>
  `${text(passage["text"])} ${text(passage["heading"])} ${text(passage["title"])} ${text(passage["name"]).replace(/[-_.]/g, " ")}`;

/** Whether a passage, its heading, title or file name holds a word of what was searched, of its subject when it has one (any passage when nothing was). */
export const relevantPassage = (passage: Readonly<Record<string, unknown>>, groups: ReadonlyArray<WordGroup>): boolean => {
  const all = passageText(passage);
  // The words that only frame the question ("cost" of "how much did the vet cost?", the doctor of "what did the doctor
  // say about …?", weighing less) do not make a passage relevant when the question has a subject.
  const subject = groups.some((group) => group.weight >= 3) ? groups.filter((group) => group.weight >= 3) : groups;
  return groups.length === 0 || subject.some((group) => holdsGroup(all, group));
};

/**
 * The words of the question's subject that no passage found holds, nor its heading, title or file name (with their
 * related words, in either language), as the question wrote them: when they are at least half of the subject ("what is
 * the penalty for late rent?" finds the rent, but no penalty and nothing late), or one of them is the thing asked about
 * (`object`: the bike of "can I keep a bike in my parking space?", whose parking space is found), the passages found
 * only come closest, and the answer says so rather than quoting them as what the documents say of it. Empty otherwise.
 */
export const unmentioned = (query: string, groups: ReadonlyArray<WordGroup>, passages: ReadonlyArray<Readonly<Record<string, unknown>>>, object?: string): string[] => {
  const subject = groups.filter((group) => group.weight >= 3);
  const texts = passages.map(passageText);
  const missing = subject.filter((group) => !texts.some((all) => holdsGroup(all, group)));
  const asked = missing.filter((group) => object !== undefined && group.words.includes(object));
  const said = missing.length === 0 || missing.length * 2 < subject.length ? asked : missing;
  const written = tokens(query).map((token) => token.word);
  return said.map((group) => written.find((word) => foldAccents(word.toLowerCase()) === group.words[0]) ?? group.words[0]!);
};

/** Searches only, none holding a passage that shares a word with what was searched (a near meaning of the offline embedder): the journal may know better. */
export const foundNothing = (results: ReadonlyArray<ToolResultView>): boolean =>
  results.length > 0 &&
  results.every(
    (result) =>
      result.name === "search_knowledge_base" &&
      result.success &&
      !objects(result.data["passages"]).some((passage) => relevantPassage(passage, searchGroups(result.arguments))),
  );

/**
 * The words that say which document is meant (`qualifiers`) and name a kind of it (`namesKind`: "phone" of "when does
 * my phone contract end?", not the "prédio" of "o regulamento do prédio", which its text need not say) that no
 * passage found holds, nor its heading, title or file name, with their related words, nor in the words such a document
 * is written in (`kindSaidIn`): the document asked of is not among those found (the lease's term is no phone
 * contract's), and the answer says so rather than quoting the others as its.
 */
export const documentNotFound = (qualifiers: ReadonlyArray<string>, groups: ReadonlyArray<WordGroup>, passages: ReadonlyArray<Readonly<Record<string, unknown>>>): string[] => {
  const texts = passages.map(passageText);
  return qualifiers.filter(namesKind).filter((word) => {
    const group = groups.find((candidate) => candidate.words[0] === word) ?? { words: [word], weight: 1 };
    return !texts.some((all) => holdsGroup(all, group) || kindSaidIn(word, all));
  });
};
