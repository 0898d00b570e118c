import { Schema } from "effect";

const Text = Schema.String;
const Instant = Schema.NullOr(Schema.DateFromString);
const memoryTypes = ["fact", "preference", "event", "relationship", "appointment", "task"] as const;
const contexts = ["work", "personal", "family"] as const;
const precisions = ["minute", "day", "week", "month", "year"] as const;
const entityTypes = ["person", "place", "organization", "project", "event"] as const;
const genders = ["female", "male"] as const;

/** What the model must answer for one message, validated before anything is used. Dates are ISO 8601 with an offset. */
export const ModelExtraction = Schema.Struct({
  language: Text,
  memories: Schema.Array(
    Schema.Struct({
      content: Text,
      summary: Text,
      type: Schema.Literals(memoryTypes),
      context: Schema.Literals(contexts),
      importance: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10 })),
      entities: Schema.Array(Text),
      sentiment: Schema.Finite.check(Schema.isBetween({ minimum: -1, maximum: 1 })),
      occurredAt: Instant,
      occurredPrecision: Schema.NullOr(Schema.Literals(precisions)),
      validFrom: Instant,
      /** Said as holding now from `validFrom`, not as a past state; a looser model may leave it out or null, read as false. */
      holdsNow: Schema.optional(Schema.NullOr(Schema.Boolean)),
      subject: Schema.NullOr(Text),
      predicate: Schema.NullOr(Text),
      object: Schema.NullOr(Text),
    }),
  ),
  entities: Schema.Array(
    Schema.Struct({
      name: Text,
      type: Schema.Literals(entityTypes),
      aliases: Schema.Array(Text),
      gender: Schema.NullOr(Schema.Literals(genders)),
      relationshipToUser: Schema.NullOr(Text),
    }),
  ),
  relationships: Schema.Array(Schema.Struct({ from: Text, kind: Text, to: Text })),
  tasks: Schema.Array(
    Schema.Struct({
      memoryIndex: Schema.Int,
      kind: Schema.Literals(["need", "task"]),
      owner: Text,
      action: Text,
      topic: Schema.NullOr(Text),
      dueAt: Instant,
    }),
  ),
  appointments: Schema.Array(
    Schema.Struct({
      memoryIndex: Schema.Int,
      status: Schema.Literals(["past", "upcoming"]),
      topic: Text,
      at: Instant,
      precision: Schema.NullOr(Schema.Literals(precisions)),
      subject: Text,
      withWhom: Schema.NullOr(Text),
    }),
  ),
  unknownPeople: Schema.Array(Schema.Struct({ name: Text, gender: Schema.NullOr(Schema.Literals(genders)) })),
});
export type ModelExtraction = typeof ModelExtraction.Type;

const string = { type: "string" };
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: "null" }] });
const enumOf = (values: ReadonlyArray<string>) => ({ type: "string", enum: [...values] });
const object = (properties: Record<string, unknown>) => ({ type: "object", additionalProperties: false, required: Object.keys(properties), properties });
const array = (items: Record<string, unknown>) => ({ type: "array", items });
const instant = nullable({ type: "string", description: "ISO 8601 with offset, e.g. 2025-03-18T14:00:00+00:00" });

/** The same shape as strict JSON Schema for `responseFormat` (every property required; absent values are null). */
export const modelExtractionJsonSchema: Readonly<Record<string, unknown>> = object({
  language: { type: "string", description: "BCP 47 language of the message, e.g. pt or en" },
  memories: array(
    object({
      content: string,
      summary: string,
      type: enumOf(memoryTypes),
      context: enumOf(contexts),
      importance: { type: "integer", minimum: 1, maximum: 10 },
      entities: array(string),
      sentiment: { type: "number", minimum: -1, maximum: 1 },
      occurredAt: instant,
      occurredPrecision: nullable(enumOf(precisions)),
      validFrom: instant,
      holdsNow: { type: "boolean", description: "true when the message says the fact holds now, from validFrom; false for a past state that has ended" },
      subject: nullable(string),
      predicate: nullable(string),
      object: nullable(string),
    }),
  ),
  entities: array(object({ name: string, type: enumOf(entityTypes), aliases: array(string), gender: nullable(enumOf(genders)), relationshipToUser: nullable(string) })),
  relationships: array(object({ from: string, kind: string, to: string })),
  tasks: array(object({ memoryIndex: { type: "integer" }, kind: enumOf(["need", "task"]), owner: string, action: string, topic: nullable(string), dueAt: instant })),
  appointments: array(
    object({
      memoryIndex: { type: "integer" },
      status: enumOf(["past", "upcoming"]),
      topic: string,
      at: instant,
      precision: nullable(enumOf(precisions)),
      subject: string,
      withWhom: nullable(string),
    }),
  ),
  unknownPeople: array(object({ name: string, gender: nullable(enumOf(genders)) })),
});
