import { relationKinds } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import type { FactAsk } from "./factAsk.js";
import { relationAsked } from "./factAsk.js";
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

/** A name as facts give it, a title before it kept ("Dr. Lopes", "Sra. Pires", "Maria"). */
const holderPattern = /(?:(?:Dr|Dra|Mr|Mrs|Ms|Prof|Sr|Sra)\.?\s+)?\p{Lu}[\p{L}'-]*(?:\s+(?:da|de|do|dos|das)?\s*\p{Lu}[\p{L}'-]*)*/gu;
/** Words a fact opens with that are no name: "My dentist is…", "O Sr. Silva…", "Actually…". */
const notHolder = /^(?:(?:my|the|o|a|os|as|meu|minha|actually|afinal|now|agora|i|eu)(?:\s+|$))+/iu;

/** Who a fact says holds the relationship ("Dr. Lopes" in "My dentist is Dr. Lopes"), with the Portuguese article said or implied before them. */
const holderIn = (content: string, femaleRelation: boolean): { readonly name: string; readonly article: "o" | "a" | null } | null => {
  const opening = notHolder.exec(content)?.[0] ?? "";
  for (const match of content.slice(opening.length).matchAll(holderPattern)) {
    const name = match[0].trim();
    if (notHolder.test(name)) continue;
    const before = `${content.slice(0, opening.length + match.index)}`;
    const said = /(?:^|\s)(o|a)\s+$/iu.exec(before)?.[1]?.toLowerCase();
    const titled = /^(?:Dra|Sra)\b/u.test(name) ? "a" : /^(?:Dr|Sr)\b/u.test(name) ? "o" : null;
    return { name, article: said === "o" || said === "a" ? said : (titled ?? (femaleRelation ? "a" : "o")) };
  }
  return null;
};

/**
 * The newer of two facts naming a holder first: the later told, and of a day, one still holding before one a newer fact
 * replaced ("Dr. Lopes is my dentist", closed by "actually my dentist is Dr. Costa" told the same day).
 */
const newestHolderFirst = (left: { readonly fact: FactRow }, right: { readonly fact: FactRow }): number =>
  left.fact.date < right.fact.date ? 1 : left.fact.date > right.fact.date ? -1 : Number(right.fact.current) - Number(left.fact.current);

/**
 * "Who was my dentist before?", "quem era o meu dentista antes?": of a relation had one at a time, the one who held it
 * before the newest ("Before Dr. Costa, your dentist was Dr. Lopes"), from the facts that name each, current or
 * replaced. Null when the question does not ask of the past, or fewer than two people are remembered in it.
 */
export const formerHolderAnswer = (question: Question, ask: FactAsk, facts: ReadonlyArray<FactRow>): string | null => {
  const asked = ask.past && heldByOne(ask) ? relationAsked(question) : null;
  if (asked === null) return null;
  const female = asked.pt.startsWith("a ");
  const forms = [...asked.relation.en, ...asked.relation.pt].map(([form]) => fold(form));
  const holders = facts
    .filter((fact) => !ended.test(fold(fact.content)) && forms.some((form) => new RegExp(`(?:my|meu|minha)\\s+${form}\\b`, "u").test(fold(fact.content))))
    .map((fact) => ({ fact, holder: holderIn(fact.content, female) }))
    .filter((told): told is { fact: FactRow; holder: NonNullable<ReturnType<typeof holderIn>> } => told.holder !== null)
    .sort(newestHolderFirst);
  const [newest] = holders;
  const earlier = holders.find((told) => fold(told.holder.name) !== fold(newest?.holder.name ?? ""));
  if (newest === undefined || earlier === undefined) return null;
  if (question.language !== "pt") return `Before ${newest.holder.name}, ${asked.en} was ${earlier.holder.name}: you told me ${cite(earlier.fact)}.`;
  const of = newest.holder.article === "a" ? "da" : "do";
  return `Antes ${of} ${newest.holder.name}, ${asked.pt} era ${earlier.holder.article} ${earlier.holder.name}: contou-me ${cite(earlier.fact)}.`;
};
