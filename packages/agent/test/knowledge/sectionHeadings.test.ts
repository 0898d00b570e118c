import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

const notes = (name: string, sections: ReadonlyArray<readonly [string, string]>) =>
  sections.map(([heading, text]) => ({ documentId: "d1", name, page: null, heading, text: `## ${heading}\n\n${text}`, citation: `[${name}]` }));

describe("a section whose heading names the word asked", () => {
  it.each([
    [
      "what should I review before the exam?",
      notes("notes.md", [
        ["Activation functions", "Softmax turns a vector of scores into probabilities over classes."],
        ["To review before the exam", "- Derive the gradient of cross-entropy with softmax."],
      ]),
      "Derive the gradient",
    ],
    [
      "o que sai no exame?",
      notes("apontamentos.md", [
        ["Funções de ativação", "A softmax transforma pontuações em probabilidades, como se viu nas aulas."],
        ["Matéria do exame", "- Derivar o gradiente da entropia cruzada."],
      ]),
      "Derivar o gradiente",
    ],
  ])("is quoted first for %s, before a line holding only a word related to it", async (asked, passages, quoted) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: passages, found: "some" });
    expect(calls.map((made) => made.name)).toEqual(["search_knowledge_base"]);
    expect(answer.text.split("\n").find((line) => line.startsWith("- "))).toContain(quoted);
  });
});
