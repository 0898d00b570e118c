import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// How much may be taken or brought ("quanto posso levar de bagagem?", "how much luggage can I carry?"): the carrying only
// frames the asking; the luggage is what is searched, and the allowance's line answers.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const trip = ownDocument(
  "travel-itinerary.md",
  "# Travel itinerary\n\n## Hotel\nCheck-in: 18 December 2026 from 15:00\nBooking paid: 612,00 GBP.\n\n## Baggage allowance\nOne cabin bag up to 8 kg and one checked bag up to 23 kg per passenger.",
);
const viagem = ownDocument(
  "reserva-voo.md",
  "# Reserva de voo\n\n## Hotel\nCheck-in: 18 de dezembro de 2026 a partir das 15:00\nPago: 612,00 €.\n\n## Bagagem\nUma mala de cabine até 8 kg e uma mala de porão até 23 kg por passageiro.",
);

describe("an allowance asked with a verb of carrying", () => {
  it.each([
    ["quanto posso levar de bagagem?", trip, "One cabin bag up to 8 kg"],
    ["quanta bagagem posso trazer?", viagem, "Uma mala de cabine até 8 kg"],
    ["how much luggage can I carry?", viagem, "Uma mala de cabine até 8 kg"],
    ["how much baggage can I take?", trip, "One cabin bag up to 8 kg"],
  ])("%s quotes the allowance", async (question, document, line) => {
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });
});
