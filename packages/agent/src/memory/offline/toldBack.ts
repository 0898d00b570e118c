import type { ExtractionLanguage } from "../extraction/detectLanguage.js";
import { detectLanguage } from "../extraction/detectLanguage.js";
import { secondPersonPt } from "../extraction/secondPersonPt.js";
import { firstPersonClause, spokenBack } from "../extraction/spokenBack.js";

/**
 * Something the person told, said back to them in `language`: "Sou alérgico a amendoim" → "É alérgico a amendoim",
 * "Bolt é meu cão" → "Bolt é seu cão", "Dr. Lopes is my dentist" → "Dr. Lopes is your dentist". Told in `language`
 * only: a Portuguese sentence in the first person whose verb is not known here stays as said.
 */
export const toldBack = (told: string, language: ExtractionLanguage, names: ReadonlyArray<string> = []): string =>
  (language === "pt" && firstPersonClause(told, "pt") ? secondPersonPt(told, names) : null) ?? spokenBack(told, language);

/**
 * A remembered thing said to the person in the answer's `language`: in the second person when it was told in that
 * language, else quoted as told ("“Bolt é meu cão”" in English, "«I work as a nurse»" in Portuguese), never translated.
 */
export const toldBackIn = (told: string, language: ExtractionLanguage, names: ReadonlyArray<string> = []): string =>
  detectLanguage(told) === language ? toldBack(told, language, names) : language === "pt" ? `«${told}»` : `“${told}”`;
