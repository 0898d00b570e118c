import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// A question of "hours" a place keeps ("what are the quiet hours in the building?", "quais são as horas de silêncio no
// prédio?", "what are the gym's opening hours?") asks for a time of day or a range of them: the rule "between 22:00 and
// 8:00", not a trip's "check-in opens 24 hours before departure", whose hours are a length of time.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const section = (name: string, heading: string, text: string) => ({ documentId: name, name, page: null, heading, text, citation: `[${name}]` });
const trip = "travel-itinerary-london.md";
const itinerary = section(trip, "Outbound flight", "## Outbound flight\nFlight TP1352, TAP Air Portugal\nDate: Friday, 18 December 2026\nCheck-in opens 24 hours before departure; bag drop closes 60 minutes before departure.");
const viagem = section("itinerario-porto.md", "Voo de ida", "## Voo de ida\nVoo TP1944, TAP Air Portugal\nData: 5 de março de 2027\nO check-in abre 48 horas antes da partida e fecha 1 hora antes.");
const condominium = section(
  "Regulamento do condomínio.md",
  "Ruído",
  "## Ruído\n\nEntre as 22h00 e as 8h00 não são permitidos ruídos que perturbem os vizinhos, incluindo música alta, obras e mudanças. Obras ruidosas só podem ser feitas nos dias úteis, entre as 9h00 e as 18h00, e devem ser comunicadas à administração com uma semana de antecedência.",
);
const gym = section("gym-membership.md", "Opening hours", "## Opening hours\nThe club is open from 6:30 to 22:00 on weekdays and from 8am to 8pm at weekends. Members may bring a guest up to 4 hours a month.");
const finds = (...passages: ReadonlyArray<ReturnType<typeof section>>) => ({ search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } });

describe("the hours a place keeps", () => {
  it.each([
    ["what are the quiet hours in the building?", itinerary],
    ["quais são as horas de silêncio no prédio?", itinerary],
    ["what are the quiet hours?", viagem],
    ["quais são as horas de silêncio?", viagem],
  ])("%s quotes the building's rule, not a check-in's hours before departure", async (asked, other) => {
    const answer = await answerWith(asked, finds(other, condominium));
    expect(firstQuote(answer)).toContain("Entre as 22h00 e as 8h00");
    expect(answer).not.toMatch(/Check-in opens|check-in abre/);
    // The building's rules are its condominium's: they speak of the building asked about.
    expect(answer).not.toMatch(/None of your documents|Nenhum dos seus documentos/);
  });

  it.each(["what are the gym's opening hours?", "qual é o horário de funcionamento do ginásio?"])("%s quotes the range of hours the club is open", async (asked) => {
    const answer = await answerWith(asked, finds(itinerary, viagem, gym));
    expect(firstQuote(answer)).toContain("from 6:30 to 22:00");
    expect(answer).not.toMatch(/Check-in opens|check-in abre/);
  });
});
