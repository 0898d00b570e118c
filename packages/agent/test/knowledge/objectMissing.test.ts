import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { ownDocument, searchFinds } from "./ownDocument.js";

// "Can I keep a bike in my parking space?" of rules that speak of the parking space and never of bikes: the thing asked
// about is missing, so the answer says so plainly, though the other words were found.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const rules = ownDocument("building-rules.md", "# Building rules\n\n## Garage\nEach flat has one numbered parking space in the garage. Cars must be parked within the painted lines.");
const regras = ownDocument("regulamento.md", "# Regulamento\n\n## Garagem\nCada fração tem um lugar de estacionamento numerado na garagem. Os carros devem ficar dentro das linhas pintadas.");

describe("the thing asked about, missing from every passage, is said to be missing", () => {
  it.each([
    ["can I keep a bike in my parking space?", rules, /None of your documents mentions “bike”/],
    ["can I keep a bike in my parking space?", regras, /None of your documents mentions “bike”/],
    ["posso guardar uma bicicleta no meu lugar de estacionamento?", regras, /Nenhum dos seus documentos .*«bicicleta»/],
    ["posso guardar uma bicicleta no meu lugar de estacionamento?", rules, /Nenhum dos seus documentos .*«bicicleta»/],
  ])("%s says it plainly", async (asked, document, said) => {
    expect(await answerWith(asked, searchFinds(document))).toMatch(said);
  });

  it.each([
    ["can I keep a car in my parking space?", rules],
    ["posso estacionar um carro no meu lugar de estacionamento?", regras],
  ])("%s, whose thing is there, is quoted as found", async (asked, document) => {
    expect(await answerWith(asked, searchFinds(document))).not.toMatch(/None of your documents|Nenhum dos seus documentos/);
  });
});
