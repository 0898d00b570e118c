import type { Language } from "@lifeos/core";

/** The words of an entry's reflections (the panel under a journal entry, and the card of a reflection), in one language. */
export interface ReflectionWords {
  readonly card: string;
  readonly mood: string;
  readonly reflections: string;
  readonly reflect: string;
  readonly reflecting: string;
  readonly delete: string;
}

export const reflectionWords: Readonly<Record<Language, ReflectionWords>> = {
  en: { card: "Reflection", mood: "mood", reflections: "Reflections", reflect: "Reflect", reflecting: "Reflecting…", delete: "Delete" },
  pt: { card: "Reflexão", mood: "humor", reflections: "Reflexões", reflect: "Refletir", reflecting: "Reflexão em curso…", delete: "Apagar" },
};
