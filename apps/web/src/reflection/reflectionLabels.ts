import type { Language, ReflectionMood, ReflectionResult, ReflectionSource } from "@lifeos/core";
import { detectLanguage, moodNames, reflectionSourceNames } from "@lifeos/core";
import type { Wire } from "../api/types.js";

/** The card's words in each language; the reflection's `source` and `mood` stay the schema's English values. */
const words: Readonly<Record<Language, { readonly card: string; readonly mood: string }>> = {
  en: { card: "Reflection", mood: "mood" },
  pt: { card: "Reflexão", mood: "humor" },
};

/** The labels of a reflection card, in the language the reflection was written in (read from its advice and summary). */
export const reflectionLabels = (reflection: Pick<Wire<ReflectionResult>, "advice" | "summary">) => {
  const language = detectLanguage(`${reflection.advice} ${reflection.summary}`);
  const chosen = words[language];
  return {
    language,
    card: chosen.card,
    mood: (mood: ReflectionMood) => `${chosen.mood}: ${moodNames[language][mood]}`,
    tradition: (source: ReflectionSource) => reflectionSourceNames[language][source],
  };
};
