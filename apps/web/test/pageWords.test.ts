import { accountTypeNames, assetClassNames } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { documentsWords } from "../src/documents/documentsWords.js";
import { memoryWords } from "../src/memory/memoryWords.js";
import { activityWords } from "../src/portfolio/activityWords.js";
import { importWords } from "../src/portfolio/importWords.js";
import { portfolioWords } from "../src/portfolio/portfolioWords.js";
import { reflectionWords } from "../src/reflection/reflectionWords.js";
import { componentWords } from "../src/components/componentWords.js";
import { journalWords } from "../src/journal/journalWords.js";
import { chatWords } from "../src/chat/chatWords.js";
import { argumentWords } from "../src/chat/argumentWords.js";
import { cardWords } from "../src/chat/cards/cardWords.js";
import { fieldWords } from "../src/chat/cards/fieldWords.js";
import { moodWords } from "../src/chat/cards/moodWords.js";
import { problemWords } from "../src/language/problemWords.js";
import { toolTitles } from "../src/chat/toolTitles.js";
import { settingsWords } from "../src/settings/settingsWords.js";
import { threadWords } from "../src/threads/threadWords.js";
import { navigationWords } from "../src/language/navigationWords.js";
import { downloadWords } from "../src/language/downloadWords.js";

/** A table of core's names by code and language ("CASH": { en, pt }) as a words table by language. */
const byLanguage = (names: Readonly<Record<string, Readonly<Record<"en" | "pt", string>>>>) => ({
  en: Object.fromEntries(Object.entries(names).map(([code, words]) => [code, words.en])),
  pt: Object.fromEntries(Object.entries(names).map(([code, words]) => [code, words.pt])),
});

/** Every words table of the app, by page and for the chat's answers, and core's names of account types and asset classes the pages show. */
const tables = {
  accountTypeNames: byLanguage(accountTypeNames), assetClassNames: byLanguage(assetClassNames), documentsWords, memoryWords, portfolioWords, activityWords, importWords, reflectionWords, componentWords, journalWords, chatWords,
  argumentWords, cardWords, fieldWords, moodWords: { en: moodWords("en", "en-GB"), pt: moodWords("pt", "pt-PT") }, problemWords, toolTitles, settingsWords, threadWords, navigationWords, downloadWords,
};

/** Every text of a table: its strings, and what its sentences say of a sample count (and unit of time). */
const texts = (value: unknown): ReadonlyArray<string> => {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    // A sentence of numbers is tried with sample counts; one that needs other arguments is read through its other entries.
    try {
      return [1, 3].flatMap((count) => texts((value as (...values: unknown[]) => unknown)(count, "week", count)));
    } catch {
      return [];
    }
  }
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
};

/** Forms a reader in Brazil would find foreign (Portugal's), or the reverse; and money words one country says another way. */
const regional = /(?<!\p{L})(à ordem|conta corrente|obrigaç(?:ão|ões)|renda fixa|reforma|aposentadoria|imobiliário|ficheiros?|registou|registad[oa]s?|está a|a carregar|a guardar|definições|tens|queres|si|consigo|ecrã|utilizador(es)?|secç\p{L}+|facto|levantamentos?|descarregar|baixar|salvar|arquivos?|cadastr\p{L}+|configurações|(?<!(?:passa|passou|volta|vir) )a ser)(?!\p{L})/iu;

describe("the words of every page and of the chat's answers", () => {
  it.each(Object.entries(tables))("%s has the same entries in both languages", (_, table) => {
    const keys = (value: unknown): ReadonlyArray<string> =>
      typeof value === "object" && value !== null ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner).map((nested) => `${key}.${nested}`)]) : [];
    expect([...keys(table.pt)].sort()).toEqual([...keys(table.en)].sort());
  });

  it.each(Object.entries(tables))("%s reads naturally in Brazil and in Portugal alike", (_, table) => {
    const foreign = texts(table.pt).filter((text) => regional.test(text));
    expect(foreign).toEqual([]);
  });

  it("counts in words that agree with the number", () => {
    expect(memoryWords.en.used(1)).toBe("1 memory used");
    expect(memoryWords.en.used(3)).toBe("3 memories used");
    expect(memoryWords.pt.used(1)).toBe("1 memória usada");
    expect(memoryWords.pt.used(3)).toBe("3 memórias usadas");
    expect(memoryWords.en.every(1, "week")).toBe(" · every week");
    expect(memoryWords.en.every(2, "month")).toBe(" · every 2 months");
    expect(memoryWords.pt.every(1, "month")).toBe(" · a cada mês");
    expect(memoryWords.pt.every(2, "month")).toBe(" · a cada 2 meses");
    expect(importWords.pt.imported(1, 0)).toBe("1 movimento importado.");
    expect(importWords.pt.imported(4, 2)).toBe("4 movimentos importados (2 já tinham sido importados).");
    expect(importWords.en.imported(4, 0)).toBe("Imported 4 activities.");
  });
});
