import { topicKey } from "./lexicon/everydayWords.js";
import { relationKindOf } from "./lexicon/relations.js";

/**
 * The predicates memory triples use, language-neutral. Extractors (offline
 * rules and the model's schema) write these names; contradiction and
 * pattern logic read them.
 */
export const Predicates = {
  /** The name the person goes by ("my name is Sofia", "chamo-me Sofia", "call me Sofi"); the subject is the user. */
  name: "name",
  age: "age",
  livesIn: "lives_in",
  worksAt: "works_at",
  jobTitle: "job_title",
  relationshipStatus: "relationship_status",
  phone: "phone",
  email: "email",
  birthday: "birthday",
  /** Where someone was born ("I was born in Lisbon", "nasci no Porto"): a place, never a date (a birth date is `birthday` or `date:birth`). */
  bornIn: "born_in",
  /** Where someone comes from ("I'm from Coimbra", "sou de Braga"): a place, not said to be where they were born or live. */
  comesFrom: "comes_from",
  /** What someone is to the person ("daughter", "boss"); the subject is the entity. */
  relationshipToUser: "relationship_to_user",
  /** What someone is to someone else ("Ana is Tom's sister"); the subject is the entity, the object "<kind> of <other's name>". */
  relationshipToOther: "relationship_to_other",
  /** What the person calls someone ("I call her Sofi", "chamo-lhe Nini"); the subject is the entity, the object the nickname. */
  nickname: "nickname",
  /** A relationship that ended ("Mark is no longer my boss"); the subject is the entity, the object the former kind. */
  formerRelationship: "former_relationship_to_user",
  likes: "likes",
  dislikes: "dislikes",
  /** `prefers` alone, or `prefers:<topic>` ("prefers:meetings" → "morning"). */
  prefers: "prefers",
  /** A habit given up ("I stopped drinking coffee", "deixei de fumar"); the object is the habit. */
  quit: "quit",
  visited: "visited",
  /** Time spent with someone ("almocei com a Marta"); the object is the person. */
  metWith: "met_with",
  appointment: "appointment",
  needs: "needs",
  mustDo: "must_do",
  /** An allergy ("penicillin"); someone may have several. */
  allergicTo: "allergic_to",
  /** `date:<topic>` alone or with its topic: a date of someone's own ("my anniversary is on 14 June"); the object is MM-DD, or YYYY-MM-DD when a year was said. */
  date: "date",
  /** A medicine someone takes ("metformin", "ibuprofeno"); someone may take several. */
  takesMedication: "takes_medication",
  /** A health condition someone lives with ("asthma", "diabetes", "enxaquecas"); someone may have several. */
  hasCondition: "has_condition",
  /** How someone eats ("vegetarian", "vegano", "lactose intolerant"). */
  diet: "diet",
  /** Something the person means to achieve ("my goal is to run a marathon"); the object is the goal. */
  goal: "goal",
  /** Something of one's own, a car, a bike, a house ("I have a car, a blue Golf", "tenho uma mota"); the object is the thing as said. */
  owns: "owns",
  /** Relatives of the person's told with no name ("I have two kids", "tenho uma irmã"); the object is the relationship kind ("child", "sister"). */
  hasRelatives: "has_relatives",
  /** Something the person is learning ("I'm learning Spanish", "estou a aprender piano"); the object is what. */
  learning: "learning",
} as const;
export type Predicate = (typeof Predicates)[keyof typeof Predicates];

/** Predicates a subject has one value of at a time: a different value replaces the old one. */
const singleValued: ReadonlySet<string> = new Set([
  Predicates.name,
  Predicates.age,
  Predicates.livesIn,
  Predicates.worksAt,
  Predicates.jobTitle,
  Predicates.relationshipStatus,
  Predicates.phone,
  Predicates.email,
  Predicates.birthday,
  Predicates.bornIn,
]);

/** Pairs that cannot both hold for the same subject and object. */
const opposites: ReadonlyMap<string, string> = new Map([
  [Predicates.likes, Predicates.dislikes],
  [Predicates.dislikes, Predicates.likes],
  [Predicates.relationshipToUser, Predicates.formerRelationship],
  [Predicates.formerRelationship, Predicates.relationshipToUser],
]);

/** The predicate for a preference about one topic: `prefers:<topic>`. */
export const preferencePredicate = (topic: string): string => `${Predicates.prefers}:${topic}`;

/**
 * The predicate in the one form stored predicates compare by: a `prefers:<topic>` with its topic as `topicKey` says
 * (the same key in either language: "prefers:reuniões", "prefers:Meetings" and "prefers:meeting" are one), any other
 * as it is. Whoever wrote it (the offline rules, a model, a row kept before topics were keyed), one key.
 */
export const canonicalPredicate = (predicate: string): string => {
  const prefix = `${Predicates.prefers}:`;
  if (!predicate.startsWith(prefix)) return predicate;
  const key = topicKey(predicate.slice(prefix.length));
  return key === "" ? Predicates.prefers : preferencePredicate(key);
};

/** The predicate for a date of one topic: `date:<topic>` ("date:anniversary"). */
export const datePredicate = (topic: string): string => `${Predicates.date}:${topic}`;

/**
 * True when a subject holds one value of `predicate` at a time: the
 * attributes in `singleValued`, every `prefers:<topic>` and every `date:<topic>`.
 */
export const isSingleValued = (predicate: string): boolean =>
  singleValued.has(predicate) || predicate.startsWith(`${Predicates.prefers}:`) || predicate.startsWith(`${Predicates.date}:`);

/**
 * The relationship kind a `relationship_to_user` object names when it is one had one at a time (`RelationKind.single`: a
 * dentist, a family doctor, a boss, a landlord, a partner), in either language and with the possessive said ("dentista",
 * "my dentist", "a minha chefe" → "dentist", "boss"); undefined for one had several of (a friend, a brother) or a word
 * not known.
 */
export const heldByOneKind = (object: string): string | undefined => {
  const word = object.trim().toLowerCase().replace(/\s+/g, " ").replace(/^(?:(?:my|the|o|a|meu|minha)\s+)+/u, "");
  const relation = relationKindOf(word);
  return relation?.single === true ? relation.kind : undefined;
};

/** The predicate that contradicts `predicate` for the same object, if any ("likes" ↔ "dislikes", "boss" ↔ "no longer boss"). */
export const oppositeOf = (predicate: string): string | undefined => opposites.get(predicate);

/** Predicates of things that happen on a date (visits, appointments): what patterns and nudges read. */
export const isOccurrence = (predicate: string): boolean => predicate === Predicates.visited || predicate === Predicates.appointment;
