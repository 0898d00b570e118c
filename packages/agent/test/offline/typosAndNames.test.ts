import { describe, expect, it } from "vitest";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";
import { correctTopicWord } from "../../src/models/offline/question/correctTopicWord.js";
import { correctWord } from "../../src/models/offline/question/normalizeText.js";
import { now, timeZone } from "./offlineTestModel.js";

const read = (text: string) => analyseQuestion({ text, now, timeZone, tools: new Set(["search_journal"]), capabilities: () => [] });

describe("a word typed in lower case that is no typo is read as typed", () => {
  it.each([
    ["when did I last go to sintra", "en", ["sintra"]],
    ["when did I last see joana", "en", ["joana"]],
    ["what did I write about miguel", "en", ["miguel"]],
    ["os meus passeios em sintra", "pt", ["passeios", "sintra"]],
    ["quando fui a sintra", "pt", ["sintra"]],
    ["quando estive com a joana", "pt", ["joana"]],
    ["o que escrevi sobre a ana", "pt", ["ana"]],
  ])("%s keeps its topic words", (text, language, topicWords) => {
    const question = read(text);
    expect(question.language).toBe(language);
    expect(question.topicWords).toEqual(topicWords);
  });

  it("never turns a word into one with other letters, nor a short word into a longer or shorter one", () => {
    // Two letters replaced is another word, in either language.
    expect(correctWord("passeios")).toBe("passeios");
    expect(read("os meus passeios em sintra").spelled).toBe("os meus passeios em sintra");
    // A letter added or dropped in a short word changes its shape: a name, a place.
    expect(correctTopicWord("sintra")).toBe("sintra");
    expect(correctTopicWord("joana")).toBe("joana");
    // A letter changed towards a rare word (a name) or in the ending (another word's or name's ending).
    expect(correctTopicWord("goncalo")).toBe("goncalo");
    expect(correctTopicWord("francisca")).toBe("francisca");
  });
});

describe("a slip of the keys is still mended", () => {
  it.each([
    ["when did I last go climbign", "climbing"],
    ["how often do I go runnning", "running"],
    ["when did I last play guitr", "guitar"],
    ["when did I last play tenis", "tennis"],
    ["how often do I do excercise", "exercise"],
  ])("%s reads %s", (text, expected) => {
    expect(read(text).topicWords).toEqual([expected]);
  });

  it("in the words of the engine's vocabulary, in either language", () => {
    expect(read("what did I write yestrday").normalized).toBe("what did i write yesterday");
    expect(read("o que escrevi ontme").normalized).toBe("o que escrevi ontem");
    expect(read("quando fui ao ginasio recentmente").normalized).toBe("quando fui ao ginasio recentemente");
    // Two edits that keep every typed letter in a long word.
    expect(correctWord("recntmente")).toBe("recentemente");
  });

  it("with a letter replaced by a neighbouring key's", () => {
    expect(correctWord("ontwm")).toBe("ontem");
    expect(correctWord("yesterdsy")).toBe("yesterday");
    expect(correctWord("lasr")).toBe("last");
  });
});
