import { Schema } from "effect";
import { Limits, RequiredString } from "../common/validation.js";
import { EntityType, Gender } from "./entity.js";
import { Importance, MemoryContext, MemoryType, Sentiment } from "./memory.js";
import { LanguageTag, TimePrecision } from "./memoryProvenance.js";
import { MemoryTriple } from "./memoryTriple.js";

/**
 * A request about memory itself, told to the assistant: "remember that …",
 * "don't remember this", "forget that", "esquece o que eu disse sobre o Rui".
 * `thisMessage`: the message carrying the command; `previous`: what the
 * person said just before; `matching`: the memories `query` finds.
 */
export const MemoryCommand = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("none") }),
  Schema.Struct({
    kind: Schema.Literal("remember"),
    target: Schema.Literals(["thisMessage", "previous"]),
    /** What to remember, as said after the command; null when it points at the previous message ("remember that"). */
    content: Schema.NullOr(Schema.String),
  }),
  Schema.Struct({
    kind: Schema.Literal("forget"),
    target: Schema.Literals(["thisMessage", "previous", "matching"]),
    /** What to forget, for `matching` ("my address", "o Rui"). */
    query: Schema.NullOr(Schema.String),
  }),
]);
export type MemoryCommand = typeof MemoryCommand.Type;

/** A memory an extractor found, ready to become a `NewMemory` (see `toNewMemory`). */
export const ExtractedMemory = Schema.Struct({
  /** Self-contained, in the person's words and language; relative dates made absolute. */
  content: RequiredString(Limits.memoryChars),
  /** One line. */
  summary: Schema.String,
  type: MemoryType,
  context: MemoryContext,
  importance: Importance,
  entities: Schema.Array(Schema.String),
  sentiment: Sentiment,
  language: LanguageTag,
  occurredAt: Schema.NullOr(Schema.Date),
  occurredPrecision: Schema.NullOr(TimePrecision),
  validFrom: Schema.NullOr(Schema.Date),
  triple: Schema.NullOr(MemoryTriple),
  /** Said as holding now, from `validFrom`, not as a past state (see `NewMemory.holdsNow`); absent reads as false. */
  holdsNow: Schema.optional(Schema.Boolean),
});
export type ExtractedMemory = typeof ExtractedMemory.Type;

/** A person, place, organisation, project or event a message names. */
export const ExtractedEntity = Schema.Struct({
  name: RequiredString(Limits.nameChars),
  type: EntityType,
  aliases: Schema.Array(Schema.String),
  gender: Schema.NullOr(Gender),
  /** What they are to the person ("daughter", "boss", "dentist"); null when the message does not say. */
  relationshipToUser: Schema.NullOr(Schema.String),
});
export type ExtractedEntity = typeof ExtractedEntity.Type;

/** A relationship between two named entities ("Ana" works at "Google"); the person is `userSubject`. */
export const ExtractedRelationship = Schema.Struct({
  from: Schema.String,
  kind: Schema.String,
  to: Schema.String,
});
export type ExtractedRelationship = typeof ExtractedRelationship.Type;

/**
 * Something someone has to do: a `need` of another person ("a Susana precisa
 * ir no oftalmologista") or a `task` of the person ("preciso fazer um
 * tratamento"). `memoryIndex` points into `Extraction.memories`.
 */
export const ExtractedTask = Schema.Struct({
  memoryIndex: Schema.Int,
  kind: Schema.Literals(["need", "task"]),
  /** `userSubject` or the entity name it is for. */
  owner: Schema.String,
  /** The action as said ("ir no oftalmologista", "renew my passport"). */
  action: Schema.String,
  /** The service topic it involves ("ophthalmologist"), when it is one of `serviceTopics`. */
  topic: Schema.NullOr(Schema.String),
  dueAt: Schema.NullOr(Schema.Date),
});
export type ExtractedTask = typeof ExtractedTask.Type;

/** A visit that happened (`past`) or an appointment ahead (`upcoming`). */
export const ExtractedAppointment = Schema.Struct({
  memoryIndex: Schema.Int,
  status: Schema.Literals(["past", "upcoming"]),
  /** The service topic key or the place as said ("dentist", "Lisboa"). */
  topic: Schema.String,
  at: Schema.NullOr(Schema.Date),
  precision: Schema.NullOr(TimePrecision),
  /** Who it is for: `userSubject` or an entity name. */
  subject: Schema.String,
  /** The professional or person it is with, when named ("Dr. Almeida"). */
  withWhom: Schema.NullOr(Schema.String),
});
export type ExtractedAppointment = typeof ExtractedAppointment.Type;

/** A person named without saying who they are, and not yet known: ask once ("Quem é a Susana?"). */
export const UnknownPerson = Schema.Struct({
  name: Schema.String,
  /** From the article or agreement the person used ("a Susana"); null when unmarked. */
  gender: Schema.NullOr(Gender),
});
export type UnknownPerson = typeof UnknownPerson.Type;

/** Why part of a message yielded nothing. */
export const IgnoredReason = Schema.Literals(["question", "hypothetical", "smallTalk", "instruction", "command", "noMatch"]);
export type IgnoredReason = typeof IgnoredReason.Type;

/** What one message teaches about the person. Arrays are empty, never missing. */
export const Extraction = Schema.Struct({
  language: LanguageTag,
  command: MemoryCommand,
  memories: Schema.Array(ExtractedMemory),
  entities: Schema.Array(ExtractedEntity),
  relationships: Schema.Array(ExtractedRelationship),
  tasks: Schema.Array(ExtractedTask),
  appointments: Schema.Array(ExtractedAppointment),
  unknownPeople: Schema.Array(UnknownPerson),
  /** The parts of the message that were deliberately not remembered, and why. */
  ignored: Schema.Array(Schema.Struct({ text: Schema.String, reason: IgnoredReason })),
});
export type Extraction = typeof Extraction.Type;

/** The extraction of a message that teaches nothing. */
export const emptyExtraction = (language: string, command: MemoryCommand = { kind: "none" }): Extraction => ({
  language,
  command,
  memories: [],
  entities: [],
  relationships: [],
  tasks: [],
  appointments: [],
  unknownPeople: [],
  ignored: [],
});
