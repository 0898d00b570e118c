import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// A trip's way back ("when do I fly back from London?", "quando volto de Londres?", "e o de volta?" after the outbound
// leg): the return leg's day and departure, not the flight's number nor the journal.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith, callsAfter } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const name = "travel-itinerary-london.md";
const section = (heading: string, text: string) => ({ documentId: name, name, page: null, heading, text, citation: `[${name}]` });
const outbound = section(
  "Travel itinerary — Lisbon to London, December 2026",
  "# Travel itinerary — Lisbon to London, December 2026\n\nBooking reference: KX7P2Q\n\n## Outbound flight\nFlight TP1352, TAP Air Portugal\nDate: Friday, 18 December 2026\nDeparts: Lisbon (LIS), Terminal 1, 07:05\nArrives: London Heathrow (LHR), Terminal 2, 09:50\nSeat: 14C",
);
const back = section(
  "Hotel",
  "## Hotel\nThe Strand Palace Hotel, London\nCheck-out: 22 December 2026 by 11:00\n\n## Return flight\nFlight TP1353, TAP Air Portugal\nDate: Tuesday, 22 December 2026\nDeparts: London Heathrow (LHR), Terminal 2, 10:45\nArrives: Lisbon (LIS), Terminal 1, 13:30\nSeat: 15A",
);
const finds = { search_knowledge_base: { passages: [outbound, back], found: "some" }, search_journal: { results: [], confidence: "none" } };

// Each leg with its date, its departure and its arrival, the outbound one arriving in London and the return one leaving it.
const legs = {
  search_knowledge_base: {
    passages: [
      section("Outbound flight", "## Outbound flight\nFlight TP1352, TAP Air Portugal\nDate: Friday, 18 December 2026\nDeparts: Lisbon (LIS), Terminal 1, 07:05\nArrives: London Heathrow (LHR), Terminal 2, 09:50\nSeat: 14C"),
      section("Return flight", "## Return flight\nFlight TP1353, TAP Air Portugal\nDate: Tuesday, 22 December 2026\nDeparts: London Heathrow (LHR), Terminal 2, 10:45\nArrives: Lisbon (LIS), Terminal 1, 13:30\nSeat: 15A"),
    ],
    found: "some",
  },
  search_journal: { results: [], confidence: "none" },
};

describe("the way back of a trip", () => {
  it.each(["when do I fly back from London?", "quando volto de Londres?"])("%s quotes the return leg's day and departure", async (asked) => {
    const quote = firstQuote(await answerWith(asked, finds));
    expect(quote).toContain("**Return flight**");
    expect(quote).toContain("Tuesday, 22 December 2026");
    expect(quote).toContain("10:45");
  });

  it.each(["quando é o voo de volta?", "when is my return flight?"])("%s quotes the return leg's day, not its number alone", async (asked) => {
    expect(firstQuote(await answerWith(asked, finds))).toMatch(/Return flight.*Tuesday, 22 December 2026/);
  });

  it.each([
    ["quando é o voo de ida?", "e o de volta?", /\bvolta\b/],
    ["when is my outbound flight?", "and the return one?", /\breturn\b/],
  ])("%s then %s searches the documents for the return leg", async (first, then, word) => {
    const [search] = await callsAfter(first, then);
    expect(search?.[0]).toBe("search_knowledge_base");
    expect(String(search?.[1]["query"])).toMatch(word);
    expect(String(search?.[1]["query"])).toMatch(/\b(?:voo|flight)\b/);
  });

  it.each(["when do I fly back from London?", "quando volto de Londres?", "when is my return flight?", "quando é o voo de regresso?"])("%s quotes the return leg, not the outbound one", async (asked) => {
    const answer = await answerWith(asked, legs);
    expect(firstQuote(answer)).toContain("Tuesday, 22 December 2026");
    expect(answer).not.toMatch(/TP1352|Friday, 18 December 2026|07:05|09:50/);
  });

  it.each(["when is my flight to London?", "quando é o voo de ida?", "when is my outbound flight?", "quando é o voo para Londres?"])("%s quotes the outbound leg, not the return one", async (asked) => {
    const answer = await answerWith(asked, legs);
    expect(firstQuote(answer)).toContain("Friday, 18 December 2026");
    expect(answer).not.toMatch(/TP1353|Tuesday, 22 December 2026|10:45|13:30/);
  });

  it.each(["when is my flight back to Lisbon?", "quando é o voo para Lisboa?"])("%s reads the leg arriving in the city named: the return one", async (asked) => {
    const answer = await answerWith(asked, legs);
    expect(firstQuote(answer)).toContain("Tuesday, 22 December 2026");
    expect(answer).not.toMatch(/Friday, 18 December 2026/);
  });
});
