import { describe, expect, it } from "vitest";
import { documentsWords } from "../src/documents/documentsWords.js";
import { memoryWords } from "../src/memory/memoryWords.js";
import { activityWords } from "../src/portfolio/activityWords.js";
import { importWords } from "../src/portfolio/importWords.js";
import { portfolioWords } from "../src/portfolio/portfolioWords.js";
import { reflectionWords } from "../src/reflection/reflectionWords.js";

const tables = { documentsWords, memoryWords, portfolioWords, activityWords, importWords, reflectionWords };

/** Every text of a table: its strings, and what its sentences say of a sample count (and unit of time). */
const texts = (value: unknown): ReadonlyArray<string> => {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [1, 3].flatMap((count) => texts((value as (...values: unknown[]) => unknown)(count, "week", count)));
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
};

/** Forms a reader in Brazil would find foreign (Portugal's), or the reverse. */
const regional = /(?<!\p{L})(ficheiros?|registou|registad[oa]s?|está a|a carregar|a guardar|definições|tens|queres|si|consigo|ecrã|utilizador(es)?|secç\p{L}+|facto|levantamentos?|descarregar|baixar|salvar|arquivos?|cadastr\p{L}+)(?!\p{L})/iu;

describe("the words of the documents, memories, portfolio and reflection pages", () => {
  it.each(Object.entries(tables))("%s has the same entries in both languages", (_, table) => {
    const keys = (value: unknown): ReadonlyArray<string> =>
      typeof value === "object" && value !== null ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner).map((nested) => `${key}.${nested}`)]) : [];
    expect(keys(table.pt)).toEqual(keys(table.en));
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
