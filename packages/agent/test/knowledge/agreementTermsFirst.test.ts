import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation, storedMemory, systemWith } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// A question in a hire's or a lease's own words (a rented car's pick-up, drop-off or return, the deposit held, the
// landlord) that nothing remembered holds: the agreement says it, so the documents are searched first, not memory or the
// journal before them. A fact told and remembered that holds it still answers first.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const rental = ownDocument(
  "car-rental.pdf",
  "Rental agreement no. 88231\nPick-up: 12 June 2026, 10:00, Porto Airport (OPO), desk 4\nDrop-off: 19 June 2026, 18:00, Lisbon Airport (LIS)\nSecurity deposit: 300 € held on the card.",
);
const aluguer = ownDocument(
  "aluguer-carro.pdf",
  "Contrato de aluguer n.º 88231\nLevantamento: 12 de junho de 2026, 10:00, Aeroporto do Porto, balcão 4\nDevolução: 19 de junho de 2026, 18:00, Aeroporto de Lisboa\nCaução: 300 € cativos no cartão.",
);

describe("an agreement's own terms are searched in the documents first", () => {
  it.each([
    "where do I drop off the car?",
    "where do I pick up the rental car?",
    "where do I return the car?",
    "where do I drop off the rental?",
    "who is my landlord?",
    "onde devolvo o carro?",
    "onde levanto o carro?",
    "onde entrego o carro alugado?",
    "qual é a caução?",
    "quem é o senhorio?",
  ])("%s searches the documents first", async (question) => {
    expect((await ask(question)).calls[0]?.name).toBe("search_knowledge_base");
  });

  it.each([
    ["where do I drop off the car?", aluguer, "Devolução: 19 de junho de 2026"],
    ["onde devolvo o carro?", rental, "Drop-off: 19 June 2026"],
  ])("%s quotes the agreement's line", async (question, document, line) => {
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });

  it.each([
    ["where do I drop off the car?", "I drop off the rental car at Lisbon airport", /Lisbon airport/],
    ["onde devolvo o carro?", "Devolvo o carro alugado no aeroporto de Lisboa", /aeroporto de Lisboa/],
  ])("%s with a fact told that holds it: memory answers first", async (question, fact, told) => {
    const first = await ask(question, systemWith([storedMemory(fact, "fact", "2026-11-20")]));
    expect(first.calls).toEqual([]);
    expect(first.text).toMatch(told);
  });

  it.each(["what's my total deposit?", "where did I park the car?"])("%s is not a rental's term", async (question) => {
    expect((await ask(question)).calls[0]?.name).not.toBe("search_knowledge_base");
  });
});
