import { relatedWords } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "../../src/knowledge/sample/sampleDocuments.js";
import { cognatesOf } from "../../src/models/offline/question/cognates.js";
import { answerFromDocuments, run } from "./knowledgeTestModel.js";

const documents = sampleDocuments("2026-11-29" as Parameters<typeof sampleDocuments>[0]);

/** The section of a sample document under `heading`, as the search returns a passage of it. */
const passage = (fileName: string, heading: string) => {
  const document = documents.find((sample) => sample.fileName.includes(fileName))!;
  const text = document.text.split(/\n(?=## )/).find((section) => section.startsWith(`## ${heading}`))!;
  return { documentId: "d1", name: document.fileName, title: "", page: null, heading, text, score: 1, similarity: 0.7, citation: `[${document.fileName}]` };
};

const related = (args: Record<string, unknown>) => ((args["related"] as string[][] | undefined) ?? []).flat();

describe("terms a document writes in the other language", () => {
  it.each([
    ["O que é a retropropagação?", "backpropagation"],
    ["o que é o sobreajuste?", "overfitting"],
    ["o que dizem as minhas notas sobre a função de ativação?", "activation"],
    ["what is backpropagation?", "retropropagação"],
    ["when is the bulky rubbish collected?", "monos"],
    ["what does the lease say about the garage?", "garagem"],
  ])("searches %s with the term as the other language writes it", async (asked, term) => {
    const { calls } = await answerFromDocuments(asked, { passages: [], found: "none" });
    expect(calls[0]!.name).toBe("search_knowledge_base");
    expect(related(calls[0]!.args)).toContain(term);
  });

  it.each([
    ["O que é a retropropagação?", "Backpropagation computes all the gradients"],
    ["what is regularização in my notes?", "weight decay (L2 regularisation)"],
  ])("quotes the English notes for %s", async (asked, quoted) => {
    const notes = [passage("neural networks", "Backpropagation"), passage("neural networks", "Overfitting and regularisation")];
    const { answer } = await answerFromDocuments(asked, { passages: notes, found: "some" });
    expect(answer.text).toContain(quoted);
  });

  it.each(["explica a descida do gradiente", "descreve a retropropagação"])("answers %s in Portuguese", async (asked) => {
    const notes = [passage("neural networks", "Gradient descent"), passage("neural networks", "Backpropagation")];
    const { answer } = await answerFromDocuments(asked, { passages: notes, found: "some" });
    expect(answer.text).toMatch(/^Modo offline/);
  });

  it("guesses a learned word's spelling in the other language by its ending, and leaves everyday words alone", () => {
    expect(cognatesOf("regularização")).toEqual(expect.arrayContaining(["regularization", "regularisation"]));
    expect(cognatesOf("probabilidade")).toContain("probability");
    expect(cognatesOf("convolution")).toContain("convolucao");
    expect(cognatesOf("gradient")).toContain("gradiente");
    expect(cognatesOf("garagem")).toContain("garage");
    expect(cognatesOf("casa")).toEqual([]);
    // Medicines' international names, each way.
    expect(cognatesOf("amoxicillin")).toContain("amoxicilina");
    expect(cognatesOf("amoxicilina")).toContain("amoxicillin");
    expect(cognatesOf("ibuprofeno")).toContain("ibuprofen");
    expect(cognatesOf("atorvastatin")).toContain("atorvastatina");
    expect(cognatesOf("omeprazol")).toContain("omeprazole");
    expect(cognatesOf("nação")).toEqual([]);
  });

  it("keeps a term of its own from the everyday word whose stem it shares", () => {
    expect(relatedWords("wifi")).not.toContain("wife");
    expect(relatedWords("password")).toContain("senha");
    // "sangue" (blood) shares a stem with English "sang" (of singing): its own topic comes first.
    expect(relatedWords("sangue")).toContain("blood");
    expect(relatedWords("sangue")).not.toContain("choir");
    // An ingredient finds its word in the other language, and no other ingredient.
    expect(relatedWords("eggs")).toContain("ovos");
    expect(relatedWords("farinha")).toEqual(["flour"]);
  });
});

describe("the rule line about the thing asked", () => {
  it.each(["When can I do noisy works?", "Quando posso fazer obras?", "quando posso fazer obras ruidosas?"])(
    "quotes the building-works hours for %s, not the night-time noise rule that lists works in passing",
    async (asked) => {
      const { answer } = await answerFromDocuments(asked, { passages: [passage("condomínio", "Ruído")], found: "some" });
      expect(answer.text).toContain("Obras ruidosas só podem ser feitas nos dias úteis");
      expect(answer.text).not.toContain("Entre as 22h00");
    },
  );
});

describe("questions of who and of a building's rules", () => {
  const heading = "Residential lease: Rua das Flores 12, 3rd floor left, Lisbon";
  const lease = documents.find((sample) => sample.fileName.includes("Lease"))!;
  const opening = { ...passage("Lease", "1. Term"), heading, text: lease.text.split("\n## ")[0]! };
  it.each(["who is my landlord?", "quem é o meu senhorio?"])("%s quotes the field that names the landlord", async (asked) => {
    const passages = [passage("Lease", "3. Deposit"), passage("Lease", "7. Ending the lease"), opening];
    const { answer } = await answerFromDocuments(asked, { passages, found: "some" });
    const first = answer.text.split("\n").find((line) => line.startsWith("- "));
    expect(first).toContain("Landlord: Helena Marques.");
  });

  it.each([
    ["what does the regulamento say about pets?", "pets"],
    ["o que diz o regulamento sobre animais?", "animais"],
    ["what are the garage rules?", "garage"],
  ])("%s searches the documents", async (asked, query) => {
    const { calls } = await run([{ role: "user", content: asked }]);
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    expect(calls[0]!.args["query"]).toBe(query);
  });
});

describe("clauses of a lease and a building's rules", () => {
  const rules = documents.find((sample) => sample.fileName.includes("condomínio"))!;
  /** Two short sections in one passage, as the chunker joins them. */
  const joined = { ...passage("condomínio", "Lixo e reciclagem"), text: rules.text.slice(rules.text.indexOf("## Lixo"), rules.text.indexOf("## Quotas")) };

  it.each(["what are the garage rules?", "o que diz o regulamento sobre a garagem?"])("%s quotes the garage's own section", async (asked) => {
    const { answer } = await answerFromDocuments(asked, { passages: [joined], found: "some" });
    expect(answer.text).toContain("lavar carros na garagem");
  });

  it.each(["what are the garage rules?", "quais são as regras da garagem?", "quais as normas da garagem?"])("%s leaves out a study note's “chain rule”", async (asked) => {
    const { answer } = await answerFromDocuments(asked, { passages: [joined, passage("neural networks", "Backpropagation")], found: "some" });
    expect(answer.text).toContain("lavar carros na garagem");
    expect(answer.text).not.toContain("chain rule");
  });

  it.each(["can I end the lease early?", "posso sair antes do fim do contrato?", "posso rescindir o contrato de arrendamento?"])(
    "%s searches and quotes the clause on ending the lease",
    async (asked) => {
      const { calls, answer } = await answerFromDocuments(asked, { passages: [passage("Lease", "7. Ending the lease"), passage("neural networks", "Overfitting and regularisation")], found: "some" });
      expect(calls[0]!.args["query"]).toBe("ending");
      expect(answer.text).toContain("120 days' written notice");
      expect(answer.text).not.toContain("early stopping");
    },
  );

  it.each(["how many days' notice does the landlord need to give?", "quantos dias de pré-aviso tenho de dar?"])("%s asks the documents, not a count of entries", async (asked) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: [passage("Lease", "7. Ending the lease")], found: "some" });
    expect(calls[0]!.name).toBe("search_knowledge_base");
    expect(answer.text).toContain("days' written notice");
  });

  it.each(["how much is the rent increase?", "quanto é o aumento da renda?"])("%s quotes the line on updating the rent", async (asked) => {
    const { answer } = await answerFromDocuments(asked, { passages: [passage("Lease", "2. Rent")], found: "some" });
    expect(answer.text).toContain("The rent is updated once a year");
  });
});

