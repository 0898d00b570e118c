import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

const passage = (documentId: string, name: string, title: string, heading: string, text: string) => ({ documentId, name, title, page: null, heading, text, citation: `[${name}]` });
const blood = passage("d1", "Blood test results.md", "Blood test results", "Blood test results — health check-up", "Date: 4 February 2026\nDoctor: Dr. Marta Sousa\nThe doctor recommends more exercise.");
const flu = passage("d2", "Boletim de vacinas.md", "Boletim de vacinas", "Gripe", "Vacina da gripe tomada em 20 de outubro de 2025, no centro de saúde.");
const tetanus = passage("d2", "Boletim de vacinas.md", "Boletim de vacinas", "Tétano", "Última dose: 10 de maio de 2019, no centro de saúde de Almada.");
const found = { passages: [blood, flu, tetanus], found: "some" };

describe("the documents on a subject, listed rather than quoted", () => {
  it.each([
    ["which documents do I have about health?", "Your documents about “health”"],
    ["what files do I have on health?", "Your documents about “health”"],
    ["que documentos tenho sobre saúde?", "Os seus documentos sobre «saúde»"],
    ["quais documentos falam de saúde?", "Os seus documentos sobre «saúde»"],
  ])("%s names each document once", async (asked, heading) => {
    const { calls, answer } = await answerFromDocuments(asked, found);
    expect(calls[0]?.name).toBe("search_knowledge_base");
    expect(calls[0]?.args["topK"]).toBe(10);
    expect(answer.text).toContain(heading);
    const items = answer.text.split("\n").filter((line) => line.startsWith("- "));
    expect(items).toHaveLength(2);
    expect(items.some((line) => line.startsWith("- **Blood test results.md**"))).toBe(true);
    expect(items.some((line) => line.startsWith("- **Boletim de vacinas.md**"))).toBe(true);
    expect(answer.text).not.toMatch(/passages of your documents that match|excertos dos seus documentos/);
  });

  it("still quotes what the documents say when the question asks what they say", async () => {
    const { answer } = await answerFromDocuments("what do my documents say about health?", found);
    expect(answer.text).toContain("What your documents say about");
  });
});

describe("a vaccination record asked in the other language", () => {
  const tetanus = passage("d3", "Boletim de vacinas.md", "Boletim de vacinas", "Tétano e difteria (Td)", "Última dose: 10 de maio de 2019. Reforço a cada 10 anos.");
  const booster = passage("d4", "Vaccination record.md", "Vaccination record", "Tetanus", "Last tetanus booster: 10 May 2019.");
  it.each([
    ["when was my last tetanus shot?", tetanus, "tétano"],
    ["quando levei a última vacina do tétano?", booster, "tetanus"],
  ])("%s searches the record's own words", async (asked, record, word) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: [record], found: "some" });
    const search = calls.find((call) => call.name === "search_knowledge_base");
    expect(((search?.args["related"] as string[][] | undefined) ?? []).flat()).toContain(word);
    expect(answer.text).toContain("10");
    expect(answer.text).not.toMatch(/None of your documents mentions|Nenhum dos seus documentos fala/);
  });
});
