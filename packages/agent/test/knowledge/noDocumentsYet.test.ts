import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A newcomer asks about their documents before uploading any: the answer says there are none yet and how to add
// some (or try the samples), not that these words were not found in them.

const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

const nothingUploaded = (hasDocuments: boolean) => (name: string) =>
  name === "search_knowledge_base"
    ? { passages: [], found: "none", hasDocuments }
    : name === "search_journal"
      ? { results: [], confidence: "none" }
      : name === "list_documents"
        ? { documents: [] }
        : {};

describe("documents asked about before any is uploaded", () => {
  it.each([
    ["what do my notes say about neural networks?", "You have no documents yet", "found nothing about"],
    ["what does my lease say about pets?", "You have no documents yet", "found nothing about"],
    ["o que dizem as minhas notas sobre redes neuronais?", "Ainda não há documentos", "Não encontrei nada sobre"],
    ["o que diz o meu contrato sobre animais?", "Ainda não há documentos", "Não encontrei nada sobre"],
  ])("%s says there are none yet", async (question, none, notFound) => {
    const answer = await answerWith(question, nothingUploaded(false));
    expect(answer).toContain(none);
    expect(answer).not.toContain(notFound);
    // With documents that do not speak of it, the search's "nothing" stands.
    const searched = await answerWith(question, nothingUploaded(true));
    expect(searched).toContain(notFound);
  });
});