describe("a policy's and a lease's terms in the other language", () => {
  const apolice = { documentId: "d2", name: "seguro-automovel.txt", title: "", page: null, heading: "", text: "Coberturas:\nQuebra isolada de vidros, sem franquia.\nFurto ou roubo do veículo, com franquia de 10%.", score: 1, similarity: 0.7, citation: "[seguro-automovel.txt]" };
  const term: Record<string, string> = { "does my car insurance cover windscreens?": "vidros", "is theft covered by my car insurance?": "furto", "qual é a multa por atraso na renda?": "penalty" };
  const lease = { documentId: "d1", name: "lease.md", title: "", page: null, heading: "Rent", text: "## Rent\n\nThe rent is due by the 8th. A late payment penalty of 50 euros applies after the 15th.", score: 1, similarity: 0.7, citation: "[lease.md]" };
  it.each([
    ["does my car insurance cover windscreens?", apolice, "Quebra isolada de vidros, sem franquia."],
    ["is theft covered by my car insurance?", apolice, "Furto ou roubo do veículo"],
    ["qual é a multa por atraso na renda?", lease, "A late payment penalty of 50 euros applies after the 15th."],
  ])("%s searches the term as the other language writes it, and quotes the clause", async (asked, found, quoted) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: [found], found: "some" });
    expect(related(calls[0]!.args)).toContain(term[asked]!);
    expect(answer.text).toMatch(/What your documents say about|O que os seus documentos dizem sobre/);
    expect(answer.text.split("\n").find((line) => line.startsWith("- "))).toContain(quoted);
  });
});
