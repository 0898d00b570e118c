import type { Language, LanguageModelService, ReflectionSource } from "@lifeos/core";
import { CoachAnswer, Ingestion, ReflectionPrompt, reflectionSources } from "@lifeos/core";
import { Effect, Schema } from "effect";
import type { ReflectionAgents } from "../ReflectionAgents.js";
import { decodeAnswer } from "./decodeAnswer.js";
import { coachJsonSchema, composerJsonSchema, ingestionJsonSchema } from "./reflectionJsonSchemas.js";

/**
 * The sentence every agent's instructions end with: its text in the language
 * the reflection answers in (the entry's or the person's), while the JSON
 * keys and fixed values stay as the schema spells them.
 */
const writeIn = (language: Language) =>
  (language === "pt"
    ? "Write every text value in Portuguese that reads alike in Portugal and Brazil (the writer addressed without \"tu\", \"você\" or \"si\", as in \"o seu dia\", \"repare\"; the simple present, not \"está a fazer\" nor \"está fazendo\"), "
    : "Write every text value in English, ") + "even where the entry mixes languages; keep the JSON keys, the mood and any source exactly as the schema spells them, in English.";

const ingestorInstructions = (language: Language) =>
  "You read one private journal entry. Answer with one JSON object only: " +
  "summary (at most 80 words, plain, in the writer's own terms, no advice), themes (1 to 5 short lower-case noun phrases), " +
  'mood (one of "calm", "tense", "stressed", "sad", "angry", "energized", "mixed"). ' +
  `${writeIn(language)} Never diagnose.`;

const traditions: Readonly<Record<ReflectionSource, string>> = {
  buddhist: "Buddhist practice (mindful attention, impermanence, non-attachment, compassion)",
  stoic: "Stoic practice (the dichotomy of control, examining judgments, virtue, the evening review)",
  existential: "existentialist thought (freedom, choice, responsibility, meaning, authenticity)",
};

const coachInstructions = (source: ReflectionSource, language: Language) =>
  `You are a reflection coach grounded in ${traditions[source]}. Given a journal entry and its reading, answer with one JSON object only: ` +
  "insights (1 to 3 short sentences from the tradition that bear on this entry), prompt_suggestions (1 to 3 concrete reflection prompts, " +
  "each starting with a verb, each doable in a few minutes), caveats (optional, 0 to 2). Grounded, non-clinical, no flattery. " +
  writeIn(language);

const composerInstructions = (language: Language) =>
  "You merge reflection prompts from three coaches into a final set. Answer with one JSON object only: prompts (at most 5, " +
  "at most 2 per source, each copied or lightly edited from a suggestion, keeping that suggestion's source exactly; rationale is one sentence " +
  "on why it fits the entry) and advice (2 to 4 sentences, at most 120 words, one concrete step; if a question is given, answer it first). " +
  writeIn(language);

const ComposerAnswer = Schema.Struct({ prompts: Schema.Array(ReflectionPrompt), advice: Schema.String });

/** A reading a little over its bounds (a longer summary, a sixth theme) is trimmed, not refused. */
const trimIngestion = (json: unknown): unknown => {
  if (typeof json !== "object" || json === null) return json;
  const reading = json as { summary?: unknown; themes?: unknown };
  if (typeof reading.summary === "string") {
    const words = reading.summary.split(/\s+/).filter((word) => word !== "");
    if (words.length > 120) reading.summary = `${words.slice(0, 119).join(" ")}…`;
  }
  if (Array.isArray(reading.themes)) reading.themes = reading.themes.slice(0, 5);
  return reading;
};

const languages: ReadonlyArray<Language> = ["en", "pt"];
const perLanguage = (instructions: (language: Language) => string): Readonly<Record<Language, string>> =>
  Object.fromEntries(languages.map((language) => [language, instructions(language)])) as Record<Language, string>;

// The instructions and decoders are the same for every call: built once.
const ingestorSystem = perLanguage(ingestorInstructions);
const coachSystem = Object.fromEntries(
  reflectionSources.map((source) => [source, perLanguage((language) => coachInstructions(source, language))]),
) as Record<ReflectionSource, Readonly<Record<Language, string>>>;
const composerSystem = perLanguage(composerInstructions);
const decodeIngestion = decodeAnswer(Ingestion, "ingestor", trimIngestion);
const decodeCoach = Object.fromEntries(reflectionSources.map((source) => [source, decodeAnswer(CoachAnswer, `${source} coach`)])) as Record<
  ReflectionSource,
  ReturnType<typeof decodeAnswer<typeof CoachAnswer>>
>;
const decodeComposition = decodeAnswer(ComposerAnswer, "composer");
// Each agent's structured-output format too (the model adapter makes the wire form of a format once).
const ingestionFormat = { name: "reflection_ingestion", schema: ingestionJsonSchema };
const coachFormat = Object.fromEntries(reflectionSources.map((source) => [source, { name: `reflection_coach_${source}`, schema: coachJsonSchema }])) as Record<
  ReflectionSource,
  { readonly name: string; readonly schema: typeof coachJsonSchema }
>;
const composerFormat = { name: "reflection_composition", schema: composerJsonSchema };

/** What every coach of one reflection reads (the entry and its reading), as JSON: written once for the three coaches. */
const coachInputs = new WeakMap<Ingestion, { readonly text: string; readonly json: string }>();
const coachInput = (text: string, ingestion: Ingestion): string => {
  const known = coachInputs.get(ingestion);
  if (known !== undefined && known.text === text) return known.json;
  const json = JSON.stringify({ entry: text, summary: ingestion.summary, themes: ingestion.themes, mood: ingestion.mood });
  coachInputs.set(ingestion, { text, json });
  return json;
};

/**
 * The reflection agents over a language model: each is one structured-output
 * call (strict JSON Schema), decoded with its core schema. Low temperature;
 * the adapter does not retry (the orchestration does, once, on a 5xx).
 */
export const modelAgents = (model: LanguageModelService): ReflectionAgents => ({
  offline: false,
  ingest: (text, language) =>
    model
      .generate({
        system: ingestorSystem[language],
        messages: [{ role: "user", content: text }],
        responseFormat: ingestionFormat,
        temperature: 0.2,
        maxOutputTokens: 400,
      })
      .pipe(Effect.flatMap(({ text: answer, usage }) => Effect.map(decodeIngestion(answer), (value) => ({ value, usage })))),
  coach: (source, text, ingestion, language) =>
    model
      .generate({
        system: coachSystem[source][language],
        messages: [{ role: "user", content: coachInput(text, ingestion) }],
        responseFormat: coachFormat[source],
        temperature: 0.4,
        maxOutputTokens: 500,
      })
      .pipe(Effect.flatMap(({ text: answer, usage }) => Effect.map(decodeCoach[source](answer), (value) => ({ value, usage })))),
  compose: (input) =>
    model
      .generate({
        system: composerSystem[input.language],
        messages: [
          {
            role: "user",
            content: JSON.stringify({
              themes: input.ingestion.themes,
              mood: input.ingestion.mood,
              question: input.question ?? null,
              suggestions: input.coaches.map((coach) => ({ source: coach.source, insights: coach.answer.insights, prompts: coach.answer.prompt_suggestions })),
            }),
          },
        ],
        responseFormat: composerFormat,
        temperature: 0.1,
        maxOutputTokens: 700,
      })
      .pipe(Effect.flatMap(({ text: answer, usage }) => Effect.map(decodeComposition(answer), (value) => ({ value, usage })))),
});
