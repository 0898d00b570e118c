import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// What the person did is the journal's to tell: when no entry tells it, a document that only shares a word with it
// (a lease's "short-term holiday lets", its landlord for "landed") is not read out instead.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-01T10:00:00Z"), timeZone: "Europe/Lisbon" });
const lease = {
  documentId: "lease",
  name: "lease.md",
  title: "Lease",
  page: null,
  heading: "8. Subletting",
  text: "## 8. Subletting\n\nThe tenant may not sublet the flat, including short-term holiday lets, without the landlord's written consent.",
  citation: "[lease.md]",
};
const data = { search_journal: { results: [], confidence: "none" }, search_knowledge_base: { passages: [lease], found: "some" } };

describe("what the person did, with no entry telling it", () => {
  it.each([
    ["what did I do on my last holiday?"],
    ["when did I last take a plane?"],
    ["o que fiz nas últimas férias?"],
    ["where did I go on holiday?"],
    ["where have I travelled?"],
    ["what trips did I take this year?"],
    ["onde fui de férias?"],
    ["onde é que eu passei as férias?"],
    ["que viagens fiz este ano?"],
  ])("%s is not answered from a lease", async (question) => {
    const text = await answerWith(question, data);
    expect(text).not.toContain("lease.md");
    expect(text).not.toContain("landlord");
  });
});
