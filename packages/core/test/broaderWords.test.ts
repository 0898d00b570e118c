import { describe, expect, it } from "vitest";
import { broaderWords } from "../src/index.js";

// A document's rule on a general topic holds for its kinds: the search of a kind also reads the general words.
describe("broaderWords", () => {
  it.each([
    ["dog", "animais"],
    ["cão", "pets"],
    ["gatinho", "animal"],
    ["saturday", "fim-de-semana"],
    ["sábado", "weekend"],
  ])("%s also searches %s", (word, broader) => {
    expect(broaderWords(word)).toContain(broader);
  });

  it.each([["dog", "cat"], ["cão", "gato"], ["saturday", "sunday"]])("%s never reaches the other kind %s", (word, sibling) => {
    expect(broaderWords(word)).not.toContain(sibling);
  });

  it.each(["salary", "salário", "boss", "chefe", "franquia"])("%s has none: the topics that gather it state nothing of it", (word) => {
    expect(broaderWords(word)).toEqual([]);
  });
});
