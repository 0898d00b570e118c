import { describe, expect, it } from "vitest";
import { isTopicWord, portugueseSpelling, relatedWords } from "../src/index.js";

// A word written with accents is not the word of a topic that only folds to it: Portuguese "até" (until) is no "ate"
// of eating. Typed without its accent in a Portuguese question, a Portuguese function word is given its accents back
// (`portugueseSpelling`) before any topic is looked up.

describe("a word's accents tell it from a topic's word", () => {
  it("'até' is no topic, 'ate' is the food one", () => {
    expect(isTopicWord("até")).toBe(false);
    expect(relatedWords("até")).toEqual([]);
    expect(isTopicWord("ate")).toBe(true);
    expect(relatedWords("ate")).toContain("food");
  });

  it("a word a topic writes with the same accents still finds it", () => {
    expect(relatedWords("próxima")).toContain("next");
    expect(relatedWords("cão")).toContain("dog");
    expect(relatedWords("férias")).toContain("holiday");
  });

  it("a Portuguese function word typed without its accent gets it back", () => {
    expect(portugueseSpelling("ate")).toBe("até");
    expect(portugueseSpelling("renda")).toBeUndefined();
    expect(portugueseSpelling("menos")).toBeUndefined();
  });
});
