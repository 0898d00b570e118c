import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

const recipe = {
  documentId: "cake",
  name: "Receita bolo de cenoura.md",
  page: null,
  heading: "Bolo de cenoura da avó",
  text: "## Bolo de cenoura da avó\n\nIngredientes: 3 cenouras médias, 4 ovos, 1 xícara de óleo, 2 xícaras de farinha de trigo.\n\nAsse em forno médio (180 graus) por cerca de 40 minutos.",
  citation: "[Receita bolo de cenoura.md]",
};

describe("how much of something a recipe puts in", () => {
  it.each([
    "how many eggs go in the carrot cake?",
    "how much flour does the cake need?",
    "how many eggs do I need for the cake?",
    "quantos ovos leva o bolo?",
    "quanta farinha vai no bolo de cenoura?",
    "quantas cenouras preciso para o bolo?",
  ])("%s reads the recipe, not a count of the journal", async (asked) => {
    const { calls, answer } = await answerFromDocuments(asked, { passages: [recipe], found: "some" });
    expect(calls.map((call) => call.name)).toEqual(["search_knowledge_base"]);
    expect(answer.text).toContain("4 ovos");
    expect(answer.text).not.toMatch(/«(?:leva|vai|preciso)»|“(?:go|need)”/);
  });
});
