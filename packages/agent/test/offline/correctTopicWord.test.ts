import { describe, expect, it } from "vitest";
import { sharedWordVectors } from "../../src/embedders/wordVectors.js";
import { correctTopicWord, withinOneEdit } from "../../src/models/offline/question/correctTopicWord.js";
import { editDistance } from "../../src/models/offline/question/normalizeText.js";

/** Misspellings of `word`: a letter dropped, added, changed, two swapped, and more than one edit. */
const variantsOf = (word: string) => [
  word,
  word.slice(0, -1),
  `${word}s`,
  word.slice(0, 2) + word.slice(3),
  word[0]! + word.slice(2, 3) + word[1]! + word.slice(3),
  `${word.slice(0, 3)}q${word.slice(4)}`,
  `x${word}`,
  [...word].reverse().join(""),
];

describe("correctTopicWord", () => {
  it("corrects a misspelt topic word to the most frequent word one edit away, and leaves known words alone", () => {
    expect(correctTopicWord("climbign")).toBe("climbing");
    expect(correctTopicWord("runnning")).toBe("running");
    expect(correctTopicWord("climbing")).toBe("climbing");
    expect(correctTopicWord("zqxwvut")).toBe("zqxwvut");
  });

  it("tells one edit apart exactly as the edit distance does", () => {
    const words = [...sharedWordVectors().index.keys()].filter((_, index) => index % 499 === 0);
    for (const word of words) {
      for (const variant of variantsOf(word)) {
        for (const other of [...words.slice(0, 20), word]) {
          expect(withinOneEdit(variant, other), `${variant} / ${other}`).toBe(editDistance(variant, other, 1) <= 1);
        }
      }
    }
  });
});
