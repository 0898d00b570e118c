import { describe, expect, it } from "vitest";
import { sampleDocuments } from "../../src/knowledge/sample/sampleDocuments.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { firstQuote } from "./ownDocument.js";

// "Quarto" is a room as well as the fourth: after "um", "o", "no" or with no noun after it that it orders, it is the
// room asked of and is searched; "o quarto dia", "quarto lugar", "o quarto trimestre" still order what follows.

const now = new Date("2026-11-29T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });

const passages = sampleDocuments("2026-11-29" as Parameters<typeof sampleDocuments>[0])
  .filter((document) => !document.fileName.includes("neural networks"))
  .flatMap((document) =>
    document.text.split(/\n(?=## )/).map((text) => ({ documentId: document.fileName, name: document.fileName, page: null, heading: (/^#+ (.*)/m.exec(text)?.[1] ?? "").trim(), text, citation: `[${document.fileName}]` })),
  );
const finds = { search_knowledge_base: { passages, found: "some" }, search_journal: { results: [], confidence: "none" } };

/** The words searched by the question's first call. */
const searched = async (question: string): Promise<string> => {
  const call = (await ask(question)).calls[0];
  return call === undefined ? "" : String((JSON.parse(call.arguments) as { query?: unknown }).query ?? "");
};

describe("a room is no ordinal", () => {
  it.each(["can I rent a room on Airbnb?", "posso arrendar um quarto no Airbnb?"])("%s quotes the subletting clause", async (question) => {
    const answer = await answerWith(question, finds);
    expect(firstQuote(answer)).toContain("may not sublet the flat or any room in it");
    expect(answer).not.toMatch(/None of your documents|Nenhum dos seus documentos/);
  });

  it.each([
    ["does the room have a wardrobe?", /\broom\b/],
    ["o quarto tem armário?", /\bquarto\b/],
    ["o quarto grande tem janela?", /\bquarto\b/],
  ])("%s searches the room", async (question, room) => {
    expect(await searched(question)).toMatch(room);
  });

  it.each(["what did I do on the fourth day of the trip?", "o que fiz no quarto dia das férias?", "fiquei em quarto lugar na corrida?"])("%s does not search a room", async (question) => {
    expect(await searched(question)).not.toMatch(/\b(?:quarto|room|fourth)\b/);
  });
});
