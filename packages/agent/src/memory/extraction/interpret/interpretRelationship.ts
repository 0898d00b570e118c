import { escapeRegExp, nameKey, Predicates } from "@lifeos/core";
import { relationKindOf, relationPhrase, relationWord } from "@lifeos/core";
import type { RuleMatch } from "../rules/matchClause.js";
import type { ClauseContext, PersonRef } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { buildMemory, roleAliases } from "./buildMemory.js";
import { restoreNames } from "./clauseText.js";
import { isPlaceAfterRelation } from "../people/placeName.js";
import type { NameAfterRelation } from "../people/placeName.js";
import { findKnown, knownByRelation } from "./knownEntities.js";
import { personNamed, resolveSubject } from "./subjects.js";

/**
 * "a friend", "uma amiga": a relationship said without "my", as it was said, when where they are known from follows it
 * ("Tom is a friend from work", "a Rita é uma amiga do trabalho"); a Portuguese word of no gender stays bare ("colega").
 */
const indefinite = (phrase: string, language: "en" | "pt", genderless: boolean): string => {
  const word = phrase.replace(/^(?:my|minha|meu)\s+/u, "");
  if (language === "en") return `${/^[aeiou]/iu.test(word) ? "an" : "a"} ${word}`;
  return genderless ? word : `${phrase.startsWith("minha ") ? "uma" : "um"} ${word}`;
};

/**
 * Records that someone is something to the person: the entity (person, with
 * the relationship and the gender the word marks), the relationship to the
 * person, and a relationship memory ("Susana é minha filha"). Used for
 * statements, relationships said in passing and answers to "who is …?".
 * Told without "my" in a word of no gender ("Ana é colega de trabalho"), of
 * someone whose gender is not known, it is kept without one too: "meu" or
 * "minha" would guess. Where they are known from (`known`: "from work", "do
 * trabalho") is kept after the relationship: "Tom is a friend from work"; how
 * close or old it is (`fond`: "old", "grande") before it: "Tom is an old friend".
 */
export const recordRelationship = (
  person: PersonRef & { readonly name: string },
  kind: string,
  context: ClauseContext,
  draft: ExtractionDraft,
  said?: string,
  unowned = false,
  known?: string,
  fond?: string,
): void => {
  const genderless = unowned && context.language === "pt" && person.gender === null && said !== undefined;
  const plain = genderless ? said : relationPhrase(kind, context.language, person.gender, said);
  // "an old friend", "a minha melhor amiga": how close they are is said after the possessive, unless the word says it already.
  const close = fond?.trim().toLowerCase();
  const owned = close === undefined || new RegExp(`(?<![\\p{L}])${escapeRegExp(close)}(?![\\p{L}])`, "iu").test(plain) ? plain : /^(?:my|minha|meu)\s/u.test(plain) ? plain.replace(/^(my|minha|meu)\s+/u, `$1 ${close} `) : `${close} ${plain}`;
  const described = known !== undefined || owned !== plain;
  const phrase = !described ? owned : `${unowned ? indefinite(owned, context.language, genderless) : owned}${known === undefined ? "" : ` ${known.trim()}`}`;
  const sentence = context.language === "pt" ? `${person.name} é ${phrase}` : `${person.name} is ${phrase}`;
  const memory = buildMemory(
    { ...context, clause: sentence, masked: sentence, names: [], dates: [] },
    {
      type: "relationship",
      triple: { subject: person.name, predicate: Predicates.relationshipToUser, object: kind },
      subjects: [person],
      importance: 8,
    },
  );
  // A pet is known by its name as a person is, but is no person: "who is Pickles?" answers "your dog".
  const type = relationKindOf(kind)?.animal === true ? "other" : "person";
  draft.addEntity({ name: person.name, type, aliases: [...roleAliases(kind, context.language, person.gender, said)], gender: person.gender, relationshipToUser: kind });
  draft.addRelationship({ from: person.name, kind, to: "user" });
  draft.addMemory(memory);
};

/**
 * Records that a relationship ended ("Mark is no longer my boss", "já não
 * trabalho com a Ana"): a relationship memory with the former kind, which
 * closes the one that said it held, and the person without a relationship
 * to ask about. Working with someone who was not known ends "colleague", or
 * the work relationship they had.
 */
