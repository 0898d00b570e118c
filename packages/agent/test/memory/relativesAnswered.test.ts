import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, systemWith } from "../support/offlineConversation.js";

// "How many kids do I have?" is answered with the number told ("You have two kids."), and "do I have any brothers or
// sisters?" from the relatives remembered, or plainly that none was told.

const now = new Date("2026-11-30T10:00:00Z");
const timeZone = "Europe/Lisbon";
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone });
const row = (content: string, date = "2026-11-20") => ({ content, date, dated: false, type: "relationship", current: true });
const answer = async (question: string, told: ReadonlyArray<string>) =>
  answerWith(question, (name) => (name === "search_memories" ? { memories: told.map((content) => row(content)) } : { results: [] }), systemWith([]));

describe("how many relatives, answered with the number", () => {
  it.each([
    ["how many kids do I have?", ["I have two kids"], "You have two kids."],
    ["how many children do I have?", ["We have three kids"], "You have three children."],
    ["how many kids do I have?", ["Ana is my daughter", "Tom is my son"], "You have two kids: Ana and Tom."],
    ["quantos filhos tenho?", ["Tenho dois filhos"], "Tem dois filhos."],
    ["how many kids do I have?", ["We have three kids", "Marta is my daughter"], "You have three kids; I know the names of Marta."],
    ["quantos filhos tenho?", ["Temos três filhos", "Marta é minha filha", "Inês é minha filha"], "Tem três filhos; sei o nome de Marta e Inês."],
    ["quantas filhas tenho?", ["Temos duas filhas"], "Tem duas filhas."],
    ["quantos irmãos tenho?", ["Ana é minha irmã"], "Tem uma irmã: Ana."],
  ])("%s (%j)", async (question, told, expected) => {
    const text = await answer(question, told);
    expect(text.split("\n")[0]).toBe(expected);
    expect(text).toContain(told[0]);
  });
});

describe("brothers or sisters", () => {
  it.each([
    ["do I have any brothers or sisters?", ["I have a sister"]],
    ["tenho irmãos ou irmãs?", ["Tenho uma irmã"]],
    ["do I have any siblings?", ["Rui is my brother"]],
  ])("%s", async (question, told) => {
    const first = await ask(question, systemWith([]));
    expect(first.calls.map((call) => call.name)).toContain("search_memories");
    const text = await answer(question, told);
    expect(text).toMatch(/^(?:Yes|Sim)\./);
    expect(text).toContain(told[0]);
  });

  it.each([
    ["do I have any brothers or sisters?", "You haven't told me about any brothers or sisters."],
    ["tenho irmãos ou irmãs?", "Não me contou nada sobre irmãos ou irmãs."],
  ])("%s with none told", async (question, expected) => {
    expect(await answer(question, ["I work as a nurse"])).toBe(expected);
  });
});
