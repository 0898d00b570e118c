import { describe, expect, it } from "vitest";
import { toldBackIn } from "../../src/memory/offline/toldBack.js";

// What someone else does, told in English ("Rita works as a nurse"), is said back as a sentence in an English answer,
// not quoted as if told in another language: "as" and "a" are Portuguese words too, and a name tells no language.

describe("another person's work or home, said back in the language it was told in", () => {
  it.each([
    ["Rita works as a nurse", "en", "Rita works as a nurse"],
    ["Tom lives in Leeds", "en", "Tom lives in Leeds"],
    ["Ana studies law", "en", "Ana studies law"],
    ["Rita trabalha como enfermeira", "pt", "Rita trabalha como enfermeira"],
    ["Rita works as a nurse", "pt", "«Rita works as a nurse»"],
    ["Rita trabalha como enfermeira", "en", "“Rita trabalha como enfermeira”"],
  ] as const)("%j in %s", (told, language, said) => {
    expect(toldBackIn(told, language, ["Rita", "Tom", "Ana"])).toBe(said);
  });
});
