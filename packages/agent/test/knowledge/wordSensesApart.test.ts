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

// "Holiday" and "férias" are days of paid leave a contract grants ("how many holiday days do I have left?") and a trip
// ("when is my holiday in London?"): the days and what is left say which, and a flight's line is no paid leave.
const contract = "employment-contract.md";
const leave = [
  section(contract, "Holidays", "## Holidays\nThe employee is entitled to 22 working days of paid holiday per calendar year. Holiday days not taken may be carried over until 31 March of the following year."),
  section("recibo-vencimento.md", "Férias", "## Férias\nDias de férias gozados este ano: 17. Dias de férias por gozar: 5."),
  section(trip, "Travel itinerary — Lisbon to London", "# Travel itinerary — Lisbon to London\n\n## Outbound flight\nFlight TP1352, TAP Air Portugal\nDate: Friday, 18 December 2026\nCheck-in opens 24 hours before departure."),
  section(trip, "Hotel", "## Hotel\nThe Strand Palace Hotel, London\nCheck-out: 22 December 2026 by 11:00"),
];
const leaveFinds = { search_knowledge_base: { passages: leave, found: "some" }, search_journal: { results: [], confidence: "none" } };

describe("holidays as days of leave", () => {
  it.each([
    "how many holiday days do I have left?",
    "quantos dias de férias me restam?",
    "how many days of holiday am I entitled to?",
    "a quantos dias de férias tenho direito por ano?",
    "how many holidays do I have left?",
    "quantas férias me restam?",
  ])(
    "%s quotes the contract or the payslip, not the trip",
    async (asked) => {
      const answer = await answerWith(asked, leaveFinds);
      expect(firstQuote(answer)).toMatch(/holiday|férias/i);
      expect(answer).not.toMatch(/Flight TP1352|Check-in|Strand Palace/);
    },
  );

  it.each(["where am I staying on holiday in London?", "onde fico alojado nas férias em Londres?"])("%s still quotes the trip", async (asked) => {
    expect(await answerWith(asked, leaveFinds)).toContain("Strand Palace");
  });
});
