import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// A name of several words beside other capitalised words is searched whole, not word by word.
describe("a name of several words among other words", () => {
  it.each([
    ["when did I have dinner with Ana Sousa in Lisbon?", ["Ana Sousa"]],
    ["quando jantei com a Ana Sousa em Lisboa?", ["Ana Sousa"]],
    ["what did I write about lunch at Cafe Aurora with Miguel?", ["Cafe Aurora"]],
  ])("%s searches %j whole", async (question, names) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { wholeNames: names } });
  });

  it.each([
    ["when did I have dinner with Ana in Lisbon?"],
    ["quando jantei com a Ana em Lisboa?"],
  ])("%s has no name of several words to search whole", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.args).not.toHaveProperty("wholeNames");
  });

  it.each([
    ["when did I have dinner with Ana Sousa in Lisbon?", "Ana Sousa"],
    ["quando jantei com a Ana Sousa em Lisboa?", "Ana Sousa"],
  ])("%s, with the name in no entry, says the whole name is not mentioned", async (question, name) => {
    const { text } = await answerWith(question, {
      results: [{ entryId: "e1", date: "2024-04-02", excerpt: "Dinner with Ana in Lisbon.", score: 1, confidence: "low" }],
      confidence: "low",
      missing: [name],
    });
    expect(text).toContain(name);
    expect(text).not.toMatch(/mention Sousa\b|menciona Sousa\b/);
  });
});

describe("a count with a name of several words among other words", () => {
  it.each([
    ["how many times did I have dinner with Ana Sousa?", ["Ana Sousa"]],
    ["quantas vezes jantei com a Ana Sousa?", ["Ana Sousa"]],
  ])("%s counts %j whole", async (question, names) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "count_mentions", args: { wholeNames: names } });
  });

  it.each([["how many times did I have dinner with Ana?"], ["quantas vezes jantei com a Ana?"]])("%s has no name of several words to count whole", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("count_mentions");
    expect(calls[0]?.args).not.toHaveProperty("wholeNames");
  });
});
