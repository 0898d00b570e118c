import type { ReflectionMood, ReflectionResult, ReflectionSource } from "@lifeos/core";
import { detectLanguage, moodNames, reflectionSourceNames } from "@lifeos/core";
import type { Wire } from "../api/types.js";
import { reflectionWords } from "./reflectionWords.js";

/** The labels of a reflection card, in the language the reflection was written in (read from its advice and summary). */
export const reflectionLabels = (reflection: Pick<Wire<ReflectionResult>, "advice" | "summary">) => {
  const language = detectLanguage(`${reflection.advice} ${reflection.summary}`);
  const chosen = reflectionWords[language];
  return {
    language,
    card: chosen.card,
    mood: (mood: ReflectionMood) => `${chosen.mood}: ${moodNames[language][mood]}`,
    tradition: (source: ReflectionSource) => reflectionSourceNames[language][source],
  };
};
