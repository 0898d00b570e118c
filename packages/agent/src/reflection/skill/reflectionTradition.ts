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

/** Prompts a reflection on one tradition offers at least, its own first, then LifeOS's bank's. */
const promptsWanted = 3;

/**
 * The prompts of a reflection for a request naming one tradition: the reflection's own prompts of it, then those
 * LifeOS's own bank of that tradition has for the reflection's themes and mood, up to three. Every prompt when no
 * tradition is named; none when the reflection gave none (an entry that points to help first).
 */
export const promptsFor = (reflection: ReflectionResult, source: ReflectionSource | null, language: Language): ReadonlyArray<{ readonly text: string; readonly source: ReflectionSource }> => {
  if (source === null || reflection.prompts.length === 0) return reflection.prompts;
  const own = reflection.prompts.filter((prompt) => prompt.source === source).map((prompt) => ({ text: prompt.text, source }));
  const bank = coachOffline(source, { summary: reflection.summary, themes: reflection.themes, mood: reflection.mood }, language).prompt_suggestions;
  const more = bank.filter((text) => !own.some((prompt) => prompt.text === text)).map((text) => ({ text, source }));
  return [...own, ...more].slice(0, Math.max(promptsWanted, own.length));
};

/**
 * The advice of a reflection for a request naming one tradition: that tradition's insight and, as the concrete
 * step, its first prompt; the reflection's own advice when no tradition is named or it gave no prompts.
 */
export const adviceFor = (reflection: ReflectionResult, source: ReflectionSource | null, language: Language): string => {
  const first = promptsFor(reflection, source, language)[0];
  if (source === null || reflection.prompts.length === 0 || first === undefined) return reflection.advice;
  const coach = coachOffline(source, { summary: reflection.summary, themes: reflection.themes, mood: reflection.mood }, language);
  const insight = coach.insights[Math.max(0, coach.prompt_suggestions.indexOf(first.text))] ?? "";
  const step = `${first.text.charAt(0).toLowerCase()}${first.text.slice(1)}`.replace(/[.!]?$/, ".");
  return `${insight} ${language === "pt" ? "Um passo concreto" : "One concrete step"}: ${step}`.trim();
};
