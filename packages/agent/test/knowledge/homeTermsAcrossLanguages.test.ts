import { describe, expect, it } from "vitest";
import { sampleDocuments } from "../../src/knowledge/sample/sampleDocuments.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// Everyday words for a home's bills, repairs and building that the lease and the rules write otherwise: "a luz" is the
// electricity, fixing is repairing, a "torneira" is a tap, the residents' meeting is the owners' "assembleia". Asked so, the answer quotes the clause and does not say no document mentions them.

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const documents = sampleDocuments("2026-11-29" as Parameters<typeof sampleDocuments>[0]);
/** Every section of the sample lease and rules, as the search returns passages of them. */
const passages = documents
  .filter((document) => !document.fileName.includes("neural networks"))
  .flatMap((document) =>
    document.text.split(/\n(?=## )/).map((text) => ({
      documentId: document.fileName,
      name: document.fileName,
      page: null,
      heading: (/^#+ (.*)/m.exec(text)?.[1] ?? "").trim(),
      text,
      citation: `[${document.fileName}]`,
    })),
  );
const finds = { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } };
const notFound = /None of your documents|Nenhum dos seus documentos/;

describe("a home's everyday words", () => {
  it.each(["quem paga a luz?", "who pays the electricity?"])("%s quotes the lease's utilities", async (asked) => {
    const answer = await answerWith(asked, finds);
    expect(firstQuote(answer)).toContain("Electricity, water, gas and internet");
    expect(answer).not.toMatch(notFound);
  });

  it.each([
    ["who fixes a leaking tap?", "“fixes”"],
    ["quem arranja uma torneira que pinga?", "«torneira»"],
  ])("%s quotes the repairs clause and finds the word said", async (asked, word) => {
    const answer = await answerWith(asked, finds);
    expect(firstQuote(answer)).toContain("light bulbs, taps, blocked drains");
    expect(answer).not.toContain(word);
  });

  it.each(["when is the residents' meeting?", "quando é a reunião de condóminos?"])("%s quotes the rules' owners' assembly", async (asked) => {
    const answer = await answerWith(asked, finds);
    expect(firstQuote(answer)).toContain("A assembleia de condóminos reúne-se uma vez por ano");
    expect(answer).not.toMatch(/none of them mentions|nenhum deles fala/i);
  });
});
