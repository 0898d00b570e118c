import { describe, expect, it } from "vitest";
import { contentTokens, dedupeKey, isNegated, jaccard, nameKey, normalizeText, numbersIn, trigramSimilarity } from "../../src/index.js";

describe("normalizeText", () => {
  it.each([
    ["  Fui ao DENTISTA!! ", "fui ao dentista"],
    ["São Paulo", "sao paulo"],
    ["Coração — açúcar, café…", "coracao acucar cafe"],
    ["I'm   at the\tgym\n", "i m at the gym"],
    ["ÉMILE Zola", "emile zola"],
    ["Ｆｕｌｌ width", "full width"],
    ["Susana tem 15 anos.", "susana tem 15 anos"],
    ["", ""],
  ])("%j → %j", (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  it.each([
    ["Dr. Almeida", "almeida"],
    ["Dra. Ana Sousa", "ana sousa"],
    ["Doutor  Almeida", "almeida"],
    ["Mrs. Smith", "smith"],
    ["Dr.", "dr"],
    ["José Dr", "jose dr"],
  ])("nameKey(%j) → %j", (name, expected) => {
    expect(nameKey(name)).toBe(expected);
  });

  it("collides exact duplicates on the folded content", () => {
    expect(dedupeKey("Susana é minha filha.")).toBe(dedupeKey("susana e minha FILHA"));
    expect(dedupeKey("Susana é minha filha")).not.toBe(dedupeKey("Susana é minha neta"));
  });
});

describe("content words", () => {
  it.each([
    ["I went to the dentist yesterday", "en", ["dentist", "yesterday"]],
    ["I prefer meetings in the morning", "en", ["prefer", "meet", "morn"]],
    ["I don't like coffee", "en", ["don", "like", "coffe"]],
    ["Fui ao dentista", "pt", ["dentist"]],
    ["Não gosto de café", "pt", ["nao", "gost", "caf"]],
    ["Susana tem 15 anos", "pt", ["susan", "tem", "15", "anos"]],
    ["Hola amigos", "es", ["hola", "amigos"]],
  ] as const)("%j (%s) → %j", (text, language, expected) => {
    expect(contentTokens(text, language)).toEqual(expected);
  });

  it.each([
    ["I like coffee", false],
    ["I don't like coffee", true],
    ["I never drink coffee", true],
    ["Não gosto de café", true],
    ["Não é que eu não goste", false],
  ])("isNegated(%j) = %s", (text, expected) => {
    expect(isNegated(text)).toBe(expected);
  });

  it("lists stated numbers in order", () => {
    expect(numbersIn("Susana fez 16 anos, o Rui 9,5")).toEqual(["16", "9,5"]);
    expect(numbersIn("no numbers")).toEqual([]);
  });
});

describe("similarity", () => {
  it.each([
    [["a", "b"], ["a", "b"], 1],
    [["a", "b"], ["b", "c"], 1 / 3],
    [[], [], 1],
    [["a"], [], 0],
  ])("jaccard(%j, %j) = %d", (left, right, expected) => {
    expect(jaccard(left, right)).toBeCloseTo(expected, 5);
  });

  it("scores spelling variants high and different names low, ignoring accents and case", () => {
    expect(trigramSimilarity("Susana", "SUSANA")).toBe(1);
    expect(trigramSimilarity("João", "joao")).toBe(1);
    expect(trigramSimilarity("Susana", "Suzana")).toBe(0.5);
    expect(trigramSimilarity("Susana", "Rui")).toBe(0);
    expect(trigramSimilarity("Almeida", "Almeyda")).toBeGreaterThan(0.5);
    expect(trigramSimilarity("Rui Costa", "Rui da Costa")).toBeGreaterThan(0.8);
  });
});
