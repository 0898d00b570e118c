import { describe, expect, it } from "vitest";
import { sampleDocuments } from "../../src/knowledge/sample/sampleDocuments.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { ownDocument } from "./ownDocument.js";

// A cat, a dog or a pet asked of in one language reaches the rule written in the other: the building's rules allow
// "animais de companhia" in each "fração" (a flat of the building), the lease "one dog or one cat in the flat".

const now = new Date("2026-11-29T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const passages = sampleDocuments("2026-11-29" as Parameters<typeof sampleDocuments>[0])
  .filter((document) => !document.fileName.includes("neural networks"))
  .flatMap((document) =>
    document.text.split(/\n(?=## )/).map((text) => ({ documentId: document.fileName, name: document.fileName, page: null, heading: (/^#+ (.*)/m.exec(text)?.[1] ?? "").trim(), text, citation: `[${document.fileName}]` })),
  );
const finds = (found: ReadonlyArray<unknown>) => ({ search_knowledge_base: { passages: found, found: "some" }, search_journal: { results: [], confidence: "none" } });
const rules = passages.filter((passage) => passage.name.includes("Regulamento"));
const quotes = (answer: string) => answer.split("\n").filter((line) => line.startsWith("- "));
const notFound = /None of your documents|Nenhum dos seus documentos|none of them mentions|nenhum deles fala/;

const domestic = { ...ownDocument("regras.md", "## Animais\n\nSó são permitidos animais domésticos de pequeno porte, até dois por habitação."), heading: "Animais" };
const petsClause = { ...ownDocument("house-rules.md", "## Animals\n\nCompanion animals are allowed in the flats; farm animals are not."), heading: "Animals" };

describe("pets across languages", () => {
  it.each(["can I have a cat in my flat?", "are dogs allowed in the building?", "can I keep a pet in my apartment?"])("%s quotes the rules' pets clause among the lease's", async (question) => {
    const answer = await answerWith(question, finds(passages));
    expect(quotes(answer).some((quote) => quote.includes("animais de companhia"))).toBe(true);
  });

  it.each(["can I have a cat in my flat?", "are dogs allowed in the building?"])("%s with the rules alone quotes them as the answer", async (question) => {
    const answer = await answerWith(question, finds(rules));
    expect(quotes(answer)[0]).toContain("animais de companhia");
    expect(answer).not.toMatch(notFound);
  });

  it.each(["posso ter um gato na minha fração?", "são permitidos cães nas frações?"])("%s quotes the lease's pets clause as the answer", async (question) => {
    const answer = await answerWith(question, finds(passages.filter((passage) => passage.name.includes("Lease"))));
    expect(quotes(answer)[0]).toContain("one dog or one cat in the flat");
    expect(answer).not.toMatch(notFound);
  });

  it.each(["can I have a dog?", "is a cat allowed?"])("%s quotes a rule on domestic animals", async (question) => {
    const answer = await answerWith(question, finds([domestic]));
    expect(quotes(answer)[0]).toContain("animais domésticos");
    expect(answer).not.toMatch(notFound);
  });

  it.each(["posso ter um gato no apartamento?", "são permitidos cães?"])("%s quotes a rule on companion animals", async (question) => {
    const answer = await answerWith(question, finds([petsClause]));
    expect(quotes(answer)[0]).toContain("Companion animals");
    expect(answer).not.toMatch(notFound);
  });
});
