import { describe, expect, it } from "vitest";
import { foldAccents, relatedWords } from "../src/index.js";

// A word of several topics ("coffee" and "café" are also words of a restaurant) is read as the one it names, or as the one
// the other words said with it point to; counting a habit must not count the places it shares a word with.

const folded = (words: ReadonlyArray<string>) => words.map((word) => foldAccents(word.toLowerCase()));

describe("the topic a word of several topics means", () => {
  it.each([
    ["coffee", [], ["espresso", "caffeine"], ["restaurant", "bar", "restaurante"]],
    ["café", ["quanto", "cafe", "eu", "bebo"], ["espresso", "cafeina"], ["restaurant", "bar", "restaurante"]],
    ["café", ["how", "much", "cafe", "do", "i", "drink"], ["espresso", "caffeine"], ["restaurant", "bar"]],
    ["bar", [], ["restaurant", "restaurante"], ["espresso", "caffeine"]],
  ])("%s said with %j", (word, context, kept, left) => {
    const related = folded(relatedWords(word, context));
    expect(related).toEqual(expect.arrayContaining(kept));
    for (const other of left) expect(related).not.toContain(other);
  });

  it("a word of several topics said with nothing pointing to one keeps them all", () => {
    expect(folded(relatedWords("café", ["fui", "ao", "cafe"]))).toEqual(expect.arrayContaining(["espresso", "restaurante"]));
  });
});
