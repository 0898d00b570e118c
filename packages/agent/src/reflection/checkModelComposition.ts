import type { ComposerInput, ComposerLimits, ReflectionPrompt } from "@lifeos/core";
import { jaccard, tokenSet } from "@lifeos/core";

/** Token-set similarity at or above which a model's prompt is taken to come from a suggestion. */
const keptFromSuggestion = 0.5;

/**
 * The model composer's answer if it keeps the rules, else why not: at most
 * `maxPrompts` prompts and `maxPerSource` per source; every prompt close to a
 * suggestion of the source it names (the source is kept, not invented);
 * advice of 1..120 words. The same checks whatever the model.
 */
export const checkModelComposition = (
  input: ComposerInput,
  answer: { readonly prompts: ReadonlyArray<ReflectionPrompt>; readonly advice: string },
  limits: ComposerLimits,
): { prompts: ReadonlyArray<ReflectionPrompt>; advice: string } | string => {
  if (answer.prompts.length > limits.maxPrompts) return "too many prompts";
  const perSource = new Map<string, number>();
  for (const prompt of answer.prompts) {
    const count = (perSource.get(prompt.source) ?? 0) + 1;
    if (count > limits.maxPerSource) return `more than ${limits.maxPerSource} prompts from one source`;
    perSource.set(prompt.source, count);
    const suggestions = input.coaches.filter((coach) => coach.source === prompt.source).flatMap((coach) => coach.answer.prompt_suggestions);
    const words = tokenSet(prompt.text);
    if (!suggestions.some((suggestion) => jaccard(tokenSet(suggestion), words) >= keptFromSuggestion)) return "a prompt lost its source";
  }
  const adviceWords = answer.advice.split(/\s+/).filter((word) => word !== "").length;
  if (adviceWords === 0 || adviceWords > 120) return "advice out of bounds";
  return { prompts: answer.prompts, advice: answer.advice.trim() };
};
