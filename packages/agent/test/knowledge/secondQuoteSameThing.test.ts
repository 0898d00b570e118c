import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// A payslip beside a trip's itinerary: a second quote answers what the first does ("Dias de férias por gozar: 8."),
// not a flight's check-in hours read as holidays nor a hotel's price read as an allowance's sum.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const section = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text, citation: `[${name}]` });
const trip = "travel-itinerary-london.md";
const payslip = "recibo-vencimento-novembro-2026.md";
const passages = [
  section(trip, "Travel itinerary — Lisbon to London", "# Travel itinerary — Lisbon to London\n\n## Outbound flight\nFlight TP1352, TAP Air Portugal\nDate: Friday, 18 December 2026\nCheck-in opens 24 hours before departure; bag drop closes 60 minutes before departure."),
  section(trip, "Hotel", "## Hotel\nThe Strand Palace Hotel, London\nRoom: double, breakfast included. Booking paid: 612,00 GBP.\n\n## Baggage allowance\nOne cabin bag up to 8 kg and one checked bag up to 23 kg per passenger."),
  section(payslip, "Recibo de vencimento — novembro de 2026", "# Recibo de vencimento — novembro de 2026\n\n## Abonos\n- Vencimento base: 2.400,00 €\n- Subsídio de alimentação: 22 dias × 9,60 € = 211,20 €\n- Total ilíquido: 2.851,20 €"),
  section(payslip, "Descontos", "## Descontos\n- Total de descontos: 876,00 €\n\n## Férias\nDias de férias gozados este ano: 17. Dias de férias por gozar: 8."),
];
const finds = { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } };

describe("a later quote answers what the first does", () => {
  it.each([
    ["quantos dias de férias me faltam gozar?", "Dias de férias por gozar: 8", /Check-in|Booking paid/],
    ["how much is my meal allowance?", "Subsídio de alimentação", /Booking paid|Check-in/],
    ["quanto recebo de subsídio de refeição?", "Subsídio de alimentação", /Booking paid|Check-in/],
  ])("%s quotes the payslip, not the trip", async (asked, line, other) => {
    const answer = await answerWith(asked, finds);
    expect(firstQuote(answer)).toContain(line);
    expect(answer).not.toMatch(other);
  });
});
