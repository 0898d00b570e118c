import type { LanguageModelService, ModelError } from "@lifeos/core";
import { ProviderError } from "@lifeos/core";
import { Effect, Schema } from "effect";
import type { MoodReading } from "../lexicon/analyzeWithLexicon.js";
import { detectEvents } from "../lexicon/detectEvents.js";

const Unit = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 }));
const Percent = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }));

/** What the model must answer, validated before anything is stored. */
export const ModelMoodReading = Schema.Struct({
  emotions: Schema.Struct({ joy: Unit, sadness: Unit, anxiety: Unit, anger: Unit, gratitude: Unit, calm: Unit }),
  happiness: Percent,
  valence: Schema.Finite.check(Schema.isBetween({ minimum: -1, maximum: 1 })),
  arousal: Unit,
  stress: Percent,
  energy: Percent,
  events: Schema.Array(Schema.String.check(Schema.isMaxLength(80))).check(Schema.isMaxLength(10)),
  confidence: Unit,
});

const unit = { type: "number", minimum: 0, maximum: 1 };
const percent = { type: "number", minimum: 0, maximum: 100 };

/** The same shape as strict JSON Schema for `responseFormat`. */
export const moodReadingJsonSchema: Readonly<Record<string, unknown>> = {
  type: "object",
  additionalProperties: false,
  required: ["emotions", "happiness", "valence", "arousal", "stress", "energy", "events", "confidence"],
  properties: {
    emotions: {
      type: "object",
      additionalProperties: false,
      required: ["joy", "sadness", "anxiety", "anger", "gratitude", "calm"],
      properties: { joy: unit, sadness: unit, anxiety: unit, anger: unit, gratitude: unit, calm: unit },
    },
    happiness: percent,
    valence: { type: "number", minimum: -1, maximum: 1 },
    arousal: unit,
    stress: percent,
    energy: percent,
    events: { type: "array", items: { type: "string" }, maxItems: 10 },
    confidence: unit,
  },
};

const instructions =
  "You rate the mood of one private journal entry. Answer with one JSON object only. " +
  "Emotions (joy, sadness, anxiety, anger, gratitude, calm) are intensities 0..1; happiness, stress and energy are 0..100; " +
  "valence is -1..1; arousal 0..1; events are short lower-case labels of concrete things that happened " +
  '(e.g. "job interview", "trip", "birthday"), at most 10; confidence 0..1 is how clearly the text shows the mood.';

/** Longest entry text sent to the model for analysis. */
const maxChars = 12_000;

/**
 * Analyses an entry with a language model through structured output; the
 * answer is decoded with `ModelMoodReading` (a non-conforming answer fails
 * with `ProviderError`, retryable, so the entry is tried again later).
 */
export const analyzeWithModel = (model: LanguageModelService, text: string): Effect.Effect<MoodReading, ModelError> =>
  model
    .generate({
      system: instructions,
      messages: [{ role: "user", content: text.slice(0, maxChars) }],
      responseFormat: { name: "entry_mood", schema: moodReadingJsonSchema },
      temperature: 0,
      maxOutputTokens: 400,
    })
    .pipe(
      Effect.flatMap(({ text: answer }) =>
        Effect.try({
          try: () => JSON.parse(answer.trim().replace(/^```(?:json)?\s*|\s*```$/g, "")) as unknown,
          catch: () => new ProviderError({ message: "The model's analysis was not JSON", retryable: true }),
        }),
      ),
      Effect.flatMap((json) =>
        Schema.decodeUnknownEffect(ModelMoodReading)(json).pipe(
          Effect.mapError(
            (error) => new ProviderError({ message: `The model's analysis did not match the schema: ${error.message}`, retryable: true }),
          ),
        ),
      ),
      Effect.map((reading) => ({
        ...reading,
        events: reading.events.length > 0 ? reading.events.map((event) => event.toLowerCase().trim()).filter((event) => event !== "") : detectEvents(text),
      })),
    );

