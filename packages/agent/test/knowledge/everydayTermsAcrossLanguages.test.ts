import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// Everyday things a manual, a policy, a medical report or a contract names, asked in one language of a document
// written in the other, often in several words ("máquina de lavar", "washing machine"; "work from home", "teletrabalho").

const related = (args: Record<string, unknown>) => ((args["related"] as string[][] | undefined) ?? []).flat();
const passage = (name: string, heading: string, text: string) => ({ documentId: "d1", name, title: "", page: null, heading, text, score: 1, similarity: 0.7, citation: `[${name}]` });

describe("everyday document terms in the other language", () => {
  it.each([
    ["what does the washing machine manual say about the warranty?", "máquina-de-lavar"],
    ["a máquina de lavar está coberta pelo seguro?", "washing-machine"],
    ["is the dishwasher covered?", "lava-loiça"],
    ["o frigorífico tem garantia?", "fridge"],
    ["what did my x-ray show?", "radiografia"],
    ["o seguro cobre a radiografia?", "x-ray"],
    ["when was my ultrasound?", "ecografia"],
    ["o que diz a ressonância magnética?", "mri"],
    ["can I work from home?", "teletrabalho"],
    ["posso trabalhar a partir de casa?", "remotely"],
    ["posso trabalhar em casa às sextas?", "remote"],
    ["how is overtime paid?", "horas-extra"],
    ["quanto é o subsídio de refeição?", "meal-allowance"],
  ])("searches %s with %s", async (asked, term) => {
    const { calls } = await answerFromDocuments(asked, { passages: [], found: "none" });
    const search = calls.find((call) => call.name === "search_knowledge_base");
    expect(search).toBeDefined();
    expect(related(search!.args)).toContain(term);
  });

  it.each([
    ["posso trabalhar a partir de casa?", passage("Employment contract.txt", "4. Remote working", "The employee may work remotely up to two days per week, on days agreed with their manager."), "work remotely up to two days", /fala de «casa»/],
    ["can I work from home?", passage("Contrato de trabalho.txt", "Cláusula 4.ª Teletrabalho", "O trabalhador pode prestar a sua atividade em regime de teletrabalho até três dias por semana."), "regime de teletrabalho", /mention[s]? “home”/],
    ["a máquina de lavar está coberta pelo seguro?", passage("Home insurance.txt", "Water damage", "Damage caused by a leaking washing machine is covered up to 5,000 EUR."), "leaking washing machine", /fala de «máquina»|«lavar»/],
    ["is my washing machine under warranty?", passage("Manual.txt", "Garantia", "A máquina de lavar tem garantia de 3 anos a contar da data de compra."), "garantia de 3 anos", /mention[s]? “washing”|“machine”/],
  ])("%s quotes the document in the other language as an answer", async (asked, found, quoted, missing) => {
    const { answer } = await answerFromDocuments(asked, { passages: [found], found: "some" });
    expect(answer.text).toContain(quoted);
    expect(answer.text).not.toMatch(missing);
  });
});
