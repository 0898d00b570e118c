import { describe, expect, it } from "vitest";
import { relatedWords, sameWords, withSameWords } from "../src/index.js";

// What a request to forget is matched with: the words that say the same in either language, and no further.

describe("the words that say the same as a word", () => {
  it.each([
    ["alergia", ["allergy", "allergic"]],
    ["allergy", ["alergia", "alérgica", "allergic"]],
    ["morada", ["address"]],
    ["sister", ["irmã"]],
  ])("%s is also said %j", (word, others) => {
    expect(sameWords(word)).toEqual(expect.arrayContaining(others));
  });

  it.each([
    ["health", "allergy"],
    ["saúde", "allergy"],
    ["family", "sister"],
    ["família", "sister"],
  ])("%s does not reach the narrower topic's %s, which a search of it finds", (word, narrower) => {
    expect(relatedWords(word)).toContain(narrower);
    expect(sameWords(word)).not.toContain(narrower);
  });
});

describe("a text with the words that say the same", () => {
  it.each([
    ["esquece que vivo em Lisboa", ["lisbon"]],
    ["forget my sister", ["irmã"]],
  ])("%j also says %j", (text, others) => {
    expect(withSameWords(text).split(" ")).toEqual(expect.arrayContaining([...text.split(" "), ...others]));
  });
});
