import { describe, expect, it } from "vitest";
import { askedAspect } from "../../src/knowledge/offline/askedAspect.js";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// "what are the advantages of dropout according to my notes?", "quais são as vantagens do dropout?", "what causes
// overfitting?": the advantages and the causes only say what of the subject is asked. The subject is searched and must be
// in a passage; a passage that also says the aspect comes first, and when none does the answer says so plainly.

const passage = (documentId: string, name: string, heading: string, text: string) => ({ documentId, name, page: null, heading, text, citation: `[${name}]` });

/** Notes on dropout and overfitting that say what they are, and nothing of their advantages, risks or causes. */
const plainNotes = [
  passage("n1", "notas.md", "Regularização", "O sobreajuste (overfitting) resolve-se com regularização, dropout ou mais dados."),
  passage("n2", "ml-notes.md", "Neural networks", "Dropout switches off random units while training. Overfitting is a model fitting noise in the training data."),
];

/** The same, with a later passage that says an advantage and a drawback of dropout and what causes overfitting. */
const fullerNotes = [
  ...plainNotes,
  passage("n3", "study.md", "Dropout in practice", "Dropout is used in most image models. Its main advantage is that it is cheap; its drawback is slower training. Overfitting is often caused by too many parameters for too little data."),
  passage("n4", "estudo.md", "Dropout na prática", "O dropout usa-se em quase todos os modelos de imagem. A grande vantagem do dropout é ser barato. O sobreajuste é provocado por demasiados parâmetros para poucos dados."),
];

describe("what of a subject is asked of the person's notes", () => {
  it.each([
    ["what are the advantages of dropout according to my notes?", "“advantages”"],
    ["what are the disadvantages of dropout in my notes?", "“disadvantages”"],
    ["what are the benefits of dropout?", "“benefits”"],
    ["what advantages does dropout have?", "“advantages”"],
    ["what are the pros and cons of dropout?", "“pros and cons”"],
    ["what are the drawbacks of dropout?", "“drawbacks”"],
    ["give me examples of dropout from my notes", "“examples”"],
    ["what types of dropout are in my notes?", "“types”"],
    ["what are the risks of dropout?", "“risks”"],
    ["what are the limitations of dropout?", "“limitations”"],
    ["what are dropout's advantages?", "“advantages”"],
    ["what are the main benefits of dropout?", "“benefits”"],
    ["dropout advantages and disadvantages", "“advantages and disadvantages”"],
  ])("%s quotes the notes on dropout, saying none speaks of the aspect directly", async (asked, aspect) => {
    const { answer } = await answerFromDocuments(asked, { passages: plainNotes, found: "some" });
    expect(answer.text).toContain(`Your documents mention “dropout”, but none of these passages speaks of ${aspect} directly`);
    expect(answer.text).toContain("Dropout switches off random units while training.");
    expect(answer.text).not.toContain("None of your documents mentions");
  });

  it.each([
    ["quais são as vantagens do dropout nas minhas notas?", "«vantagens»"],
    ["quais as desvantagens do dropout?", "«desvantagens»"],
    ["que benefícios tem o dropout segundo as minhas notas?", "«benefícios»"],
    ["quais os benefícios do dropout?", "«benefícios»"],
    ["quais são os prós e contras do dropout?", "«prós e contras»"],
    ["dá-me exemplos de dropout das minhas notas", "«exemplos»"],
    ["que tipos de dropout há nas minhas notas?", "«tipos»"],
    ["quais são os riscos do dropout?", "«riscos»"],
    ["quais as limitações do dropout?", "«limitações»"],
    ["quais as principais vantagens do dropout?", "«vantagens»"],
    ["dropout: vantagens e desvantagens?", "«vantagens e desvantagens»"],
  ])("%s quotes the notes on dropout, saying none speaks of the aspect directly", async (asked, aspect) => {
    const { answer } = await answerFromDocuments(asked, { passages: plainNotes, found: "some" });
    expect(answer.text).toContain(`Os seus documentos falam de «dropout», mas nenhum destes excertos fala diretamente de ${aspect}`);
    expect(answer.text).toContain("Dropout switches off random units while training.");
    expect(answer.text).not.toContain("Nenhum dos seus documentos fala");
  });

  it.each([
    ["what are the advantages of dropout according to my notes?", "Its main advantage is that it is cheap"],
    ["what are the pros and cons of dropout?", "Its main advantage is that it is cheap; its drawback is slower training."],
    ["quais são as vantagens do dropout nas minhas notas?", "A grande vantagem do dropout é ser barato."],
    ["quais os prós e contras do dropout?", "Its main advantage is that it is cheap; its drawback is slower training."],
  ])("%s quotes first the passages that speak of the aspect", async (asked, first) => {
    const { answer } = await answerFromDocuments(asked, { passages: fullerNotes, found: "some" });
    const quoted = answer.text.split("\n").filter((line) => line.startsWith("- "));
    // The notes saying an advantage, in either language, before those saying only what dropout is.
    expect(quoted.slice(0, 2).join("\n")).toContain(first);
    expect(quoted.slice(0, 2).every((line) => /advantage|vantagem/.test(line))).toBe(true);
    expect(answer.text).not.toMatch(/none of these passages|nenhum destes excertos|None of your documents|Nenhum dos seus documentos/);
  });
});