const recordEnded = (match: RuleMatch, subject: PersonRef & { readonly name: string }, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const said = match.slots["relation"];
  const word = said === undefined ? undefined : relationWord(said, context.language);
  const knownKind = subject.relation !== null && relationKindOf(subject.relation)?.context === "work" ? subject.relation : null;
  const kind = word?.relation.kind ?? knownKind ?? "colleague";
  const gender = word?.gender ?? subject.gender;
  const phrase = relationPhrase(kind, context.language, gender, word?.word);
  // Without a relationship word ("I don't work with Ana anymore") the words are kept as said: which relationship ended depends on what was known.
  const sentence = said === undefined ? null : context.language === "pt" ? `${subject.name} já não é ${phrase}` : `${subject.name} is no longer ${phrase}`;
  const memory = buildMemory(
    sentence === null ? context : { ...context, clause: sentence, masked: sentence, names: [], dates: [] },
    { type: "relationship", triple: { subject: subject.name, predicate: Predicates.formerRelationship, object: kind }, subjects: [{ ...subject, relation: kind, relationContext: relationKindOf(kind)?.context ?? null }], importance: 7 },
  );
  draft.addEntity({ name: subject.name, type: "person", aliases: [], gender, relationshipToUser: null });
  draft.addMemory(memory);
  return true;
};

/** "Tom's sister" / "irmã do João": the relation word of one person to another, in the clause's language. */
const relationToOther = (kind: string, language: "en" | "pt", gender: PersonRef["gender"], said: string | undefined, other: PersonRef & { readonly name: string }): string => {
  const word = relationPhrase(kind, language, gender, said).replace(/^(?:my|minha|meu)\s+/u, "");
  if (language === "en") return `${other.name}'s ${word}`;
  return `${word} ${other.gender === "female" ? "da" : other.gender === "male" ? "do" : "de"} ${other.name}`;
};

/**
 * Records that someone is something to someone else ("Ana is Tom's sister",
 * "a Marta é irmã do João"): both people, the relationship between them, and
 * a relationship memory naming both, so either one's name finds it.
 */
const recordBetween = (
  person: PersonRef & { readonly name: string },
  other: PersonRef & { readonly name: string },
  word: { readonly relation: { readonly kind: string }; readonly word: string; readonly gender: PersonRef["gender"] },
  context: ClauseContext,
  draft: ExtractionDraft,
  otherNamed = true,
): boolean => {
  const kind = word.relation.kind;
  const gender = word.gender ?? person.gender;
  const phrase = relationToOther(kind, context.language, gender, word.word, other);
  const sentence = context.language === "pt" ? `${person.name} é ${phrase}` : `${person.name} is ${phrase}`;
  const memory = buildMemory(
    { ...context, clause: sentence, masked: sentence, names: [], dates: [] },
    {
      type: "relationship",
      triple: { subject: person.name, predicate: Predicates.relationshipToOther, object: `${kind} of ${other.name}` },
      // Neither is anything to the person by this: the relationship is between the two.
      subjects: [{ ...person, relation: kind, relationContext: relationKindOf(kind)?.context ?? null }, { ...other, relation: null, relationContext: null }],
      importance: 7,
    },
  );
  draft.addEntity({ name: person.name, type: "person", aliases: [], gender, relationshipToUser: null });
  // A relative said only by relation ("my son") is no one to add by name.
  if (otherNamed) {
    draft.addEntity({ name: other.name, type: "person", aliases: [], gender: other.gender, relationshipToUser: null });
    draft.addRelationship({ from: person.name, kind: `${kind} of`, to: other.name });
  }
  draft.addMemory(memory);
  return true;
};

/** Words that say a role changed hands: "my new boss", "is … now", "o meu novo chefe", "agora é". */
const changeWords = {
  en: /(?<![\p{L}])(?:now|new|current|these days|from now on)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:agora|nova|novo|atual|atualmente|neste momento|hoje em dia|passou a ser)(?![\p{L}])/iu,
} as const;

/** How a name follows a relationship in the clause ("uma amiga de ⟨Braga⟩"), to tell a town from a person (see `isPlaceAfterRelation`). */
const nameAfter = (name: string, preposition: string, said: string, peer: boolean, context: ClauseContext): NameAfterRelation => ({
  preposition,
  indefinite: new RegExp(`(?<![\\p{L}])(?:uma|um)\\s+(?:\\p{L}+\\s+)?${escapeRegExp(said).replace(/\s+/g, "\\s+")}(?![\\p{L}])`, "iu").test(context.masked),
  peer,
  knownPerson:
    findKnown(name, context.known) !== undefined ||
    context.statedRelations.has(nameKey(name)) ||
    context.names.some((span) => span.hasTitle && nameKey(span.name) === nameKey(name)),
});

