import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// A word of several meanings, whose other words say which: "lugar" on a plane is a seat, in a garage a parking space.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const section = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text, citation: `[${name}]` });
const rules = "Sample · Regulamento do condomínio.md";
const trip = "travel-itinerary-london.md";
const passages = [
  section(rules, "Animais de estimação", "## Animais de estimação\n\nSão permitidos animais de companhia nas frações.\n\n## Garagem\n\nCada fração tem um lugar de estacionamento numerado. Não é permitido guardar objetos nos lugares nem lavar carros na garagem."),
  section(trip, "Travel itinerary — Lisbon to London", "# Travel itinerary — Lisbon to London\n\n## Outbound flight\nFlight TP1352, TAP Air Portugal\nDate: Friday, 18 December 2026\nSeat: 14C"),
  section(trip, "Return flight", "## Return flight\nFlight TP1353, TAP Air Portugal\nDate: Tuesday, 22 December 2026\nSeat: 15A"),
];
const finds = { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } };

describe("a word of several meanings", () => {
  it.each(["qual é o meu lugar no avião?", "what's my place on the plane?"])("%s quotes the seats, not the parking space", async (asked) => {
    const answer = await answerWith(asked, finds);
    expect(firstQuote(answer)).toMatch(/Seat: (?:14C|15A)/);
    expect(answer).toContain("Seat: 14C");
    expect(answer).toContain("Seat: 15A");
    expect(answer).not.toContain("estacionamento");
  });

  it.each(["onde fica o meu lugar de estacionamento?", "where is my parking spot?"])("%s still quotes the garage", async (asked) => {
    const answer = await answerWith(asked, finds);
    expect(firstQuote(answer)).toContain("lugar de estacionamento");
    expect(answer).not.toContain("Seat:");
  });
});
