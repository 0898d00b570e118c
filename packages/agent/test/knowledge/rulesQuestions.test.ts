import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { answered, run } from "./knowledgeTestModel.js";

const rules = [
  {
    documentId: "d3",
    name: "regulamento.md",
    page: null,
    heading: "Ruído",
    text: "## Ruído\n\nEntre as 22h00 e as 8h00 não são permitidos ruídos que perturbem os vizinhos, incluindo música alta, obras e mudanças. Obras ruidosas só podem ser feitas nos dias úteis, entre as 9h00 e as 18h00.",
    citation: "[regulamento.md]",
  },
];
const journalEntry = (text: string) => ({ entryId: "e1", date: "2026-02-09", text, snippet: text, confidence: "high" });

describe("questions of the rules that apply to the user", () => {
  it.each([
    ["a que horas tenho de fazer silêncio?", "22h00"],
    ["what are the quiet hours?", "22h00"],
    ["when can I do noisy works?", "9h00"],
    ["posso fazer obras ao sábado?", "9h00"],
  ])("search the documents first for %s and quote the rule", async (asked, quoted) => {
    const question: ModelMessage = { role: "user", content: asked };
    const first = await run([question]);
    expect(first.calls.map((made) => made.name)).toEqual(["search_knowledge_base"]);
    const answer = await run(answered([question], first.calls[0]!, { passages: rules, found: "some" }));
    expect(answer.calls).toEqual([]);
    expect(answer.text).toContain(quoted);
    expect(answer.text).toContain("[regulamento.md]");
  });

  it.each([
    ["what did Ana say about the hours of silence in the building?", "Liguei à Ana e falámos durante uma hora."],
    ["o que disse a Ana sobre o barulho no prédio?", "Liguei à Ana e falámos durante uma hora."],
  ])("try the documents as well when the journal answers %s without some of its words", async (asked, entry) => {
    const question: ModelMessage = { role: "user", content: asked };
    const first = await run([question]);
    expect(first.calls.map((made) => made.name)).toEqual(["search_journal"]);
    const afterJournal = answered([question], first.calls[0]!, { results: [journalEntry(entry)], confidence: "high", missing: ["silence", "barulho"] });
    const second = await run(afterJournal);
    expect(second.calls.map((made) => made.name)).toEqual(["search_knowledge_base"]);
    const answer = await run(answered(afterJournal, second.calls[0]!, { passages: rules, found: "some" }));
    expect(answer.text).toContain("22h00");
  });
});
