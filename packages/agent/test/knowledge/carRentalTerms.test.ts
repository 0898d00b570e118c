import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// A car rental's agreement, in either language, asked in either language where and when the car is picked up and
// dropped off: the agreement's own words for them ("Levantamento", "Devolução", "Pick-up", "Drop-off") are searched.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith, ask } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const rental = ownDocument(
  "car-rental.pdf",
  "Rental agreement no. 88231\nVehicle: Renault Clio or similar, manual\nPick-up: 12 June 2026, 10:00, Porto Airport (OPO), desk 4\nDrop-off: 19 June 2026, 18:00, Lisbon Airport (LIS)\nTotal price: 245,60 €, paid online.\nFuel policy: full to full.",
);
const aluguer = ownDocument(
  "aluguer-carro.pdf",
  "Contrato de aluguer n.º 88231\nViatura: Renault Clio ou semelhante\nLevantamento: 12 de junho de 2026, 10:00, Aeroporto do Porto, balcão 4\nDevolução: 19 de junho de 2026, 18:00, Aeroporto de Lisboa\nPreço total: 245,60 €, pago online.\nCombustível: cheio a cheio.",
);

describe("picking up and dropping off a rented car", () => {
  it.each([
    ["when do I pick up the rental car?", aluguer, "Levantamento: 12 de junho de 2026"],
    ["where do I drop off the car?", aluguer, "Devolução: 19 de junho de 2026"],
    ["when do I return the rental car?", aluguer, "Devolução: 19 de junho de 2026"],
    ["quando levanto o carro de aluguer?", rental, "Pick-up: 12 June 2026"],
    ["onde é a devolução do carro?", rental, "Drop-off: 19 June 2026"],
    ["onde é o levantamento do carro?", rental, "Pick-up: 12 June 2026"],
    ["quando devolvo o carro alugado?", rental, "Drop-off: 19 June 2026"],
    ["onde devolvo o carro?", rental, "Drop-off: 19 June 2026"],
    ["quando tenho de entregar o carro?", rental, "Drop-off: 19 June 2026"],
    ["where do I return the car?", aluguer, "Devolução: 19 de junho de 2026"],
  ])("%s quotes the agreement's line", async (question, document, line) => {
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });

  it.each([
    ["what does my car rental say about fuel?", /\brental\b/],
    ["o que diz o aluguer do carro sobre o combustível?", /\baluguer\b/],
    ["what does the car rental agreement say about the pick-up?", /\brental\b/],
    ["when do I return the rental car?", /\breturn\b/],
  ])("%s searches the documents, the rental kept", async (question, kept) => {
    const search = (await ask(question)).calls.find((call) => call.name === "search_knowledge_base");
    expect((JSON.parse(search?.arguments ?? "{}") as { query?: string }).query).toMatch(kept);
  });
});

describe("a number after an abbreviation of 'number'", () => {
  const agreement = ownDocument("car-rental.pdf", "Rental agreement no. 88231, signed at Porto Airport.\nVehicle: Renault Clio or similar.");
  const contrato = ownDocument("aluguer-carro.pdf", "Contrato de aluguer Nº. 88231, assinado no Aeroporto do Porto.\nViatura: Renault Clio ou semelhante.");

  it.each([
    ["what is my rental agreement number?", agreement, "Rental agreement no. 88231"],
    ["qual é o número do contrato de aluguer?", contrato, "Contrato de aluguer Nº. 88231"],
  ])("%s quotes the number with its line", async (question, document, line) => {
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });
});
