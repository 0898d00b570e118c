import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// Where one went on holiday is what the trips' entries say, not the places the journal names every day.
describe("where one went on a trip", () => {
  it.each([
    ["where did I go on holiday last year?", "2023-01-01"],
    ["onde fui de férias no ano passado?", "2023-01-01"],
    ["where did we go on our trip in 2023?", "2023-01-01"],
  ])("%s searches the trips' entries", async (question, from) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { from } });
    expect((calls[0]!.args["related"] as string[][]).flat()).toEqual(expect.arrayContaining(["trip"]));
  });

  it.each([["where did I go last year?"], ["onde fui no ano passado?"]])("%s still ranks the places", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("rank_names");
  });
});
