import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// "does running improve my mood?", "o exercício melhora o meu humor?": the mood on the days that mention it against the
// other days, as "am I happier when I run?" asks, not the mood alone nor a search for the word.

describe("what something does to a mood", () => {
  it.each([
    ["does running improve my mood?", "running", "happiness"],
    ["does climbing affect my stress?", "climbing", "stress"],
    ["is cooking good for my mood?", "cooking", "happiness"],
    ["o exercício melhora o meu humor?", "exercício", "happiness"],
    ["a escalada afeta o meu stress?", "escalada", "stress"],
    ["correr faz bem ao meu humor?", "correr", "happiness"],
    ["o exercício ajuda a minha energia?", "exercício", "energy"],
  ])("%s compares the days that mention it", async (question, topic, metric) => {
    const { calls } = await plan(question);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.filter((call) => call.name === "search_journal").every((call) => call.args["query"] === topic)).toBe(true);
    expect(calls.filter((call) => call.name === "get_time_series").every((call) => call.args["metric"] === metric)).toBe(true);
  });

  it.each(["does it affect my mood?", "how is my mood?"])("%s names nothing to compare, so no days are compared", async (question) => {
    const { calls } = await plan(question);
    expect(calls.some((call) => call.name === "search_journal")).toBe(false);
  });
});
