import type { PlannedCall, ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";
import { documentSearchCall } from "../../knowledge/offline/documentSearchCall.js";
import type { FactRow } from "./factRow.js";

/** A planned call of one of memory's tools. */
export const call = (name: string, args: Record<string, unknown>): PlannedCall => ({ name, arguments: args });

/** A search of the documents for the question's words (or the subject asked of), read back by the documents' skill. */
export const documentSearch = (question: Question, subject: string): PlannedCall => {
  return { ...documentSearchCall(question, question.topicWords.length > 0 ? question.topicWords : [subject]), skill: "knowledge" };
};

/** The memories the chat put into the turn's system prompt (current facts only). */
export const rememberedRows = (question: Question): ReadonlyArray<FactRow> =>
  question.remembered.map((fact) => ({ content: fact.content, date: fact.date, type: fact.type, current: true }));

/** The question's words in the other language too, for the journal search of a last visit ("fisioterapeuta" finds "physio"). */
export const relatedOf = (question: Question): { related?: ReadonlyArray<ReadonlyArray<string>> } => (question.related.length > 0 ? { related: question.related } : {});

/** Everyone a "who is" question asks of, in order. */
export const namesAsked = (intent: { readonly name: string; readonly others?: ReadonlyArray<string> }): ReadonlyArray<string> => [intent.name, ...(intent.others ?? [])];

/** Whether a result was looked up for `name` (its person, or a search of its name). */
export const lookedUpFor = (result: ToolResultView, name: string): boolean => result.arguments["name"] === name || result.arguments["query"] === name;
