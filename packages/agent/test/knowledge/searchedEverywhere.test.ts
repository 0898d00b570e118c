import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A thing bought that neither the journal nor any document tells of: the answer says both were searched, not only the
// journal.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const nothing = { search_knowledge_base: { passages: [], found: "none", hasDocuments: true }, search_journal: { results: [], confidence: "none" } };

describe("nothing in the journal nor in the documents", () => {
  it.each([
    ["when did I buy my bike?", "journal", "I searched your documents too", "“bike”"],
    ["quando comprei a minha bicicleta?", "diário", "Também procurei nos seus documentos", "«bicicleta»"],
    ["what date did I purchase my laptop?", "journal", "I searched your documents too", "“laptop”"],
    ["em que dia comprei o portátil?", "diário", "Também procurei nos seus documentos", "«portátil»"],
  ])("%s says both were searched", async (question, journal, documents, subject) => {
    const text = await answerWith(question, nothing);
    expect(text).toContain(journal);
    const line = text.split("\n").find((said) => said.startsWith(documents)) ?? "";
    expect(line).toContain(subject);
  });

  it.each(["when did I buy my bike?", "quando comprei a minha bicicleta?"])("%s with no document uploaded says nothing of documents", async (question) => {
    const text = await answerWith(question, { ...nothing, search_knowledge_base: { passages: [], found: "none", hasDocuments: false } });
    expect(text).not.toMatch(/documents too|seus documentos/);
  });
});
