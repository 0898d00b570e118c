import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// Friday 10 May 2024.
describe("how one has been sleeping reads the entries about sleep, with the energy beside them", () => {
  it.each([
    ["how have I been sleeping?", "sleep", "2024-04-11", "2024-05-10"],
    ["How did I sleep lately?", "sleep", "2024-04-11", "2024-05-10"],
    ["how's my sleep been?", "sleep", "2024-04-11", "2024-05-10"],
    ["how did I sleep last week?", "sleep", "2024-04-29", "2024-05-05"],
    ["como tenho dormido?", "sono", "2024-04-11", "2024-05-10"],
    ["como tem sido o meu sono?", "sono", "2024-04-11", "2024-05-10"],
    ["como dormi esta semana?", "sono", "2024-05-06", "2024-05-10"],
  ])("%s searches sleep by its own word, not the verb's form asked", async (question, word, from, to) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query: word, from, to } });
    const related = (calls[0]!.args["related"] as string[][])[0]!;
    expect(related[0]).toBe(word);
    expect(related).toEqual(expect.arrayContaining(["sleep", "slept", "dormi", "sono"]));
    expect(calls.find((call) => call.name === "get_time_series")).toMatchObject({ args: { metric: "energy", from, to } });
  });

  it.each([["how often did I sleep badly?"], ["quantas vezes dormi mal?"]])("%s still counts the nights", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("count_mentions");
  });
});
