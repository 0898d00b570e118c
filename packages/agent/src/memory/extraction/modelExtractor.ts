import type { Extraction, ExtractionInput, LanguageModelService, MemoryExtractorService } from "@lifeos/core";
import { Extraction as ExtractionSchema, LanguageModel, MemoryExtractor } from "@lifeos/core";
import { Effect, Layer, Schema } from "effect";
import { extractOffline } from "./extractOffline.js";
import { memoryCommand } from "./memoryCommand.js";
import { extractionInstructions } from "./modelExtractionPrompt.js";
import type { ModelExtraction } from "./modelExtractionSchema.js";
import { ModelExtraction as ModelExtractionSchema, modelExtractionJsonSchema } from "./modelExtractionSchema.js";

/** Longest message text sent to the model for extraction. */
const maxChars = 8_000;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text.trim().replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    return undefined;
  }
};

/** The model's answer as an `Extraction`, or null when it breaks the schema or points at memories that are not there. */
const toExtraction = (answer: ModelExtraction, explicit: boolean, command: Extraction["command"]): Extraction | null => {
  const count = answer.memories.length;
  const inRange = (index: number) => index >= 0 && index < count;
  if (!answer.tasks.every((task) => inRange(task.memoryIndex)) || !answer.appointments.every((appointment) => inRange(appointment.memoryIndex))) return null;
  const candidate = {
    language: answer.language.toLowerCase(),
    command,
    memories: answer.memories.map(({ subject, predicate, object, holdsNow, ...memory }) => ({
      ...memory,
      ...(holdsNow === true ? { holdsNow } : {}),
      importance: explicit ? Math.max(8, memory.importance) : memory.importance,
      language: answer.language.toLowerCase(),
      triple: subject !== null && predicate !== null && object !== null ? { subject, predicate, object } : null,
    })),
    entities: answer.entities,
    relationships: answer.relationships,
    tasks: answer.tasks,
    appointments: answer.appointments,
    unknownPeople: answer.unknownPeople,
    ignored: [],
  };
  const decoded = Schema.decodeUnknownOption(ExtractionSchema)(candidate);
  return decoded._tag === "Some" ? decoded.value : null;
};

/**
 * A `MemoryExtractor` over a language model: one structured-output call per
 * message (JSON schema `memory_extraction`), decoded with Effect Schema. An
 * answer that is not JSON or breaks the schema falls back to the offline
 * rules for that message; the model's own errors (rate limits, timeouts,
 * provider failures) are returned for the caller to retry. Memory commands
 * are read offline first: "don't remember this" and "forget that" never
 * reach the model.
 */
export const make = (model: LanguageModelService): MemoryExtractorService => ({
  kind: "model",
  extract: (input: ExtractionInput) => {
    const command = memoryCommand(input.text);
    if (command.kind === "forget" || (command.kind === "remember" && command.content === null)) return Effect.succeed(extractOffline(input));
    const text = command.kind === "remember" && command.content !== null ? command.content : input.text;
    return model
      .generate({
        system: extractionInstructions(input),
        messages: [{ role: "user", content: text.slice(0, maxChars) }],
        responseFormat: { name: "memory_extraction", schema: modelExtractionJsonSchema },
        temperature: 0,
        maxOutputTokens: 2_000,
        now: input.sentAt,
        timeZone: input.timeZone,
      })
      .pipe(
        Effect.map(({ text: answer }) => {
          const decoded = Schema.decodeUnknownOption(ModelExtractionSchema)(parseJson(answer));
          const extraction = decoded._tag === "Some" ? toExtraction(decoded.value, command.kind === "remember", command) : null;
          return extraction ?? extractOffline(input);
        }),
      );
  },
});

/** The model extractor over the `LanguageModel` in context. */
export const layer: Layer.Layer<MemoryExtractor, never, LanguageModel> = Layer.effect(
  MemoryExtractor,
  LanguageModel.useSync(make),
);
