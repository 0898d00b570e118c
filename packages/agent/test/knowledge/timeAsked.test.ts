import { describe, expect, it } from "vitest";
import { answerFromDocuments } from "./knowledgeTestModel.js";

// A time of day asked: the passages whose quote says one (the school's letter), not those that only share the words
// (the study notes on the classes).

const passage = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text: `## ${heading}\n\n${text}`, citation: `[${name}]` });
const notes = passage("study-notes.md", "Classes", "In the statistics classes we covered linear regression and how to start an analysis. Classes start with a short quiz.");
const letter = passage("school-letter.md", "School day", "Classes start at 8:30 am and finish at 3:30 pm, Monday to Friday.");
const notas = passage("notas-estudo.md", "Aulas", "As aulas começam sempre com um teste rápido, e as aulas de estatística começam pela regressão linear.");
const carta = passage("carta-escola.md", "Ano letivo", "As aulas começam às 8h30 e terminam às 15h30, de segunda a sexta-feira.");

describe("a time of day asked", () => {
  it.each([
    ["what time do classes start?", [notes, letter], "8:30 am", "study-notes.md"],
    ["at what time do the classes start?", [notes, letter], "8:30 am", "study-notes.md"],
    ["a que horas começam as aulas?", [notas, carta], "8h30", "notas-estudo.md"],
    ["que horas começam as aulas?", [notas, carta], "8h30", "notas-estudo.md"],
  ])("%s quotes the line with the time, not the notes", async (asked, passages, time, other) => {
    const { answer } = await answerFromDocuments(asked, { passages, found: "some" });
    const quoted = answer.text.split("\n").filter((line) => line.startsWith("- "));
    expect(quoted[0]).toContain(time);
    expect(answer.text).not.toContain(other);
  });
});
