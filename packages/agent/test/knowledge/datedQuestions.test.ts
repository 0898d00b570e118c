import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { answerFromDocuments, answered, run } from "./knowledgeTestModel.js";

const lease = "lease.md";
const passages = [
  {
    documentId: "d1",
    name: lease,
    page: null,
    heading: "1. Term",
    text: "## 1. Term\n\nThe lease runs for three years, from 1 September 2025 to 31 August 2028. It renews for further periods of three years unless either party gives notice as set out in clause 7.",
    citation: `[${lease}]`,
  },
  {
    documentId: "d1",
    name: lease,
    page: null,
    heading: "7. Ending the lease",
    text: "## 7. Ending the lease\n\nThe tenant may end the lease after its first year with 120 days' written notice. The landlord may oppose its renewal with 240 days' written notice before the end of the term.",
    citation: `[${lease}]`,
  },
  { documentId: "d1", name: lease, page: null, heading: "2. Rent", text: "## 2. Rent\n\nThe monthly rent is 1,150 euros, paid by bank transfer by the 8th day of each month.", citation: `[${lease}]` },
];

describe("questions of when something in a document starts, ends or is due", () => {
  it.each(["When does my lease end?", "when did my lease start?", "quando acaba o meu contrato?", "até quando vai o contrato?", "quando começou o arrendamento?"])(
    "search %s for the passage of the term and quote the line with its dates, not the document's summary",
    async (asked) => {
      const question: ModelMessage = { role: "user", content: asked };
      const first = await run([question]);
      expect(first.calls.map((made) => made.name)).toEqual(["search_knowledge_base"]);
      const related = (first.calls[0]!.args["related"] as string[][]).flat();
      expect(related).toEqual(expect.arrayContaining(["term", "prazo", "validade", "expiry", "deadline", "renovação"]));
      const answer = await run(answered([question], first.calls[0]!, { passages, found: "some" }));
      expect(answer.calls).toEqual([]);
      expect(answer.text).toMatch(/^- \*\*1\. Term\*\*: [“«]The lease runs for three years, from 1 September 2025 to 31 August 2028\./m);
      // The line with the dates comes first; a clause that only names the end of the term is not the answer.
      expect(answer.text.indexOf("31 August 2028")).toBeLessThan(answer.text.indexOf("120 days") === -1 ? Infinity : answer.text.indexOf("120 days"));
    },
  );

  const arrendamento = [
    { documentId: "d2", name: "contrato.md", page: null, heading: "1. Prazo", text: "## 1. Prazo\n\nO arrendamento dura três anos, de 1 de setembro de 2025 a 31 de agosto de 2028.", citation: "[contrato.md]" },
    { documentId: "d2", name: "contrato.md", page: null, heading: "2. Renda", text: "## 2. Renda\n\nA renda mensal é de 1150 euros, paga por transferência até ao dia 8 de cada mês.", citation: "[contrato.md]" },
  ];

  it.each([
    ["When is the rent due?", passages, "8th day of each month"],
    ["quando tenho de pagar a renda?", arrendamento, "até ao dia 8 de cada mês"],
    // Asked in the other language than the document's.
    ["Até quando tenho de pagar a renda?", passages, "8th day of each month"],
    ["By when do I have to pay the rent?", arrendamento, "até ao dia 8 de cada mês"],
  ])("quote the subject's own line for %s, not another clause's dates", async (asked, found, line) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: found, found: "some" });
    expect(calls.map((made) => made.name)).toEqual(["search_knowledge_base"]);
    expect(answer.text.split("\n").find((text) => text.startsWith("- "))).toContain(line);
  });
});
