import { describe, expect, it } from "vitest";
import { answered, answerFromDocuments, run } from "./knowledgeTestModel.js";

const passage = (documentId: string, name: string, heading: string, text: string) => ({ documentId, name, page: null, heading, text: `## ${heading}\n\n${text}`, citation: `[${name}]` });

const noise = passage("d3", "Regulamento do condomínio.md", "Ruído", "Entre as 22h00 e as 8h00 não são permitidos ruídos que perturbem os vizinhos, incluindo música alta, obras e mudanças.");
const pets = passage("d1", "Lease.md", "4. Pets", "The tenant may keep one dog or one cat in the flat. The tenant must keep the animal on a lead in the building's common areas.");
const repairs = passage("d1", "Lease.md", "6. Repairs", "Repairs to the structure, the roof and the appliances supplied with the flat are the landlord's.");
const term = passage("d1", "Lease.md", "1. Term", "It renews for further periods of three years unless either party gives notice as set out in clause 7.");
const deposit = passage("d1", "Lease.md", "3. Deposit", "The tenant paid a deposit of two months' rent (2,300 euros) when signing.");

describe("the words that only say which document is meant", () => {
  it.each([
    ["o que diz o regulamento do prédio sobre barulho?", "«prédio»"],
    ["what do the building rules say about noise?", "“building”"],
    ["what are the house rules about noise?", "“house”"],
  ])("%s quotes the rule and does not say no document mentions the document's own name", async (asked, named) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: [noise, pets, repairs], found: "some" });
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    expect(answer.text).toContain("22h00");
    expect(answer.text).not.toContain(named);
    expect(answer.text).toMatch(/[«“]noise[»”]|«barulho»/);
    // The lease's passages hold the flat or the building, not the noise: they are not read out as the answer.
    expect(answer.text).not.toContain("Pets");
    expect(answer.text).not.toContain("Repairs");
  });

  it.each(["what does the building's rulebook say about parties?", "o que diz o regimento do prédio sobre festas?"])(
    "%s searches the documents, not the journal, for the parties",
    async (asked) => {
      const first = await run([{ role: "user", content: asked }]);
      expect(first.calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
      expect(String(first.calls[0]!.args["query"])).not.toMatch(/rulebook|regimento/);
    },
  );

  it.each([
    ["qual é o valor da caução?", "«valor»"],
    ["what is the amount of the deposit?", "“amount”"],
  ])("%s answers the deposit without saying no document mentions the amount", async (asked, word) => {
    const { answer } = await answerFromDocuments(asked, { passages: [deposit, term], found: "some" });
    expect(answer.text).toContain("2,300 euros");
    expect(answer.text).not.toContain(word);
  });

  // A passage without the baking time: the words that only ask how long are not named as what no document mentions.
  const recipe = passage("d4", "Receita bolo de cenoura.md", "Bolo de cenoura", "Ingredientes: 3 cenouras médias, 4 ovos, 2 xícaras de farinha.");
  it.each([
    ["quanto tempo asso o bolo de cenoura?", "«tempo»"],
    ["how much time do I bake the carrot cake?", "“time”"],
  ])("%s does not say no document mentions the time", async (asked, word) => {
    const { answer } = await answerFromDocuments(asked, { passages: [recipe], found: "some" });
    expect(answer.text).toContain("Ingredientes");
    expect(answer.text).not.toContain(word);
  });

  const lab = passage("d5", "Blood test results.md", "Lab results", "Total cholesterol: 212 mg/dL (reference < 200) — slightly high. HDL: 58 mg/dL.");
  it.each([
    ["o meu colesterol está alto?", "«alto»"],
    ["is my cholesterol elevated?", "“elevated”"],
  ])("%s quotes the result without saying no document mentions %s", async (asked, word) => {
    const { answer } = await answerFromDocuments(asked, { passages: [lab], found: "some" });
    expect(answer.text).toContain("slightly high");
    expect(answer.text).not.toContain(word);
  });

  it.each([
    ["what do my documents say about the building's garage?", "building"],
    ["o que diz o regulamento sobre o prédio?", "prédio"],
  ])("%s keeps the word said after “about” as its subject", async (asked, subject) => {
    const first = await run([{ role: "user", content: asked }]);
    const search = first.calls.find((call) => call.name === "search_knowledge_base");
    expect(String(search?.args["query"])).toContain(subject);
  });
});

describe("the documents' statuses in the answer's language", () => {
  const list = {
    documents: [
      { documentId: "d1", name: "Lease.md", title: "Lease", status: "ready", pages: null },
      { documentId: "d2", name: "Notas.md", title: "Notas", status: "embedding", pages: null },
    ],
  };
  it.each([
    ["quais documentos eu tenho?", ["Lease.md (pronto)", "Notas.md (em indexação)"], "ready"],
    ["which documents do I have?", ["Lease.md (ready)", "Notas.md (being indexed)"], "embedding"],
  ])("%s", async (asked, shown, raw) => {
    const first = await run([{ role: "user", content: asked }]);
    expect(first.calls.map((call) => call.name)).toEqual(["list_documents"]);
    const answer = await run(answered([{ role: "user", content: asked }], first.calls[0]!, list));
    for (const line of shown) expect(answer.text).toContain(line);
    expect(answer.text).not.toContain(`(${raw}`);
  });
});
