import type { CoachAnswer, Ingestion, Language, ReflectionSource } from "@lifeos/core";
import type { BankPrompt } from "../banks/BankPrompt.js";
import { buddhistBank } from "../banks/buddhist.js";
import { existentialBank } from "../banks/existential.js";
import { stoicBank } from "../banks/stoic.js";
import type { ThemeKey } from "../themes.js";
import { themeWords } from "../themes.js";

export const promptBanks: Readonly<Record<ReflectionSource, ReadonlyArray<BankPrompt>>> = {
  buddhist: buddhistBank,
  stoic: stoicBank,
  existential: existentialBank,
};

/** The theme keys of the ingestion's theme labels (in either language). */
const themeKeys = (ingestion: Ingestion): ReadonlyArray<ThemeKey> =>
  ingestion.themes.flatMap((label) => themeWords.filter((theme) => theme.label.en === label || theme.label.pt === label).map((theme) => theme.key));

/**
 * The offline coach of one tradition: the three prompts of its bank that
 * best suit the entry (2 points per shared theme, earlier themes weigh a
 * little more, 1.5 for the mood), in the entry's language, with each one's
 * insight. Deterministic; ties keep the bank's order.
 */
export const coachOffline = (source: ReflectionSource, ingestion: Ingestion, language: Language): CoachAnswer => {
  const keys = themeKeys(ingestion);
  const scored = promptBanks[source].map((prompt, index) => ({
    prompt,
    index,
    score:
      keys.reduce((sum, key, rank) => sum + (prompt.themes.includes(key) ? 2 + (keys.length - rank) * 0.1 : 0), 0) +
      (prompt.moods.includes(ingestion.mood) ? 1.5 : 0),
  }));
  scored.sort((left, right) => right.score - left.score || left.index - right.index);
  const chosen = scored.slice(0, 3).map((item) => item.prompt);
  return {
    insights: chosen.map((prompt) => prompt.insight[language]),
    prompt_suggestions: chosen.map((prompt) => prompt[language]),
  };
};
