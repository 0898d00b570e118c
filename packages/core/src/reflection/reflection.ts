import { Schema } from "effect";
import { EntryId, UserId } from "../common/ids.js";
import { StorableText } from "../common/validation.js";

/** Longest journal text a reflection takes (characters). */
export const reflectionTextMax = 10_000;
/** Longest optional question (characters). */
export const reflectionQuestionMax = 1_000;

/** The traditions the coaches speak for, in the order they are reported. */
export const ReflectionSource = Schema.Literals(["buddhist", "stoic", "existential"]);
export type ReflectionSource = typeof ReflectionSource.Type;
export const reflectionSources: ReadonlyArray<ReflectionSource> = ["buddhist", "stoic", "existential"];

/** Each tradition's name as a label, in each language ("Stoic", "Estoico"); `source` values themselves stay English. */
export const reflectionSourceNames: Readonly<Record<"en" | "pt", Readonly<Record<ReflectionSource, string>>>> = {
  en: { buddhist: "Buddhist", stoic: "Stoic", existential: "Existentialist" },
  pt: { buddhist: "Budista", stoic: "Estoico", existential: "Existencialista" },
};

/** The entry's overall mood as the ingestor reads it. */
export const ReflectionMood = Schema.Literals(["calm", "tense", "stressed", "sad", "angry", "energized", "mixed"]);
export type ReflectionMood = typeof ReflectionMood.Type;

/** Non-blank storable text of at most `max` characters; too long is bad input here (400), not a stored-text bound. */
const Text = (max: number) =>
  StorableText.check(
    Schema.makeFilter((value: string) => value.trim().length > 0 || "must not be empty"),
    Schema.makeFilter((value: string) => value.length <= max || `must have at most ${max} characters`, { toJsonSchema: () => ({ maxLength: max }) }),
  );

/**
 * `POST /reflect`: a journal text, or the id of an entry already in the
 * journal, and an optional question the advice answers first.
 */
export const ReflectRequest = Schema.Union([
  Schema.Struct({ journal_text: Text(reflectionTextMax), question: Schema.optional(Text(reflectionQuestionMax)) }),
  Schema.Struct({ entryId: EntryId, question: Schema.optional(Text(reflectionQuestionMax)) }),
]);
export type ReflectRequest = typeof ReflectRequest.Type;

/** One reflection prompt: what to reflect on, the tradition it comes from, and why it was chosen. */
export const ReflectionPrompt = Schema.Struct({
  text: Schema.String,
  source: ReflectionSource,
  rationale: Schema.String,
});
export type ReflectionPrompt = typeof ReflectionPrompt.Type;

const words = (text: string) => text.split(/\s+/).filter((word) => word !== "").length;
const maxWords = (max: number) => Schema.makeFilter((value: string) => words(value) <= max || `has more than ${max} words`);

/**
 * What `POST /reflect` answers: a summary (≤ 120 words), up to five themes,
 * a mood, up to five prompts, advice (≤ 120 words), warnings (a coach
 * skipped, no model used, a crisis pointer) and the trace id of the request.
 */
export const ReflectionResult = Schema.Struct({
  summary: Schema.String.check(maxWords(120)),
  themes: Schema.Array(Schema.String).check(Schema.isMaxLength(5)),
  mood: ReflectionMood,
  prompts: Schema.Array(ReflectionPrompt).check(Schema.isMaxLength(5)),
  advice: Schema.String.check(maxWords(120)),
  warnings: Schema.optional(Schema.Array(Schema.String)),
  trace_id: Schema.String,
});
export type ReflectionResult = typeof ReflectionResult.Type;

/** What the ingestor reads from an entry: an extractive or model summary, themes and mood. */
export const Ingestion = Schema.Struct({
  summary: Schema.String.check(maxWords(120)),
  themes: Schema.Array(Schema.String).check(Schema.isMaxLength(5)),
  mood: ReflectionMood,
});
export type Ingestion = typeof Ingestion.Type;

/** What one coach answers: up to three insights and three prompt suggestions, and caveats. */
export const CoachAnswer = Schema.Struct({
  insights: Schema.Array(Schema.String).check(Schema.isMaxLength(3)),
  prompt_suggestions: Schema.Array(Schema.String).check(Schema.isMaxLength(3)),
  caveats: Schema.optional(Schema.Array(Schema.String)),
});
export type CoachAnswer = typeof CoachAnswer.Type;

export const ReflectionId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("ReflectionId"));
export type ReflectionId = typeof ReflectionId.Type;

/** A reflection the user kept, on an entry of the journal (or on a pasted text: `entryId` null). */
export const SavedReflection = Schema.Struct({
  id: ReflectionId,
  userId: UserId,
  entryId: Schema.NullOr(EntryId),
  result: ReflectionResult,
  createdAt: Schema.Date,
});
export type SavedReflection = typeof SavedReflection.Type;

/** Longest idempotency key `POST /reflect` takes (characters). */
export const reflectionRequestKeyMax = 200;

/**
 * The client's key for one reflect action (the `Idempotency-Key` header):
 * 1 to 200 visible ASCII characters. A request sent again with the same key
 * keeps no second reflection on the entry.
 */
export const ReflectionRequestKey = Schema.String.check(
  Schema.makeFilter(
    (value: string) => /^[\x21-\x7e]+$/.test(value) || "must be visible ASCII characters with no spaces",
    { toJsonSchema: () => ({ pattern: "^[\\x21-\\x7e]+$" }) },
  ),
  Schema.makeFilter((value: string) => value.length <= reflectionRequestKeyMax || `must have at most ${reflectionRequestKeyMax} characters`, {
    toJsonSchema: () => ({ maxLength: reflectionRequestKeyMax }),
  }),
);
export type ReflectionRequestKey = typeof ReflectionRequestKey.Type;

/** What `ReflectionRepository.save` takes; `requestKey` makes the save idempotent (see `ReflectionRepositoryService.save`). */
export const NewReflection = Schema.Struct({
  entryId: Schema.NullOr(EntryId),
  result: ReflectionResult,
  requestKey: Schema.optional(ReflectionRequestKey),
});
export type NewReflection = typeof NewReflection.Type;
