import { describe, expect, it } from "vitest";
import { sampleDocuments } from "../../src/knowledge/sample/sampleDocuments.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// After a quote that answers, a later one must hold what is asked too: not only what its document is named by (the
// lease's "lease", "tenant", "rent" in every clause) nor the place the question is set in ("em casa", "in the flat").

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

/** Every section of the sample lease and the building's rules, as the search returns passages of them. */
const passages = sampleDocuments("2026-11-29" as Parameters<typeof sampleDocuments>[0])
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
const quotes = (answer: string) => answer.split("\n").filter((line) => line.startsWith("- "));

describe("a later quote holds what is asked", () => {
  it.each([
    ["when is the rent due?", "by the 8th day of each month"],
    ["até que dia tenho de pagar a renda?", "by the 8th day of each month"],
    ["when is the rent updated?", "updated once a year"],
    ["quando é atualizada a renda?", "updated once a year"],
  ])("%s quotes the rent clause, not the term, deposit or ending", async (asked, line) => {
    const answer = await answerWith(asked, finds);
    expect(firstQuote(answer)).toContain(line);
    expect(answer).not.toMatch(/The lease runs for three years|deposit of two months|may end the lease after/);
  });

  it.each(["can I have a cat in the flat?", "posso ter um gato em casa?"])("%s quotes the pets' rules, not the repairs or subletting of the flat", async (asked) => {
    const answer = await answerWith(asked, finds);
    expect(firstQuote(answer)).toContain("one dog or one cat");
    expect(answer).not.toMatch(/Small repairs|may not sublet/);
  });

  it("posso ter um gato em casa? still quotes the building's rules on pets after the lease's", async () => {
    const answer = await answerWith("posso ter um gato em casa?", finds);
    expect(quotes(answer).some((quote) => quote.includes("animais de companhia"))).toBe(true);
  });

  it("can I rent a room on Airbnb? quotes the subletting clause, not the rent's sum nor the deposit", async () => {
    const answer = await answerWith("can I rent a room on Airbnb?", finds);
    expect(firstQuote(answer)).toContain("may not sublet");
    expect(answer).not.toMatch(/1,150 euros|deposit of two months/);
  });
});