describe("what causes something, asked of the person's notes", () => {
  it.each([
    ["what causes overfitting?", "Overfitting is often caused by too many parameters for too little data."],
    ["what are the causes of overfitting?", "Overfitting is often caused by too many parameters for too little data."],
    ["why does overfitting happen?", "Overfitting is often caused by too many parameters for too little data."],
    ["o que causa o sobreajuste?", "O sobreajuste é provocado por demasiados parâmetros para poucos dados."],
    ["quais as causas do sobreajuste?", "O sobreajuste é provocado por demasiados parâmetros para poucos dados."],
    ["porque é que acontece o sobreajuste?", "O sobreajuste é provocado por demasiados parâmetros para poucos dados."],
    ["por que acontece o sobreajuste?", "O sobreajuste é provocado por demasiados parâmetros para poucos dados."],
  ])("%s quotes first the lines that say a cause", async (asked, said) => {
    const { answer } = await answerFromDocuments(asked, { passages: fullerNotes, found: "some" });
    const quoted = answer.text.split("\n").filter((line) => line.startsWith("- "));
    // Both notes say a cause, in either language: the two lines saying it come before the notes that say none.
    expect(quoted.slice(0, 2).join("\n")).toContain(said);
    expect(quoted.slice(0, 2).join("\n")).toMatch(/caused by|provocado por/);
    expect(quoted[0]).toMatch(/caused by|provocado por/);
    expect(answer.text).not.toMatch(/none of these passages|nenhum destes excertos/);
  });

  it.each([
    ["what causes overfitting?", "Your documents mention “overfitting”, but none of these passages says what causes it"],
    ["what are the causes of overfitting?", "Your documents mention “overfitting”, but none of these passages says what causes it"],
    ["why does overfitting happen?", "Your documents mention “overfitting”, but none of these passages says what causes it"],
    ["o que causa o sobreajuste?", "Os seus documentos falam de «sobreajuste», mas nenhum destes excertos diz o que o causa"],
    ["quais as causas do sobreajuste?", "Os seus documentos falam de «sobreajuste», mas nenhum destes excertos diz o que o causa"],
    ["porque é que acontece o sobreajuste?", "Os seus documentos falam de «sobreajuste», mas nenhum destes excertos diz o que o causa"],
    ["por que acontece o sobreajuste?", "Os seus documentos falam de «sobreajuste», mas nenhum destes excertos diz o que o causa"],
    ["what leads to overfitting?", "Your documents mention “overfitting”, but none of these passages says what causes it"],
    ["o que leva ao sobreajuste?", "Os seus documentos falam de «sobreajuste», mas nenhum destes excertos diz o que o causa"],
  ])("%s of notes that say no cause says so, with the closest passages", async (asked, said) => {
    const { answer } = await answerFromDocuments(asked, { passages: plainNotes, found: "some" });
    expect(answer.text).toContain(said);
    expect(answer.text).toContain("O sobreajuste (overfitting) resolve-se com regularização, dropout ou mais dados.");
    expect(answer.text).not.toMatch(/None of your documents mentions|Nenhum dos seus documentos fala/);
  });
});

describe("a framing noun that is the subject itself", () => {
  const aspectOf = (text: string) =>
    askedAspect(analyseQuestion({ text, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon", tools: new Set(["search_knowledge_base"]), capabilities: () => [], earlier: [] }));

  // The benefits a contract grants are what is asked about, not an aspect of the employee.
  it("is an aspect only of what it is said of", () => {
    expect(aspectOf("what are the advantages of dropout?")?.said).toBe("advantages");
    expect(aspectOf("what are dropout's advantages?")?.said).toBe("advantages");
    expect(aspectOf("what are my employee benefits?")).toBeUndefined();
    expect(aspectOf("quais são os benefícios do meu seguro de saúde?")?.said).toBe("benefícios");
  });
});
