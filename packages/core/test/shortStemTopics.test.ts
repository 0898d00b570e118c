import { describe, expect, it } from "vitest";
import { foldAccents, relatedWords } from "../src/index.js";

// A short Portuguese stem is cut from many words ("casa" home, "casar" to marry, "caso" a case): sharing one tells no
// topic, so a word is read by its own topics and by the longer stems of their words, never by those few letters.

const folded = (words: ReadonlyArray<string>) => words.map((word) => foldAccents(word.toLowerCase()));

describe("topics by a short stem", () => {
  it.each([
    ["caso", ["casamento", "wedding", "casa", "home"]],
    ["casa", ["casamento", "wedding"]],
    ["casamos", ["casa", "home"]],
  ])("%s is read as none of %j", (word, left) => {
    const related = folded(relatedWords(word));
    for (const other of left) expect(related).not.toContain(other);
  });

  it.each([
    ["casa", ["home", "house"]],
    ["casei", ["wedding", "casamento"]],
    ["casamentos", ["wedding", "married"]],
  ])("%s keeps its own topic's words %j", (word, kept) => {
    expect(folded(relatedWords(word))).toEqual(expect.arrayContaining(kept));
  });
});
