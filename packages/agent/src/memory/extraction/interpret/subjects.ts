import type { MemoryContext } from "@lifeos/core";
import { nameKey, normalizeText } from "@lifeos/core";
import { relationKindOf, relationWord } from "@lifeos/core";
import { familyWords, workWords } from "../lexicon/contextWords.js";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext, PersonRef, Subject } from "./ClauseContext.js";
import { findKnown, knownByRelation } from "./knownEntities.js";

/** Someone named in the message, with what the message or the known entities say about them. */
export const personNamed = (name: string, context: ClauseContext, genderHint: PersonRef["gender"] = null): PersonRef => {
  const stated = context.statedRelations.get(nameKey(name));
  const known = findKnown(name, context.known);
  const relation = stated?.kind ?? known?.relationshipToUser ?? null;
  return {
    name,
    label: name,
    relation,
    relationContext: stated?.context ?? (relation === null ? null : (relationKindOf(relation)?.context ?? null)),
    gender: stated?.gender ?? genderHint ?? known?.gender ?? null,
  };
};

/**
 * Whom a {who} slot means: a placeholder is that name; "minha filha" / "my
 * daughter" is the one person the message or the known entities give that
 * relationship (else the relation phrase itself, unnamed); "ela", "he" is
 * the clause's referent. Null when it cannot be told.
 */
export const resolveSubject = (slot: string | undefined, context: ClauseContext): Subject | null => {
  if (slot === undefined) return "user";
  const placeholder = /⟨(\d+)⟩/.exec(slot);
  if (placeholder !== null) {
    const span = context.names[Number(placeholder[1])];
    return span === undefined ? null : personNamed(span.name, context, span.gender);
  }
  const phrase = /^(?:(?:a|o)\s+)?(minha|meu|my)\s+(.+)$/iu.exec(slot.trim());
  if (phrase !== null) {
    const word = relationWord(phrase[2]!, context.language);
    if (word === undefined) return null;
    const kind = word.relation.kind;
    const stated = [...context.statedRelations.entries()].filter(([, relation]) => relation.kind === kind);
    const known = knownByRelation(kind, context.known);
    const name = stated.length === 1 ? (context.names.find((span) => nameKey(span.name) === stated[0]![0])?.name ?? known?.name ?? null) : (known?.name ?? null);
    const possessiveGender = /^minha$/iu.test(phrase[1]!) ? "female" : /^meu$/iu.test(phrase[1]!) ? "male" : null;
    const gender = word.gender ?? (context.language === "pt" ? possessiveGender : null) ?? known?.gender ?? null;
    return { name, label: name ?? slot.trim().toLowerCase(), relation: kind, relationContext: word.relation.context, gender };
  }
  if (/^(?:ela|ele|she|he)$/iu.test(slot.trim())) return context.referent;
  return null;
};

/** How a subject is written in a triple: "user", the name, or the relation phrase. */
export const subjectKey = (subject: Subject): string => (subject === "user" ? "user" : (subject.name ?? subject.label));

const hasWord = (text: string, words: ReadonlyArray<string>) => {
  const folded = ` ${normalizeText(text)} `;
  return words.some((word) => folded.includes(` ${normalizeText(word)} `));
};

/**
 * The context of a memory: family when it involves a relative (or family
 * words), work when a colleague or work words, else personal.
 */
export const contextOf = (subjects: ReadonlyArray<Subject | null>, text: string, context: ClauseContext): MemoryContext => {
  const contexts = subjects.flatMap((subject) => (subject === null || subject === "user" || subject.relationContext === null ? [] : [subject.relationContext]));
  if (contexts.includes("family") || hasWord(text, familyWords[context.language])) return "family";
  if (contexts.includes("work") || hasWord(text, workWords[context.language])) return "work";
  return "personal";
};

/** The article the person put before a name ("da Ana", "a Ana", "do Rui"), so it is kept as they said it; null when they put none. */
const articleBefore = (name: string, said: string): "a" | "o" | null => {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  const found = new RegExp(`(?<![\\p{L}])(?:d|n)?([ao])\\s+${escaped}(?![\\p{L}])`, "iu").exec(said);
  return found === null ? null : (found[1]!.toLowerCase() as "a" | "o");
};

/**
 * "da minha filha", "do meu filho", "de Bia": "de" joined to the article or possessive that opens whose it is ("o meu
 * filho"). A name takes the article the person gave it in `said` ("o passaporte da Ana" stays "da Ana", as Portugal says
 * it) and none when they gave none ("de Ana", as Brazil often says it): their own way is kept, not one country's.
 */
export const ofWhom = (whose: string, said = ""): string => {
  const owner = whose.replace(/^(?:a|o)\s+(?=(?:minha|meu)\s)/iu, "");
  if (/^minha\s/iu.test(owner)) return `da ${owner}`;
  if (/^meu\s/iu.test(owner)) return `do ${owner}`;
  const article = /^\p{Lu}/u.test(owner) ? articleBefore(owner, said) : null;
  return `d${article ?? "e"} ${owner}`;
};

/**
 * Whom a matched rule is about: its {who} or {name} slot, "my" and its {relation} slot, the clause's referent for a
 * pronoun rule, else the user. Null when it cannot be told.
 */
export const slotSubject = (match: RuleMatch, context: ClauseContext): Subject | null =>
  match.slots["who"] !== undefined ? resolveSubject(match.slots["who"], context)
  : match.slots["name"] !== undefined ? resolveSubject(match.slots["name"], context)
  : match.slots["relation"] !== undefined ? resolveSubject(`my ${match.slots["relation"]}`, context)
  : match.rule.id.includes(".pronoun") ? context.referent
  : "user";
