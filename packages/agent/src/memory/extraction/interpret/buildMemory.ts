import type { ExtractedMemory, MemoryTriple, MemoryType } from "@lifeos/core";
import { nameKey } from "@lifeos/core";
import type { DateMention } from "../dates/findDates.js";
import { relationKindOf, relationPhrase } from "@lifeos/core";
import type { ClauseContext, PersonRef, Subject } from "./ClauseContext.js";
import type { ExtractionDraft } from "./ExtractionDraft.js";
import { contentOf, summaryOf } from "./clauseText.js";
import { contextOf } from "./subjects.js";

export interface MemoryFields {
  readonly type: MemoryType;
  /** What it states, when the rule knows (null for a free note the person asked to keep). */
  readonly triple: MemoryTriple | null;
  /** The people it is about, for its context and entity names. */
  readonly subjects: ReadonlyArray<Subject | null>;
  readonly importance: number;
  readonly sentiment?: number;
  /** When it happened (events, appointments). */
  readonly occurred?: DateMention | null;
  /** Since when it is true (facts). */
  readonly validFrom?: Date | null;
  /**
   * It holds now, from the `validFrom` the words gave ("I started at Farfetch today", "mudei-me para Lisboa em outubro"),
   * not a past state: what it contradicts ends, however late that began (see core's `planValidity`).
   */
  readonly holdsNow?: boolean;
  /** Names besides the subjects' (places, organisations, the professional seen). */
  readonly otherEntities?: ReadonlyArray<string>;
}

/** A clause that opens with a pronoun for someone ("she lives in Porto", "ela mora no Porto"). */
const openingPronoun = /^(?:he|she|they|ele|ela|eles|elas)(?=\s)/iu;

/** A relative never named, as the subject of a fact: "my mother", "a minha mãe". */
const unnamedRelative = /^(?:my|our|(?:(?:a|o|as|os)\s+)?(?:minha|meu|minhas|meus|nossa|nosso))\s/iu;

/**
 * The clause's text with its opening pronoun said as the person it stands for ("She lives in Porto" → "Ana lives in
 * Porto", "my mother is 67 and works as a nurse" → "My mother works as a nurse", never "He works"): a memory is read on
 * its own, long after the message that said who "she" was.
 */
const withSubjectNamed = (text: string, triple: MemoryTriple | null): string => {
  if (triple === null || triple.subject === "user") return text;
  if (/^\p{Lu}/u.test(triple.subject)) return text.replace(openingPronoun, triple.subject);
  if (unnamedRelative.test(triple.subject)) return text.replace(openingPronoun, `${triple.subject.charAt(0).toUpperCase()}${triple.subject.slice(1)}`);
  return text;
};

/** A memory of the clause: its content and summary, language, context, and importance (at least 8 when asked to remember). */
export const buildMemory = (context: ClauseContext, fields: MemoryFields): ExtractedMemory => {
  const names = [
    ...fields.subjects.flatMap((subject) => (subject === null || subject === "user" || subject.name === null ? [] : [subject.name])),
    ...(fields.otherEntities ?? []),
  ];
  // The words name the date the memory keeps: a weekday or a day of the month turned to the past or the future (see `orientDate`).
  const first = context.dates[0];
  const occurred = fields.occurred ?? null;
  const dated = first !== undefined && occurred !== null && occurred.index === first.index ? { ...context, dates: [occurred, ...context.dates.slice(1)] } : context;
  return {
    content: withSubjectNamed(contentOf(dated), fields.triple),
    summary: withSubjectNamed(summaryOf(dated), fields.triple),
    type: fields.type,
    context: contextOf(fields.subjects, context.clause, context),
    importance: context.explicit ? Math.max(8, fields.importance) : fields.importance,
    entities: [...new Map(names.map((name) => [nameKey(name), name])).values()],
    sentiment: fields.sentiment ?? 0,
    language: context.language,
    occurredAt: fields.occurred?.at ?? null,
    occurredPrecision: fields.occurred?.precision ?? null,
    validFrom: fields.validFrom ?? null,
    triple: fields.triple,
    ...(fields.holdsNow === true ? { holdsNow: true } : {}),
  };
};

/** Relationships whose natural alias is the role itself: "Dr. Almeida" is also "o dentista", "my dentist". */
const roleKinds = new Set(["dentist", "doctor", "therapist", "lawyer", "accountant", "pediatrician", "teacher", "boss", "landlord"]);

/** The aliases a relationship gives someone: "my dentist" and "the dentist" for Dr. Almeida; none for relatives. */
export const roleAliases = (kind: string, language: ClauseContext["language"], gender: PersonRef["gender"], said?: string): ReadonlyArray<string> => {
  const relation = relationKindOf(kind);
  if (!roleKinds.has(kind) || relation === undefined) return [];
  const word = said ?? relation[language][0]![0];
  const article = language === "en" ? "the" : gender === "female" ? "a" : "o";
  return [relationPhrase(kind, language, gender, said), `${article} ${word}`];
};

/** Adds a named person to the draft, with the relationship and gender the message states. */
export const addPerson = (draft: ExtractionDraft, person: PersonRef, context: ClauseContext): void => {
  if (person.name === null) return;
  const stated = context.statedRelations.get(nameKey(person.name));
  const kind = stated?.kind ?? null;
  const aliases = kind === null ? [] : roleAliases(kind, context.language, person.gender, stated?.word);
  draft.addEntity({ name: person.name, type: "person", aliases: [...aliases], gender: person.gender, relationshipToUser: kind });
};
