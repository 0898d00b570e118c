import { describe, expect, it } from "vitest";
import { analyseQuestion } from "../../src/models/offline/question/analyseQuestion.js";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// "how does X work?", "como funciona X?", "o que significa X?", "para que serve X?": the asking verb is no topic, X is.
// A document about X answers, though it never says "work" or "funciona".

const notes = [
  { documentId: "n1", name: "notas.md", page: null, heading: "Notas de aprendizagem automática", text: "# Notas de aprendizagem automática\n\nAs redes neuronais aprendem ajustando os pesos por retropropagação do erro.", citation: "[notas.md]" },
  { documentId: "n1", name: "notas.md", page: null, heading: "Notas de aprendizagem automática", text: "O sobreajuste (overfitting) resolve-se com regularização, dropout ou mais dados.", citation: "[notas.md]" },
  { documentId: "n2", name: "ml-notes.md", page: null, heading: "Neural networks", text: "Neural networks learn by adjusting weights through backpropagation of the error. Dropout switches off random units while training.", citation: "[ml-notes.md]" },
];

describe("how something works, what it means or is for, asked of the person's notes", () => {
  it.each([
    ["how does backpropagation work?", "What your documents say about “backpropagation”"],
    ["how do neural networks work?", "What your documents say about “neural networks”"],
    ["what is the meaning of dropout?", "What your documents say about “dropout”"],
    ["where in my notes do I talk about dropout?", "What your documents say about “dropout”"],
    ["what do my notes say about how backpropagation works?", "What your documents say about “backpropagation”"],
    ["como funciona a retropropagação?", "O que os seus documentos dizem sobre «retropropagação»"],
    ["como é que a retropropagação funciona?", "O que os seus documentos dizem sobre «retropropagação»"],
    ["como funcionam as redes neuronais?", "O que os seus documentos dizem sobre «redes neuronais»"],
    ["o que significa sobreajuste?", "O que os seus documentos dizem sobre «sobreajuste»"],
    ["para que serve o dropout?", "O que os seus documentos dizem sobre «dropout»"],
    ["explica-me a retropropagação", "O que os seus documentos dizem sobre «retropropagação»"],
    ["onde é que falo de dropout nas minhas notas?", "O que os seus documentos dizem sobre «dropout»"],
    // The manner the answer is asked in is no topic either.
    ["explain backpropagation simply", "What your documents say about “backpropagation”"],
    ["briefly, what is dropout?", "What your documents say about “dropout”"],
    ["explica resumidamente a retropropagação", "O que os seus documentos dizem sobre «retropropagação»"],
  ])("%s quotes the notes on the thing asked of", async (asked, said) => {
    const { answer } = await answerFromDocuments(asked, { passages: notes, found: "some" });
    expect(answer.text).toContain(said);
    expect(answer.text).not.toMatch(/None of your documents mentions|Nenhum dos seus documentos fala/);
  });

  const topics = (text: string) =>
    analyseQuestion({ text, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon", tools: new Set(["search_knowledge_base"]), capabilities: () => [], earlier: [] }).topicWords;

  it.each([
    ["what's the difference between dropout and regularization?", ["dropout", "regularization"]],
    ["qual é a diferença entre dropout e regularização?", ["dropout", "regularização"]],
    ["how does the insurance work for a rental car?", ["insurance", "rental", "car"]],
    ["para que servem as redes convolucionais?", ["redes", "convolucionais"]],
  ])("%s asks of %j alone", (asked, words) => {
    expect(topics(asked)).toEqual(words);
  });

  // Work that is the topic stays one: going to work, hours worked, "funcionário".
  it.each([
    ["how do I get to work?", ["work"]],
    ["how is work?", ["work"]],
    ["how are things at work?", ["work"]],
    ["how hard did I work this week?", ["hard", "work"]],
    ["how often do I work from home?", ["work", "home"]],
    ["how many hours do I work on saturdays?", ["hours", "work", "saturdays"]],
    ["o que disse o funcionário?", ["funcionário"]],
  ])("%s keeps %j", (asked, words) => {
    expect(topics(asked)).toEqual(words);
  });
});
