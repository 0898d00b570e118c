import { listWords, paragraphs } from "../../../models/offline/answerText.js";
import type { ToolResultView } from "../../../models/offline/OfflineSkill.js";
import type { Question } from "../../../models/offline/question/Question.js";
import { composeCount } from "./composeCounts.js";
import { numberOrNull, text } from "./readData.js";

const phrases = {
  en: {
    found: (items: string) => `By kind: ${items}.`,
    item: (kind: string, count: number) => `“${kind}” in ${count === 1 ? "1 entry" : `${count} entries`}`,
    never: (kinds: string) => `Never mentioned: ${kinds}.`,
  },
  pt: {
    found: (items: string) => `Por tipo: ${items}.`,
    item: (kind: string, count: number) => `«${kind}» em ${count === 1 ? "1 entrada" : `${count} entradas`}`,
    never: (kinds: string) => `Nunca mencionado: ${kinds}.`,
  },
};

/** A word counted with each kind it covers after it ("drink", then "coffee", "wine"…): each kind's query is one of the word's related words. */
export const isKindsCount = (results: ReadonlyArray<ToolResultView>): boolean => {
  const [first, ...kinds] = results;
  if (first === undefined || kinds.length < 2 || results.some((result) => result.name !== "count_mentions" || !result.success)) return false;
  const related = (first.arguments["related"] as ReadonlyArray<ReadonlyArray<string>> | undefined)?.[0] ?? [];
  return kinds.every((kind) => related.includes(text(kind.arguments["query"])));
};

/** The word's count, then the kinds the journal holds, most first, and those it never mentions. */
export const composeKinds = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const p = phrases[question.language];
  const [first, ...kinds] = results;
  const counted = kinds.map((kind) => ({ kind: text(kind.arguments["query"]), count: numberOrNull(kind.data["mentions"]) ?? 0 }));
  const found = counted.filter((item) => item.count > 0).sort((a, b) => b.count - a.count);
  const never = counted.filter((item) => item.count === 0).map((item) => item.kind);
  return paragraphs(
    composeCount(question, first!),
    [found.length > 0 ? p.found(listWords(found.map((item) => p.item(item.kind, item.count)), question.language)) : "", never.length > 0 ? p.never(listWords(never, question.language)) : ""]
      .filter((line) => line !== "")
      .join(" "),
  );
};
