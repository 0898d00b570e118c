import { describe, expect, it } from "vitest";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";
import { now, timeZone } from "./offlineTestModel.js";

const read = (text: string) => analyseQuestion({ text, now, timeZone, tools: new Set(["search_journal"]), capabilities: () => [] });

describe("a question is read as typed, whatever its manners", () => {
  it.each([
    ["how was my stres lately", "en"],
    ["como anda o meu stres ultimamente", "pt"],
  ])("a doubled letter typed once (%s) is mended, though the word reads as a plural", (text, language) => {
    const question = read(text);
    expect(question.language).toBe(language);
    expect(question.metric).toBe("stress");
    expect(question.topicWords).toEqual(["stress"]);
  });

  it.each([
    ["what did u write abt my sleep", ["sleep"], null],
    ["what did I write yday", [], "2024-05-09"],
    ["qndo fui a praia", ["praia"], null],
    ["o que fiz no fds", [], "2024-05-04"],
    ["how often did I run this yr", ["run"], "2024-01-01"],
    // A holiday's name mistyped, and "finde" for the weekend.
    ["what did I write on chrismas", [], "2023-12-25"],
    ["como foi o finde", [], "2024-05-04"],
  ])("chat shorthand and slips are spelled out: %s", (text, topicWords, from) => {
    const question = read(text);
    expect(question.topicWords).toEqual(topicWords);
    expect(question.range?.from ?? null).toBe(from);
  });

  it.each([
    ["would you mind telling me what I wrote about running", "en", ["running"]],
    ["I was wondering what I wrote about running", "en", ["running"]],
    ["podes dizer-me por favor o que escrevi sobre a praia", "pt", ["praia"]],
    ["você poderia me dizer o que escrevi sobre a praia", "pt", ["praia"]],
  ])("the words of a polite request are no topic: %s", (text, language, topicWords) => {
    const question = read(text);
    expect(question.language).toBe(language);
    expect(question.topicWords).toEqual(topicWords);
  });

  it.each([
    ["WHAT DID I WRITE ABOUT SLEEP LAST WEEK", "en", ["sleep"]],
    ["O QUE ESCREVI SOBRE A PRAIA NA SEMANA PASSADA", "pt", ["praia"]],
  ])("a message in capitals is read as in lower case, its words no names: %s", (text, language, topicWords) => {
    const question = read(text);
    expect(question.language).toBe(language);
    expect(question.names).toEqual([]);
    expect(question.topicWords).toEqual(topicWords);
    expect(question.range?.from).toBe("2024-04-29");
    // The message itself is kept as written.
    expect(question.text).toBe(text);
  });
});
