import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// "How many times did I feel lonely?": a feeling no mood measure is counted in the entries that say it, in either language.

describe("a feeling counted in the entries that say it", () => {
  it.each([
    ["how many times did I feel lonely?", "lonely", "sozinha"],
    ["quantas vezes me senti sozinho?", "sozinho", "lonely"],
    ["how often was I grateful this year?", "grateful", "gratidão"],
    ["quantas vezes fiquei com medo?", "medo", "afraid"],
  ])("%s counts the entries with %s or its words (%s)", async (question, word, other) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("count_mentions");
    expect(calls[0]!.args["query"]).toBe(word);
    expect((calls[0]!.args["related"] as string[][])[0]).toContain(other);
  });

  it.each(["how many days was I stressed this month?", "quantos dias estive triste?"])("%s still counts the measured mood's days (%s)", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("get_time_series");
  });
});
