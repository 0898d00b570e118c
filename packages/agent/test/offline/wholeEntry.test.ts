import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// "show me yesterday's entry" reads the entry out whole; "what did I write yesterday?" says how it begins.

const content = [
  "A long and busy day at the office, with one meeting after another about the quarterly plan and the budget.",
  "In the evening I walked along the river with Ana and we talked about the trip to the Azores next spring.",
  "Before bed I read a few chapters of the novel. I want to remember how calm the river was tonight.",
].join("\n\n");
const day = { entries: [{ id: "e1", date: "2024-05-09", title: null, content }], nearestDates: null };

describe("an entry asked to be shown", () => {
  it.each([
    ["show me yesterday's entry", /^On 2024-05-09 you wrote one entry\./],
    ["mostra-me a entrada de ontem", /^Em 2024-05-09 escreveu uma entrada\./],
    ["can you read me my entry from yesterday?", /^On 2024-05-09/],
    ["quero ver a entrada completa de ontem", /^Em 2024-05-09/],
  ])("%s quotes it whole, a paragraph each", async (question, heading) => {
    const { calls, text } = await answerWith(question, day);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_entry", { date: "2024-05-09" }]]);
    expect(text).toMatch(heading);
    expect(text).toContain("> Before bed I read a few chapters of the novel. I want to remember how calm the river was tonight.");
    expect(text.match(/^> \S/gm)).toHaveLength(3);
  });

  it.each(["what did I write yesterday?", "o que escrevi ontem?"])("%s still says how it begins", async (question) => {
    const { text } = await answerWith(question, day);
    expect(text).not.toContain("how calm the river was tonight");
    expect(text).toMatch(/It begins:|Começa assim:/);
  });
});
