import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// Something memory holds nothing of, that a document answers: the answer is the document's, without a first line
// saying that nothing is remembered about it.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-30T11:00:00Z"), timeZone: "Europe/Lisbon" });

const outbound = {
  documentId: "booking",
  name: "Flight booking.md",
  page: null,
  heading: "Outbound",
  text: "## Outbound\n\nTP 1354, Lisbon (LIS) to Madeira (FNC), Friday 18 December 2026, departs 08:25, arrives 10:05.",
  citation: "[Flight booking.md]",
};

const library = (found: boolean) => (name: string) =>
  name === "search_knowledge_base"
    ? { passages: found ? [outbound] : [], found: found ? "some" : "none" }
    : name === "search_journal"
      ? { results: [], confidence: "none" }
      : name === "search_memories"
        ? { memories: [] }
        : {};

describe("nothing remembered of what a document answers", () => {
  it.each(["when is my flight to Madeira?", "quando é o meu voo para a Madeira?"])("%s answers from the booking alone", async (question) => {
    const answer = await answerWith(question, library(true));
    expect(answer).toContain("departs 08:25");
    expect(answer).not.toMatch(/nothing remembered|nada guardado/i);
  });

  it("still says nothing is remembered when nothing else answers either", async () => {
    const answer = await answerWith("when is my flight to Madeira?", library(false));
    expect(answer).not.toContain("departs 08:25");
    expect(answer.trim()).not.toBe("");
  });
});
