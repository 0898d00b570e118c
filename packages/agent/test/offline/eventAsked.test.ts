import { describe, expect, it } from "vitest";
import { plan } from "./offlineTestModel.js";

// "How was the move?": a word the general stop lists hold ("move", "course", "results", "present") names the thing
// asked about, and the journal is searched for it, not read as "how have I been?".

describe("an event asked about by a word the stop lists hold", () => {
  it.each([
    ["how was the move?", "move"],
    ["how did the move go?", "move"],
    ["como correu a mudança?", "mudança"],
    ["how was the course?", "course"],
    ["como foi o curso?", "curso"],
    ["what were my blood test results?", "results"],
    ["quais foram os resultados das análises?", "resultados"],
    ["what present did I give Ana?", "present"],
    ["que presente dei à Ana?", "presente"],
  ])("%s searches the journal for %j", async (question, word) => {
    const { calls } = await plan(question);
    const search = calls.find((call) => call.name === "search_journal");
    expect(search, `${question}: ${JSON.stringify(calls.map((call) => call.name))}`).toBeDefined();
    expect(String(search!.args["query"])).toContain(word);
  });
});
