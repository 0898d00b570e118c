import type { ReflectionMood } from "@lifeos/core";
import type { ThemeKey } from "../themes.js";

/** A prompt of an offline bank: its English and Portuguese text (neutral Portuguese, read alike in Portugal and Brazil), and the themes and moods it suits (the same in both). */
export interface BankPrompt {
  readonly en: string;
  readonly pt: string;
  readonly themes: ReadonlyArray<ThemeKey>;
  readonly moods: ReadonlyArray<ReflectionMood>;
  /** Why this practice helps, in one line (the coach's insight when the prompt is chosen). */
  readonly insight: { readonly en: string; readonly pt: string };
}

/** Builds a bank entry from a compact row: texts, space-separated themes and moods, insight texts. */
export const row = (en: string, pt: string, themes: string, moods: string, insightEn: string, insightPt: string): BankPrompt => ({
  en,
  pt,
  themes: themes.split(" ") as ReadonlyArray<ThemeKey>,
  moods: moods.split(" ") as ReadonlyArray<ReflectionMood>,
  insight: { en: insightEn, pt: insightPt },
});
