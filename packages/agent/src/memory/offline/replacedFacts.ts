import { relationKinds } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactAsk } from "./factAsk.js";
import type { FactRow } from "./factRow.js";
import { ended, fold, mentions } from "./factRow.js";
import { cite } from "./factSaidBack.js";

/** "No one is remembered as your boss now: you told me “Mark is no longer my boss” (date)." when every fact found says the relationship ended. */
export const endedAnswer = (question: Question, ask: FactAsk, facts: ReadonlyArray<FactRow>): string | null => {
  if (ask.relation === null || ask.attribute !== null || facts.length === 0 || !facts.every((fact) => ended.test(fold(fact.content)))) return null;
  const pt = question.language === "pt";
  const [latest] = facts;
  return pt
    ? `Não tenho ninguém guardado como ${ask.relation.pt} agora: contou-me ${cite(latest!)}. Se tiver outra pessoa nesse papel, diga-me e eu guardo.`
    : `I have no one remembered as ${ask.relation.en} now: you told me ${cite(latest!)}. If someone else is, tell me and I'll remember it.`;
};

/** Whether the question asks of a relation had one at a time ("who is my dentist?", "quem é a minha mãe?"). */
const heldByOne = (ask: FactAsk): boolean =>
  ask.attribute === null && relationKinds.some((kind) => kind.single === true && [...kind.en, ...kind.pt].some(([form]) => ask.words.includes(fold(form))));

/**
 * The facts with those replaced by a newer one marked as no longer holding: of a relation had one at a time, only the
 * newest current fact that says who it is holds ("actually my dentist is Dr. Costa" after "my dentist is Dr. Lopes").
 */
export const withoutReplaced = (facts: ReadonlyArray<FactRow>, ask: FactAsk): ReadonlyArray<FactRow> => {
  if (!heldByOne(ask)) return facts;
  const holders = facts
    .filter((fact) => fact.current && fact.type === "relationship" && !ended.test(fold(fact.content)) && ask.words.some((word) => mentions(fold(fact.content), word)))
    .sort((left, right) => (left.date < right.date ? 1 : left.date > right.date ? -1 : 0));
  const newest = holders[0];
  return newest === undefined ? facts : facts.map((fact) => (holders.includes(fact) && fact !== newest && fact.content !== newest.content ? { ...fact, current: false } : fact));
};
