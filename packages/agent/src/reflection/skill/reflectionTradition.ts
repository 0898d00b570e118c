import type { Language, ReflectionResult, ReflectionSource } from "@lifeos/core";
import type { Question } from "../../models/offline/question/Question.js";
import { coachOffline } from "../offline/coachOffline.js";

/** A tradition named in a request ("a stoic reflection", "uma reflexão budista", "from an existentialist angle"). */
const traditions: ReadonlyArray<readonly [RegExp, ReflectionSource]> = [
  [/\b(?:stoic\w*|estoic\w*)\b/, "stoic"],
  [/\b(?:buddhis\w*|budis\w*|budic\w*)\b/, "buddhist"],
  [/\b(?:existential\w*|existencial\w*)\b/, "existential"],
];

/** The one tradition a request names, or null (none, or more than one: all three are offered). */
export const traditionAsked = (question: Question): ReflectionSource | null => {
  const named = traditions.filter(([words]) => question.has(words)).map(([, source]) => source);
  return named.length === 1 ? named[0]! : null;
};

/**
 * The prompts of a reflection for a request naming one tradition: the reflection's own prompts of it, and when it
 * gave none, those LifeOS's own bank of that tradition has for the reflection's themes and mood. Every prompt when
 * no tradition is named.
 */
export const promptsFor = (reflection: ReflectionResult, source: ReflectionSource | null, language: Language): ReadonlyArray<{ readonly text: string; readonly source: ReflectionSource }> => {
  if (source === null) return reflection.prompts;
  const own = reflection.prompts.filter((prompt) => prompt.source === source);
  if (own.length > 0) return own;
  return coachOffline(source, { summary: reflection.summary, themes: reflection.themes, mood: reflection.mood }, language).prompt_suggestions.map((text) => ({ text, source }));
};
