import { describe, expect, it } from "vitest";
import { after, plan } from "./offlineTestModel.js";

// "who was I with?" right after "what did I do yesterday?" asks of yesterday, as "and who was I with?" does: not of the
// whole journal. Asked first, it still ranks the people of the journal. Friday 10 May 2024.

describe("who or where, asked bare of the occasion just answered", () => {
  it.each([
    ["what did I do yesterday?", "who was I with?", "person", "2024-05-09", "2024-05-09"],
    ["o que fiz ontem?", "com quem estive?", "person", "2024-05-09", "2024-05-09"],
    ["what did I do last weekend?", "where did I go?", "place", "2024-05-04", "2024-05-05"],
    ["o que fiz no fim de semana passado?", "onde fui?", "place", "2024-05-04", "2024-05-05"],
  ])("%s then %s", async (question, next, kind, from, to) => {
    const { calls } = await after(question, "On 2024-05-09 you wrote one entry.", next);
    // A short period's people and places are all listed, day by day.
    expect(calls.map((call) => [call.name, call.args])).toEqual([["rank_names", { kind, from, to, limit: 20 }]]);
  });

  it.each(["who was I with?", "com quem estive?"])("%s asked first ranks the journal's people", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]!.args).toEqual({ kind: "person" });
  });
});
