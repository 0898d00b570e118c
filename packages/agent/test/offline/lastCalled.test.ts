import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "When did I last call Rita?": what was done with the person is searched with the name, not the name alone.

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });

describe("the last time something was done with someone", () => {
  it.each([
    ["when did I last call Rita?", "call Rita"],
    ["when did I last ring my mother?", "ring mother"],
    ["quando foi a última vez que liguei à Rita?", "liguei Rita"],
  ])("%s searches what was done and the person (%s)", async (question, query) => {
    const { calls } = await plan(question);
    expect(calls[0]!.name).toBe("search_journal");
    expect(calls[0]!.args["query"]).toBe(query);
  });

  it.each([
    ["quando foi a última vez que liguei à Rita?", "called"],
    ["when did I last call Rita?", "liguei"],
  ])("%s finds the call in the other language's words too (%s)", async (question, other) => {
    const { calls } = await plan(question);
    expect((calls[0]!.args["related"] as string[][]).flat()).toContain(other);
  });
});

describe("the last time answered by the entry that says both", () => {
  it.each([
    ["when did I last call Rita?", ["Called Ana and we talked for an hour.", "Rita came over for dinner.", "Called Rita and we talked for an hour."]],
    ["quando foi a última vez que liguei à Rita?", ["Liguei à Ana e falámos durante uma hora.", "A Rita veio jantar.", "Liguei à Rita e falámos durante uma hora."]],
  ])("%s answers with the entry where the person was called", async (question, excerpts) => {
    const results = [row("2024-05-09", excerpts[0]!), row("2024-05-08", excerpts[1]!), row("2024-04-02", excerpts[2]!)];
    const { text } = await answerWith(question, { results, confidence: "high" });
    expect(text).toMatch(/^(?:The last time was|A última vez foi) (?:on|em) 2024-04-02/);
  });
});
