import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

/** Two entries that open with how the day felt before saying what was done. */
const weekend = {
  sort: "newest",
  entries: [
    { date: "2024-05-05", title: "", excerpt: "A rough day. I felt tired and a bit down. Took the train to Porto to see Miguel. We walked along the river." },
    { date: "2024-05-04", title: "", excerpt: "Um dia bom no geral. Fiz uma caminhada na serra com a Rita e jantámos em Sintra." },
  ],
};

describe("what the person did over some days", () => {
  it.each([
    ["what did I do last weekend?", "Took the train to Porto to see Miguel. We walked along the river."],
    ["o que fiz no fim de semana passado?", "Took the train to Porto to see Miguel."],
    ["what happened last weekend?", "Fiz uma caminhada na serra com a Rita"],
    ["o que andei a fazer no fim de semana passado?", "Fiz uma caminhada na serra com a Rita"],
  ])("%s shows what each entry says was done, not how the day felt", async (question, done) => {
    const { calls, text } = await answerWith(question, weekend);
    expect(calls[0]!.name).toBe("get_recent_entries");
    expect(text).toContain(done);
    expect(text).not.toMatch(/A rough day|Um dia bom no geral/);
  });

  it("still opens each entry as written when asked what was written", async () => {
    const { text } = await answerWith("what did I write last weekend?", weekend);
    expect(text).toContain("A rough day.");
  });
});
