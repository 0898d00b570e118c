import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "How many days until Easter?" asked on 3 December 2026 counted to 5 April 2027, this year's Easter a year on; Easter
// 2027 is 28 March. A holiday falling on another day each year is counted to its next one, on its day in the person's
// country.

const now = new Date("2026-12-03T10:00:00Z");
const answer = async (question: string, timeZone: string) => (await offlineConversation({ skills: everySkill, now, timeZone }).ask(question)).text;

describe("days until a holiday that moves", () => {
  it.each([
    ["how many days until Easter?", "115 days until 2027-03-28 (Sunday)."],
    ["quantos dias faltam para a Páscoa?", "Faltam 115 dias para 2027-03-28 (domingo)."],
    ["quantos dias faltam para o Carnaval?", "Faltam 68 dias para 2027-02-09 (terça-feira)."],
    ["how many days until Mother's Day?", "150 days until 2027-05-02 (Sunday)."],
    ["quantos dias faltam para o Dia da Mãe?", "Faltam 150 dias para 2027-05-02 (domingo)."],
  ])("in Lisbon, %s", async (question, expected) => {
    expect(await answer(question, "Europe/Lisbon")).toBe(expected);
  });

  it.each([
    ["quantos dias faltam para o Dia dos Pais?", "Faltam 248 dias para 2027-08-08 (domingo)."],
    ["how many days until Mother's Day?", "157 days until 2027-05-09 (Sunday)."],
  ])("in São Paulo, %s", async (question, expected) => {
    expect(await answer(question, "America/Sao_Paulo")).toBe(expected);
  });
});
