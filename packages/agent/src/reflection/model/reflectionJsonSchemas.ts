/** Strict JSON Schemas for the agents' structured output (every property required, no others). */
const strings = (maxItems: number) => ({ type: "array", items: { type: "string" }, maxItems });

export const moods = ["calm", "tense", "stressed", "sad", "angry", "energized", "mixed"];

export const ingestionJsonSchema: Readonly<Record<string, unknown>> = {
  type: "object",
  additionalProperties: false,
  required: ["summary", "themes", "mood"],
  properties: { summary: { type: "string" }, themes: strings(5), mood: { type: "string", enum: moods } },
};

export const coachJsonSchema: Readonly<Record<string, unknown>> = {
  type: "object",
  additionalProperties: false,
  required: ["insights", "prompt_suggestions", "caveats"],
  properties: { insights: strings(3), prompt_suggestions: strings(3), caveats: strings(2) },
};

export const composerJsonSchema: Readonly<Record<string, unknown>> = {
  type: "object",
  additionalProperties: false,
  required: ["prompts", "advice"],
  properties: {
    prompts: {
      type: "array",
      maxItems: 5,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["text", "source", "rationale"],
        properties: { text: { type: "string" }, source: { type: "string", enum: ["buddhist", "stoic", "existential"] }, rationale: { type: "string" } },
      },
    },
    advice: { type: "string" },
  },
};
