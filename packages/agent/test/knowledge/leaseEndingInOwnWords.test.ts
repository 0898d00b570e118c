import { describe, expect, it } from "vitest";
import { conversation, notFound } from "./sampleDocumentsConversation.js";
import { firstQuote } from "./ownDocument.js";

// Ending a lease asked in Portuguese is searched by the clause's subject, and the answer names what it searched in the
// question's own words ("terminar o contrato"), never in the English the search uses ("ending"); a word of wanting
// ("quiser") is no subject a document must name. How long the lease runs quotes its term clause.

describe("ending the lease asked in Portuguese", () => {
  it.each([
    ["como posso terminar o contrato?", "«terminar o contrato»"],
    ["e se eu quiser sair antes do fim do contrato?", "«sair antes do fim do contrato»"],
    ["posso rescindir o arrendamento?", "«rescindir o arrendamento»"],
  ])("%s names %s and quotes the ending clause", async (asked, named) => {
    const { text } = await conversation(asked);
    expect(text).toContain(named);
    expect(text).not.toMatch(/ending»|«quiser/);
    expect(text).not.toMatch(notFound);
    expect(firstQuote(text)).toContain("The tenant may end the lease after its first year");
  });

  it("in English, the same clause", async () => {
    const { text } = await conversation("how can I end the contract?");
    expect(firstQuote(text)).toContain("The tenant may end the lease after its first year");
  });
});

describe("how long the lease is", () => {
  it.each([["how long is my lease?"], ["quanto tempo dura o meu contrato?"], ["summarise my lease", "how long is my lease?"], ["resume o meu contrato", "quanto tempo dura o meu contrato?"]])("%s quotes the term clause", async (...asked) => {
    const { text } = await conversation(...asked);
    expect(firstQuote(text)).toContain("The lease runs for three years");
  });
});
