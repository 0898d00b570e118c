import { describe, expect, it } from "vitest";
import { answerFromDocuments, run } from "./knowledgeTestModel.js";

// "Que documentos tenho de entregar na escola?" asks what a letter asks for, not which documents were uploaded.

const letter = {
  documentId: "d1",
  name: "matricula-escola.md",
  page: null,
  heading: "Confirmação de matrícula",
  text: "# Confirmação de matrícula\n\n## Início das aulas\nAs aulas começam a 14 de setembro de 2026.\n\n## Documentos a entregar\nBoletim de vacinas atualizado e duas fotografias até 30 de setembro.",
  citation: "[matricula-escola.md]",
};

const english = {
  ...letter,
  name: "school-enrolment.md",
  heading: "Enrolment confirmation",
  text: "# Enrolment confirmation\n\n## First day\nClasses start on 14 September 2026.\n\n## Documents to hand in\nAn up-to-date vaccination record and two photographs by 30 September.",
  citation: "[school-enrolment.md]",
};

describe("the papers a letter asks for", () => {
  it.each([
    ["que documentos tenho de entregar na escola?", letter, "Boletim de vacinas"],
    ["quais documentos preciso de levar para a escola?", letter, "Boletim de vacinas"],
    ["what documents do I need to hand in at school?", english, "vaccination record"],
    ["which documents must I bring to school?", english, "vaccination record"],
  ])("%s searches the documents and quotes what to hand in", async (asked, passage, quoted) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: [passage], found: "some" });
    expect(calls[0]?.name).toBe("search_knowledge_base");
    expect(answer.text).toContain(quoted);
  });

  it.each(["que documentos tenho?", "which documents do I have?", "quais documentos tenho?"])("%s is still the list", async (asked) => {
    const { calls } = await run([{ role: "user", content: asked }]);
    expect(calls.map((call) => call.name)).toEqual(["list_documents"]);
  });
});
