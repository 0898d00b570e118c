import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// What the journal says about someone shows different things: the same line written on several days ("Liguei à Ana e
// falámos durante uma hora.") is said once, with its other days, and the next lines are things not yet said.

const row = (date: string, excerpt: string) => ({ entryId: `e-${date}`, date, title: "", excerpt, score: 0.9, confidence: "high" });
const results = [
  row("2024-03-20", "Liguei à Ana e falámos durante uma hora."),
  row("2024-04-24", "Liguei à Ana e falámos durante uma hora!"),
  row("2024-02-21", "Liguei à Ana e falamos durante uma hora."),
  row("2024-04-02", "Lunch with Ana by the river; she is moving to Porto in June."),
  row("2024-01-15", "Ana's birthday dinner at her parents' house."),
  row("2024-03-02", "Walked with Ana and her dog along the beach."),
];
const data = { results, confidence: "high", missing: [] };

describe("near-identical lines said once", () => {
  it.each([
    ["What did I write about Ana?", "(also on 2024-02-21 and 2024-04-24)"],
    ["o que escrevi sobre a Ana?", "(também em 2024-02-21 e 2024-04-24)"],
  ])("%s", async (question, also) => {
    const { calls, text } = await answerWith(question, data);
    expect(calls[0]!.name).toBe("search_journal");
    const lines = text.split("\n").filter((line) => line.startsWith("- "));
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => /Liguei/.test(line))).toHaveLength(1);
    expect(lines[0]).toContain(also);
    // The three lines left for other things show two of them; the sixth entry is still counted as more in the list.
    expect(text).toContain("Porto");
    expect(text).toContain("birthday");
    expect(text).toMatch(/(?:and|e mais) 1 /);
  });

  it.each(["What did I write about Ana?", "o que escrevi sobre a Ana?"])("different lines stay apart: %s", async (question) => {
    const { text } = await answerWith(question, { ...data, results: results.slice(3) });
    expect(text.split("\n").filter((line) => line.startsWith("- "))).toHaveLength(3);
    expect(text).not.toMatch(/also on|também em/);
  });
});
