import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote, ownDocument, searchFinds } from "./ownDocument.js";

// A policy's perils and a trip's outbound leg, asked in the other language than the document's ("o seguro cobre
// incêndio?" of "Fire, smoke…", "quando é o voo de ida?" of "Outbound flight"): the document's word for them is searched.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const policy = ownDocument("home-insurance-policy.md", "# Home Insurance Policy\n\n## What is covered\n- Theft with signs of forced entry.\n- Fire, smoke and explosion.\n- Storm and flood damage to the building.");
const apolice = ownDocument("apolice-seguro-casa.md", "# Seguro Multirriscos Habitação\n\n## Coberturas\n- Roubo com sinais de arrombamento.\n- Incêndio, fumo e explosão.\n- Danos por tempestade e inundação.");
const trip = ownDocument("travel-itinerary.md", "# Travel itinerary\n\n## Outbound flight\nFlight TP1352, Friday 18 December 2026, departs Lisbon 07:05\n\n## Return flight\nFlight TP1353, Tuesday 22 December 2026, departs London 10:45");
const viagem = ownDocument("reserva-voo.md", "# Reserva\n\n## Voo de ida\nVoo TP1352, sexta-feira 18 de dezembro de 2026, parte de Lisboa às 07:05\n\n## Voo de regresso\nVoo TP1353, terça-feira 22 de dezembro de 2026, parte de Londres às 10:45");

describe("a peril or a leg in the document's other language", () => {
  it.each([
    ["o seguro cobre incêndio?", policy, "Fire, smoke"],
    ["does my insurance cover fire?", apolice, "Incêndio, fumo"],
    ["o que diz o seguro sobre inundações?", policy, "Storm and flood"],
    ["what does my insurance say about storms?", apolice, "tempestade"],
  ])("%s quotes its line", async (question, document, line) => {
    expect(firstQuote(await answerWith(question, searchFinds(document)))).toContain(line);
  });

  it.each([
    ["quando é o voo de ida?", trip, "Flight TP1352"],
    ["when is my outbound flight?", viagem, "Voo TP1352"],
  ])("%s quotes the outbound leg, found", async (question, document, line) => {
    const answer = await answerWith(question, searchFinds(document));
    expect(firstQuote(answer)).toContain(line);
    expect(answer).not.toMatch(/fala de «ida»|mentions “outbound”/);
  });
});
