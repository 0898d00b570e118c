import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// "which friend did I see most this year?" asks for the people of the journal ranked, as "who did I see most?" does:
// the word "friend" is the kind of name asked for, not a topic to search. Friday 10 May 2024.

describe("one friend or person asked for, ranked", () => {
  it.each([
    ["which friend did I see most this year?", { kind: "person", from: "2024-01-01", to: "2024-05-10" }],
    ["what person do I mention the most?", { kind: "person" }],
    ["com que amigo estive mais este ano?", { kind: "person", from: "2024-01-01", to: "2024-05-10" }],
    ["qual a amiga que eu vejo mais?", { kind: "person" }],
    ["qual pessoa eu mais menciono?", { kind: "person" }],
  ])("%s ranks the people", async (question, args) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["rank_names", args]]);
  });

  it.each(["my friend visits more often now", "a minha amiga está mais feliz"])("%s is not a ranking", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => call.name)).not.toContain("rank_names");
  });
});
