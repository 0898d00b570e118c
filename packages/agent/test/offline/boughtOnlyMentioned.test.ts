import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "When did I buy my laptop?" of a journal that names the laptop but never tells its purchase: the earliest mention only
// comes close, and the invoice among the documents dates it.
const conversation = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T10:00:00Z"), timeZone: "Europe/Lisbon" });

const hit = (date: string, excerpt: string) => ({ entryId: `e-${date}`, date, excerpt, score: 1, confidence: "high" });
const mentions = [hit("2026-03-01", "Spilled coffee next to my laptop, it survived."), hit("2026-04-07", "O portátil aqueceu tanto que desliguei.")];
const invoice = {
  documentId: "d1",
  name: "Laptop invoice.md",
  page: null,
  heading: "Invoice",
  text: "Invoice no. 2026-0311\nInvoice date: 14 February 2026\nItem: Laptop ThinkPad 14-inch, 1,299.00 EUR",
  citation: "[Laptop invoice.md]",
};

const answer = async (question: string, passages: ReadonlyArray<typeof invoice>) => {
  const made: string[] = [];
  const text = await conversation.answerWith(question, (name) => {
    made.push(name);
    if (name === "search_knowledge_base") return { passages, found: passages.length > 0 ? "some" : "none" };
    return name === "search_journal" ? { results: mentions, confidence: "high" } : {};
  });
  return { calls: made, text };
};

describe("a thing bought that the journal only mentions", () => {
  it.each(["when did I buy my laptop?", "quando comprei o portátil?"])("%s goes on to the documents and quotes the invoice's date", async (question) => {
    const { calls, text } = await answer(question, [invoice]);
    expect(calls).toEqual(["search_journal", "search_knowledge_base"]);
    expect(text).toContain("14 February 2026");
    expect(text).toContain("[Laptop invoice.md]");
  });

  it.each(["when did I buy my laptop?", "quando comprei o portátil?"])("%s with no document of it keeps the journal's earliest mention", async (question) => {
    const { calls, text } = await answer(question, []);
    expect(calls).toEqual(["search_journal", "search_knowledge_base"]);
    expect(text).toMatch(/2026-03-01/);
  });
});