/** "Susana é minha filha", "he's my boss", or — answering "who is …?" — "é minha filha"; also one that ended ("Mark is no longer my boss"). */
export const interpretRelationship = (match: RuleMatch, context: ClauseContext, draft: ExtractionDraft): boolean => {
  const said = match.slots["relation"] ?? match.slots["peer"] ?? "";
  const word = relationWord(said, context.language);
  const slot = match.slots["name"] ?? match.slots["who"];
  // "He's no longer my boss" with no one named before: the one person known to be the boss.
  const holder = match.rule.ended === true && context.referent === null && word !== undefined ? knownByRelation(word.relation.kind, context.known) : undefined;
  const subject = slot !== undefined ? resolveSubject(slot, context) : (context.referent ?? (holder === undefined ? null : personNamed(holder.name, context, holder.gender)));
  if (match.rule.ended === true) return subject === null || subject === "user" || subject.name === null ? false : recordEnded(match, { ...subject, name: subject.name }, context, draft);
  if (word === undefined || subject === null || subject === "user" || subject.name === null) return false;
  const of = match.slots["of"] === undefined ? null : resolveSubject(match.slots["of"], context);
  // "a Ana é uma amiga de Lisboa": a place after the relationship is where she is known from, as "a friend from Lisbon" is.
  const from = of === null || of === "user" || of.name === null ? null : (new RegExp(`(?<![\\p{L}])(d[oa]s?|de)\\s+${escapeRegExp(of.name)}(?![\\p{L}])`, "iu").exec(context.clause)?.[1]?.toLowerCase() ?? "de");
  if (of !== null && of !== "user" && of.name !== null && from !== null && context.language === "pt" && isPlaceAfterRelation(of.name, nameAfter(of.name, from, said, word.relation.peer === true, context))) {
    const possessive = /(?<![\p{L}])(?:minha|meu)(?![\p{L}])/iu.test(context.clause);
    const person = { ...subject, name: subject.name, relation: word.relation.kind, relationContext: word.relation.context, gender: word.gender ?? subject.gender };
    recordRelationship(person, word.relation.kind, context, draft, word.word, !possessive, `${from} ${of.name}`, match.slots["fond"]);
    // The place is no one to ask about ("do Porto" marks no man).
    draft.addEntity({ name: of.name, type: "place", aliases: [], gender: null, relationshipToUser: null });
    return true;
  }
  if (of !== null) return of === "user" || of.name === null ? false : recordBetween({ ...subject, name: subject.name }, { ...of, name: of.name }, word, context, draft);
  // "My son's pediatrician is Dr. Costa": the relative is said by relation ("my son") when no name is known for them.
  const kin = match.slots["ofKin"] === undefined ? null : resolveSubject(match.slots["ofKin"], context);
  if (kin !== null) return kin === "user" ? false : recordBetween({ ...subject, name: subject.name }, { ...kin, name: kin.name ?? kin.label }, word, context, draft, kin.name !== null);
  // "minha colega", or — said without "my" — "uma colega".
  const article = match.slots["peer"] === undefined ? undefined : new RegExp(`(?<![\\p{L}])(uma|um)\\s+(?:\\p{L}+\\s+)?${escapeRegExp(said).replace(/\s+/g, "\\s+")}(?![\\p{L}])`, "iu").exec(context.masked)?.[1]?.toLowerCase();
  const possessive = /\b(minha)\b/iu.test(context.masked) || article === "uma" ? "female" : /\b(meu)\b/iu.test(context.masked) || article === "um" ? "male" : null;
  const gender = word.gender ?? (context.language === "pt" ? possessive : null) ?? subject.gender;
  const person = { ...subject, name: subject.name, relation: word.relation.kind, relationContext: word.relation.context, gender };
  recordRelationship(person, word.relation.kind, context, draft, word.word, match.slots["peer"] !== undefined, match.slots["known"] === undefined ? undefined : restoreNames(match.slots["known"], context.names), match.slots["fond"]);
  // "My boss is Rita now", "o meu chefe agora é o Paulo": the one known before in that role no longer is.
  const before = changeWords[context.language].test(context.clause) ? knownByRelation(word.relation.kind, context.known) : undefined;
  if (before !== undefined && nameKey(before.name) !== nameKey(subject.name)) {
    const former = { name: before.name, label: before.name, relation: word.relation.kind, relationContext: word.relation.context, gender: before.gender };
    recordEnded({ ...match, slots: { ...match.slots, relation: word.word } }, former, context, draft);
  }
  return true;
};
